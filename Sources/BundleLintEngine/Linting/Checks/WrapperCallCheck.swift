import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `wrapper-missing-bundle`: a call to one of the package's own wrappers of a localized lookup
/// (a function or initializer that takes a key and a bundle, found in the code) that passes no
/// bundle, or the main bundle.
struct WrapperCallCheck: RuleByRuleCheck {
  static func runs(_ rule: Rule) -> Bool { rule.kind == .wrapperCall }

  /// A call may reach a wrapper another module declares.
  static var dependencies: CheckDependencies { .packageWrappers }

  let rules: [Rule]

  /// Calls to a wrapper of `module.wrappers` (and of the file's own) that pass no bundle, or
  /// the main bundle.
  static func findings(of rule: Rule, in file: LintedFile, builder: inout DiagnosticBuilder)
    -> [Diagnostic]
  {
    let (syntax, source, path, module) = (file.syntax, file.source, file.path, file.module)
    var wrappers = module.wrappers
    let known = Set(wrappers.map { "\($0.location.path):\($0.location.offset)" })
    for own in Wrapper.find(in: syntax, source: source, path: path, module: module.module)
    where !known.contains("\(own.location.path):\(own.location.offset)") {
      wrappers.append(own)
    }
    wrappers.removeAll { $0.module != module.name && !$0.isVisibleOutsideModule }
    guard !wrappers.isEmpty else { return [] }
    let patterns = wrappers.map(\.callPattern)
    let names = Set(patterns.map(\.callee))
    var diagnostics: [Diagnostic] = []
    for call in syntax.calls
    where !call.isInPreview && names.contains(call.callee)
      && module.mayCompile(call.conditions)
    {
      for (wrapper, pattern) in zip(wrappers, patterns) {
        guard
          let finding = wrapper.finding(
            in: call, pattern: pattern, source: source, module: module,
            resourceBundle: Wrapper.resourceBundle(
              among: [syntax.declarations, module.declarations]))
        else { continue }
        guard Self.mayNameResource(finding, of: wrapper, in: file) else { break }
        var described = finding
        let defaultBundle =
          wrapper.defaultBundle == .main || finding.problem != .missingBundle
          ? rule.text(.mainBundleDefault)
          : rule.text(.wrapperModuleDefault, ["wrapperModule": wrapper.module])
        described.pattern.message = MessageTemplate.render(
          rule.message,
          [
            "wrapper": wrapper.signature, "wrapperModule": wrapper.module,
            "defaultBundle": defaultBundle,
          ])
        var diagnostic = builder.diagnostic(rule: rule, finding: described)
        diagnostic.notes.insert(
          Note(
            message: rule.text(
              .wrapperDeclaredHere,
              ["wrapper": wrapper.signature, "wrapperModule": wrapper.module]),
            location: wrapper.location),
          at: min(1, diagnostic.notes.count))
        diagnostics.append(diagnostic)
        break
      }
    }
    return diagnostics
  }

  /// Whether the name the call passes may be a resource of the calling module or of the
  /// wrapper's: a name that is not a literal (nor a property of the file whose value is one), or
  /// one they hold. A literal that neither holds (`PlistParser(plistName: "Info")`, the app's
  /// own file) is looked up in the main bundle on purpose, or changes nothing there.
  static func mayNameResource(_ finding: CallFinding, of wrapper: Wrapper, in file: LintedFile)
    -> Bool
  {
    guard let argument = finding.lookup else { return true }
    let name: LocalizationKey
    if let literal = argument.literal, let key = LocalizationKey(literal: literal) {
      name = key
    } else {
      // `Self.plistName`, `Config.name`: a property of the file whose value is a literal.
      let written = file.source.compactText(argument.valueRange)
      let property = written.split(separator: ".").last.map(String.init) ?? written
      guard
        let declaration = file.syntax.declarations.first(where: {
          $0.kind == .variable && $0.name == property
        }),
        let value = declaration.valueText(in: file.source), value.count >= 2,
        value.hasPrefix("\""), value.hasSuffix("\""), !value.contains("\\")
      else { return true }
      name = LocalizationKey(plain: String(value.dropFirst().dropLast()))
    }
    if file.module.holds(name) { return true }
    return file.module.siblings.contains { sibling in
      sibling.name == wrapper.module && sibling.index.hasKeyOrAsset(name)
    }
  }
}
