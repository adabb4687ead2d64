extension LintRun {
  /// The files of the packages `files` belong to that `files` leave out: linting a folder or a
  /// file of a package reads its whole package, so that what the first pass learns of the
  /// package (its modules' bundle accessors, wrappers, declarations) and the advice it gives do
  /// not depend on the scope. Their findings are not reported; empty when whole packages are
  /// linted.
  static func contextFiles(
    of files: [WorkspaceFile], _ scan: WorkspaceScan, setups: [PackageSetup]
  ) -> [WorkspaceFile] {
    let linted = Set(files.map(\.path))
    let packages = Set(files.map(\.packageIndex))
    var context: [WorkspaceFile] = []
    for packageIndex in packages.sorted() {
      for (moduleIndex, module) in scan.packages[packageIndex].modules.enumerated() {
        for path in module.swiftFiles where !linted.contains(path) {
          context.append(
            WorkspaceFile(path: path, packageIndex: packageIndex, moduleIndex: moduleIndex))
        }
      }
    }
    guard !context.isEmpty else { return [] }
    var contextScan = scan
    contextScan.files = context
    return includedFiles(contextScan, setups: setups)
  }
}
