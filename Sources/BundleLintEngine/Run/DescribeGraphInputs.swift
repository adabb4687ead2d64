import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What `describe --format dot|mermaid` reads beyond the scan `describe` makes: the pods, what
/// each asset catalog holds and, when asked, the findings of a lint of the same paths; the
/// graph is built from it (`BundleGraph.build`).
package struct DescribeGraphInputs: Sendable {
  /// The scan, with the pods' unit added (`addingPodUnit`).
  package var scan: WorkspaceScan
  /// What each asset catalog of the modules holds, by absolute path; a catalog that cannot be
  /// listed is not here.
  package var catalogs: [String: AssetCatalogSummary] = [:]
  /// The findings of the lint, nil when none was asked for.
  package var findings: [Diagnostic]?
  /// The rules that ran.
  package var rules: [Rule] = []

  /// Reads them for `scan` (made by `Project.load(readingXcodeProjects: true)`), with the
  /// findings of `lint` when it is given.
  package static func read(
    _ scan: WorkspaceScan, lint request: LintRun.Request? = nil,
    fileSystem: any FileSystem = LocalFileSystem()
  ) throws(LintRun.Failure) -> DescribeGraphInputs {
    var inputs = DescribeGraphInputs(scan: scan.addingPodUnit(fileSystem: fileSystem))
    for path in inputs.scan.assetCatalogPaths {
      inputs.catalogs[path] = AssetCatalogSummary.read(path, fileSystem: fileSystem)
    }
    if let request {
      let outcome = try LintRun.run(request, fileSystem: fileSystem)
      inputs.findings = outcome.diagnostics
      inputs.rules = outcome.rules
    }
    return inputs
  }
}
