@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A package in memory whose one target `Kit` processes `Sources/Kit/<resources>`, linted as a
/// run does: the tests of evidence that needs a whole module (other files, resource files).
enum KitPackage {
  /// The findings of the rules `select` (all when nil) in the package whose `Sources/Kit` holds
  /// `files` (paths relative to it), and whose folder holds `rootFiles` besides the manifest.
  static func lint(
    _ files: [String: String], resources: String = "Resources", select: [String]? = nil,
    rootFiles: [String: String] = [:]
  ) throws -> [Diagnostic] {
    let fs = fileSystem(files, resources: resources, rootFiles: rootFiles)
    return try LintRun.run(request(select: select), fileSystem: fs).diagnostics
  }

  /// The package of `lint(_:resources:select:rootFiles:)`, in memory.
  static func fileSystem(
    _ files: [String: String], resources: String = "Resources", rootFiles: [String: String] = [:]
  ) -> InMemoryFileSystem {
    var fs = InMemoryFileSystem(currentDirectory: "/p")
    fs.addFile(
      "/p/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "P", defaultLocalization: "en",
        targets: [.target(name: "Kit", resources: [.process("\(resources)")])])
      """)
    for (path, text) in files { fs.addFile("/p/Sources/Kit/" + path, text) }
    for (path, text) in rootFiles { fs.addFile("/p/" + path, text) }
    return fs
  }

  /// A run of the rules `select` (all when nil) over the package.
  static func request(select: [String]? = nil) -> LintRun.Request {
    LintRun.Request(
      paths: ["."], currentDirectory: "/p", manifestMode: .static, catalog: .builtin,
      select: select)
  }
}
