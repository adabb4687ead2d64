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
    FrameworkDuplicationCheck.self,
    ExtensionHostCheck.self,
    ExtensionReferenceCheck.self,
    ExplicitBundleCheck.self,
    PackageHostCheck.self,
    MalformedResourceCheck.self,
    MissingLocalizationCheck.self,
    UnusedKeyCheck.self,
    ManifestCheck.self,
  ]

  /// The dependencies of the checks that run `rule`.
  static func dependencies(of rule: Rule) -> CheckDependencies {
    registered.reduce(into: []) { all, check in
      if check.runs(rule) { all.formUnion(check.dependencies) }
    }
  }
}
