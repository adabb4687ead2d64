import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Linter {
  /// The findings of the `manifest` rules among `rules` for the resource problems of `package`,
  /// each on the manifest line that declares the resource (or the target).
  ///
  /// - Parameters:
  ///   - package: the package whose resource problems are reported.
  ///   - manifestPath: the manifest's path as it will be printed.
  ///   - manifestSource: the manifest's bytes, for byte offsets and line text; optional.
  ///   - rules: the rules that run (those of other kinds are left out).
  /// - Returns: the findings, sorted by place, then rule id.
  package static func lintManifest(
    package: ResolvedPackage, manifestPath: String, manifestSource: [UInt8]? = nil,
    rules: [Rule]
  ) -> [Diagnostic] {
    lintManifest(
      problems: package.problems, manifestPath: manifestPath, manifestSource: manifestSource,
      rules: rules)
  }

  /// The findings of the checks that read manifests, for `problems`.
  package static func lintManifest(
    problems: [ResourceProblem], manifestPath: String, manifestSource: [UInt8]? = nil,
    rules: [Rule]
  ) -> [Diagnostic] {
    let manifest = ManifestFile(problems: problems, path: manifestPath, source: manifestSource)
    let diagnostics = Checks.registered.flatMap { check in
      check.findings(inManifestOf: manifest, rules: rules.filter(check.runs))
    }
    return diagnostics.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
  }
}
