import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun {
  /// The files of the packages `files` belong to that `files` leave out: linting a folder or a
  /// file of a package reads its whole package, so that what the first pass learns of the
  /// package (its modules' bundle accessors, wrappers, declarations) and the advice it gives do
  /// not depend on the scope. Their findings are not reported; empty when whole packages are
  /// linted.
  static func contextFiles(
    of files: [WorkspaceFile], _ scan: WorkspaceScan, setups: [PackageSetup]
  ) -> [WorkspaceFile] {
    // A package all of whose modules' files are linted (the usual run, over whole folders)
    // needs no look at its paths.
    var counts: [Int: Int] = [:]
    for file in files { counts[file.packageIndex, default: 0] += 1 }
    let partial = counts.filter { packageIndex, count in
      count < scan.packages[packageIndex].modules.reduce(0) { $0 + $1.swiftFiles.count }
    }
    guard !partial.isEmpty else { return [] }
    let linted = Set(files.lazy.filter { partial[$0.packageIndex] != nil }.map(\.path))
    var context: [WorkspaceFile] = []
    for packageIndex in partial.keys.sorted() {
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
