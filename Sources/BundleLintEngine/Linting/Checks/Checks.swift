import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Every check there is, in the order the linter runs them: one table, as swift-format's rule
/// registry and ruff's rule codes are. Every rule is run by exactly one of them
/// (`ChecksTests`).
enum Checks {
  static let registered: [any Check.Type] = [
    ReferenceCheck.self,
    WrapperCallCheck.self,
    WrapperDeclarationCheck.self,
    EagerLookupCheck.self,
    CallShapeCheck.self,
    UnknownKeyCheck.self,
    UnknownAssetCheck.self,
    OtherModuleCheck.self,
    OutsidePackageCheck.self,
    FrameworkHostCheck.self,
    PodResourceBundleCheck.self,
    FrameworkDuplicationCheck.self,
    ExtensionHostCheck.self,
    ExtensionReferenceCheck.self,
    ExplicitBundleCheck.self,
    PackageHostCheck.self,
    UnregisteredFontCheck.self,
    OtherModuleFontCheck.self,
    MalformedResourceCheck.self,
    MissingLocalizationCheck.self,
    UnusedKeyCheck.self,
    HostLocalizationsCheck.self,
    ManifestCheck.self,
  ]

  /// Whether `rule` runs in `module`: the module meets its `appliesWhen`, and its check may find
  /// something there (`Check.mayFind`).
  static func applies(_ rule: Rule, to module: ModuleContext) -> Bool {
    rule.appliesWhen.isMet(by: module.resources)
      && registered.allSatisfy { !$0.runs(rule) || $0.mayFind(rule, in: module) }
  }

  /// The words a file must spell for `rule` to find anything in it (`Check.triggerWords`).
  static func triggerWords(of rule: Rule) -> [String] {
    registered.first { $0.runs(rule) }?.triggerWords(of: rule) ?? []
  }

  /// The dependencies of the checks that run `rule`.
  static func dependencies(of rule: Rule) -> CheckDependencies {
    registered.reduce(into: []) { all, check in
      if check.runs(rule) { all.formUnion(check.dependencies) }
    }
  }
}
