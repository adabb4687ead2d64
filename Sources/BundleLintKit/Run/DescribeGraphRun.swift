/// `describe --format dot|mermaid`: what the graph needs beyond the scan `describe` makes, read
/// from the file system (the pods, what each asset catalog holds and, when asked, the findings
/// of a lint of the same paths), and the graph built from it.
public enum DescribeGraphRun {
  /// The graph of `scan` (made by `Project.load(readingXcodeProjects: true)`), with the
  /// findings of `lint` counted when it is given.
  public static func graph(
    _ scan: WorkspaceScan, currentDirectory: String, lint request: LintRun.Request? = nil,
    fileSystem: any FileSystem = LocalFileSystem()
  ) throws(LintRun.Failure) -> BundleGraph {
    let scan = scan.addingPodUnit(fileSystem: fileSystem)
    var catalogs: [String: AssetCatalogSummary] = [:]
    for path in BundleGraph.assetCatalogs(in: scan) {
      catalogs[path] = AssetCatalogSummary.read(path, fileSystem: fileSystem)
    }
    var outcome: LintRun.Outcome?
    if let request { outcome = try LintRun.run(request, fileSystem: fileSystem) }
    return BundleGraph.build(
      scan, currentDirectory: currentDirectory, catalogs: catalogs,
      findings: outcome?.diagnostics, rules: outcome?.rules ?? [])
  }
}
