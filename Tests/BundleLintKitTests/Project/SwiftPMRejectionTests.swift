import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A manifest SwiftPM refuses is no build: the files an Xcode target also compiles are linted
/// as that target's, and the manifest's error is reported once, on the manifest.
@Suite struct SwiftPMRejectionTests {
  static let fixture = PackageRoot.path + "/Tests/Fixtures/StrayManifest"

  static func run() throws -> LintRun.Outcome {
    let request = LintRun.Request(
      paths: [fixture], currentDirectory: PackageRoot.path, manifestMode: .static,
      catalog: RuleCatalog.builtin)
    return try LintRun.run(request, fileSystem: LocalFileSystem())
  }

  @Test func aRefusedRootManifestOverAnAppLeavesItsFilesToTheApp() throws {
    let outcome = try Self.run()
    #expect(outcome.diagnostics.map(\.ruleID) == ["missing-default-localization"])
    let path = outcome.diagnostics.first?.location.path ?? ""
    #expect(path.hasSuffix("StrayManifest/Package.swift"))
  }

  @Test func theRefusalIsReadFromTheManifestChecks() {
    let scan = Project.load(
      paths: [Self.fixture], fileSystem: LocalFileSystem(), currentDirectory: PackageRoot.path,
      readingXcodeProjects: true)
    #expect(scan.packages.first?.swiftPMRejection?.kind == .missingDefaultLocalization)
    let withApp = scan.addingXcodeUnit(fileSystem: LocalFileSystem())
    // The app's file is linted once, in the Xcode unit (the last package).
    let files = withApp.files.filter { $0.path.hasSuffix("App/AppView.swift") }
    #expect(files.map(\.packageIndex) == [withApp.packages.count - 1])
  }

  @Test func aPackageSwiftPMAcceptsIsABuild() {
    var package = ResolvedPackage(
      root: "/p", manifestPath: "/p/Package.swift",
      manifest: PackageManifest(
        toolsVersion: nil, name: nil, defaultLocalization: "en", targets: [], readMode: .static),
      modules: [],
      problems: [
        ResourceProblem(
          kind: .copiedResourceNotCompiled, target: "Kit", path: "Sources/Kit/Assets.xcassets",
          position: nil)
      ])
    // A declared resource that does not exist is left out with a warning: still a build.
    package.problems.append(
      ResourceProblem(kind: .missingResourcePath, target: "Kit", path: "Gone", position: nil))
    #expect(package.swiftPMRejection == nil)
    package.problems.append(
      ResourceProblem(
        kind: .missingDefaultLocalization, target: "Kit", path: "Sources/Kit/de.lproj",
        position: nil))
    #expect(package.swiftPMRejection?.kind == .missingDefaultLocalization)
  }
}

/// The layouts SwiftPM refuses, read from the manifest and the package's folders.
@Suite struct RefusedLayoutTests {
  /// The problems of a package of `targets` whose tree holds `files` (and their folders).
  static func problems(_ targets: [TargetDeclaration], files: [String]) -> [String] {
    var folders: Set<String> = []
    for file in files {
      var folder = PathName.parent(file)
      while !folder.isEmpty {
        folders.insert(folder)
        folder = PathName.parent(folder)
      }
    }
    let entries =
      folders.map { FileEntry(path: $0, isDirectory: true) }
      + files.map { FileEntry(path: $0, isDirectory: false) }
    let manifest = PackageManifest(
      toolsVersion: "5.9", name: "Kit", defaultLocalization: nil, targets: targets,
      readMode: .static)
    let resolved = PackageResolver.resolve(
      root: "/p", manifestPath: "/p/Package.swift", manifest: manifest,
      entries: entries.sorted { $0.path < $1.path }, readFile: { _ in nil })
    return resolved.problems.map { "\($0.kind.rawValue) \($0.target) \($0.spelling ?? "")" }
  }

  @Test func aTargetWithoutItsFolderIsRefused() {
    let targets = [
      TargetDeclaration(name: "Kit", kind: .regular),
      TargetDeclaration(name: "Gone", kind: .regular),
      TargetDeclaration(name: "Hidden", kind: .regular, path: ".generated/Hidden"),
      // Tests are not shipped: left to SwiftPM.
      TargetDeclaration(name: "KitTests", kind: .test),
    ]
    #expect(
      Self.problems(targets, files: ["Sources/Kit/Kit.swift"]) == ["missingTargetFolder Gone "])
  }

  static let nested = ["Sources/Kit/Kit.swift", "Sources/Kit/UI/View.swift"]

  @Test func aSourceFileTwoTargetsClaimIsRefused() {
    let inner = TargetDeclaration(name: "KitUI", kind: .regular, path: "Sources/Kit/UI")
    #expect(
      Self.problems(
        [TargetDeclaration(name: "Kit", kind: .regular, path: "Sources/Kit"), inner],
        files: Self.nested) == ["overlappingTargetSources KitUI UI"])
  }

  @Test func excludeAndSourcesKeepTargetsApart() {
    let inner = TargetDeclaration(name: "KitUI", kind: .regular, path: "Sources/Kit/UI")
    let excluding = TargetDeclaration(
      name: "Kit", kind: .regular, path: "Sources/Kit", exclude: ["UI"])
    #expect(Self.problems([excluding, inner], files: Self.nested).isEmpty)
    var listing = TargetDeclaration(name: "Kit", kind: .regular, path: "Sources/Kit")
    listing.sources = ["Kit.swift"]
    #expect(Self.problems([listing, inner], files: Self.nested).isEmpty)
    // One folder, each target excluding the other's part.
    let swift = TargetDeclaration(name: "Swift", kind: .regular, path: "Sources", exclude: ["C"])
    let c = TargetDeclaration(name: "C", kind: .regular, path: "Sources", exclude: ["Swift"])
    #expect(Self.problems([swift, c], files: ["Sources/C/a.c", "Sources/Swift/a.swift"]).isEmpty)
  }

  @Test func eachRefusalMakesThePackageNoBuild() {
    for kind in [ResourceProblem.Kind.missingTargetFolder, .overlappingTargetSources] {
      let package = ResolvedPackage(
        root: "/p", manifestPath: "/p/Package.swift",
        manifest: PackageManifest(
          toolsVersion: nil, name: nil, defaultLocalization: nil, targets: [], readMode: .static),
        modules: [],
        problems: [ResourceProblem(kind: kind, target: "Kit", path: "x", position: nil)])
      #expect(package.swiftPMRejection?.kind == kind)
    }
  }
}
