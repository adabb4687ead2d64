/// `package-key-misses-in-host`: a package module without string tables looks a literal key
/// up in the main bundle, and the Xcode projects of the repository say which apps and
/// extensions run it (they link a product that holds it): one of them has the key and another
/// lacks it, so the same code shows the translation in one and the key in the other. Silent
/// when every host has it (the module relies on its hosts, as `hostProvided` says) or none does.
struct PackageHostCheck: ResourceLookupCheck {
  static let check = ResourceCheck.packageHosts

  let lookups: ResourceLookups

  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard site.bundle == .main, site.resource == .key, !site.name.hasPlaceholders,
      module.module.binary == .package, module.resources.stringTables.isEmpty,
      let answers = module.hostTables?.eachHostProvides(site.name.display, table: site.table),
      let having = answers.first(where: \.provides),
      let lacking = answers.first(where: { !$0.provides })
    else { return nil }
    let table = site.table ?? ResourceIndex.defaultTable
    let target = PathName.stem(lacking.host)
    let advice = rule.text(.copyResource, ["resource": "\(table) table", "target": target])
    return builder.diagnostic(
      rule: rule, site: site,
      values: [
        "module": having.host, "detail": lacking.host, "place": table, "fix": advice,
      ],
      notes: [advice])
  }
}
