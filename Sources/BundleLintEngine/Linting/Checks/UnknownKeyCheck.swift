import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `unknown-localization-key`: a literal key looked up in the module's bundle that none of the
/// module's tables (or not the named one) has, with a did-you-mean. A call that gives the text
/// to show when the key is missing (`value:`, `defaultValue:`) never shows the key: silent.
struct UnknownKeyCheck: ResourceLookupCheck {
  static let check = ResourceCheck.unknownKey

  let lookups: ResourceLookups

  /// A module-bundle lookup of a key that none of the module's tables (or not the named one)
  /// has.
  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    // An API that takes a `String` key (`NSLocalizedString`) gets interpolations filled in
    // before the lookup: the key is made at run time, not a format key of the table.
    guard site.bundle == .module, site.resource == .key, !site.hasDefaultValue(in: builder.source),
      !(site.name.hasPlaceholders && site.pattern.lookupValue == .any),
      let index = module.resourceIndex, index.match(site.name, table: site.table) == nil
    else { return nil }
    let table = site.table ?? ResourceIndex.defaultTable
    let place =
      index.tables[table] == nil
      ? rule.text(.noTable, ["table": table]) : rule.text(.noKey, ["table": table])
    let suggestion = index.suggestion(forKey: site.name, table: site.table)
    return builder.typoDiagnostic(
      rule, site, place: place, suggestion: suggestion,
      otherwise: rule.text(.addKey, ["file": index.tableFileName(site.table)]))
  }
}
