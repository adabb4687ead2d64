import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The checks that read only a module's resource files: malformed files, keys missing from a
/// localization, keys no code uses. A pure function of the module's index.
extension Linter {
  /// What the resource-file checks of one module need besides its index.
  struct ResourceFileInputs: Sendable {
    /// Absolute path of the package root; index paths are relative to it.
    var packageRoot: String
    /// The package's `defaultLocalization`; `en` when it has none.
    var developmentLocalization: String?
    /// The string literals passed as arguments anywhere in the module's code; nil when not
    /// gathered (then `unused-localization-key` stays silent).
    var usedLiterals: [LocalizationKey]?
  }

  /// The findings of `rules` in `module`'s resource files, sorted by path and line.
  static func lintResourceFiles(
    module: ModuleContext, inputs: ResourceFileInputs, rules: [Rule]
  ) -> [Diagnostic] {
    guard let index = module.resourceIndex else { return [] }
    let files = ResourceFiles(
      module: module, index: index, packageRoot: inputs.packageRoot,
      developmentLocalization: inputs.developmentLocalization, usedLiterals: inputs.usedLiterals)
    let diagnostics = Checks.registered.flatMap { check in
      check.findings(inResourcesOf: files, rules: rules.filter(check.runs))
    }
    return diagnostics.sorted {
      ($0.location.path, $0.location.line, $0.ruleID) < (
        $1.location.path, $1.location.line, $1.ruleID
      )
    }
  }
}
