import BundleLintTestSupport
import Testing

@testable import BundleLintKit

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
  static func problems(_ targets: [TargetDeclaration], folders: [String]) -> [String] {
    let manifest = PackageManifest(
      toolsVersion: "5.9", name: "Kit", defaultLocalization: nil, targets: targets,
      readMode: .static)
    let resolved = PackageResolver.resolve(
      root: "/p", manifestPath: "/p/Package.swift", manifest: manifest,
      entries: folders.map { FileEntry(path: $0, isDirectory: true) }, readFile: { _ in nil })
    return resolved.problems.map { "\($0.kind.rawValue) \($0.target) \($0.spelling ?? "")" }
  }

  @Test func aTargetWithoutItsFolderIsRefused() {
    let targets = [
      TargetDeclaration(name: "Kit", kind: .regular),
      TargetDeclaration(name: "Gone", kind: .regular),
      TargetDeclaration(name: "Hidden", kind: .regular, path: ".generated/Hidden"),
    ]
    #expect(
      Self.problems(targets, folders: ["Sources", "Sources/Kit"]) == [
        "missingTargetFolder Gone "
      ])
  }

  @Test func aTargetInsideAnotherIsRefusedUnlessExcluded() {
    let inner = TargetDeclaration(name: "KitUI", kind: .regular, path: "Sources/Kit/UI")
    let folders = ["Sources", "Sources/Kit", "Sources/Kit/UI"]
    #expect(
      Self.problems(
        [TargetDeclaration(name: "Kit", kind: .regular, path: "Sources/Kit"), inner],
        folders: folders) == ["overlappingTargetSources KitUI UI"])
    let excluding = TargetDeclaration(
      name: "Kit", kind: .regular, path: "Sources/Kit", exclude: ["UI"])
    #expect(Self.problems([excluding, inner], folders: folders).isEmpty)
    // Tests in their own folder overlap nothing.
    #expect(
      Self.problems(
        [
          TargetDeclaration(name: "Kit", kind: .regular),
          TargetDeclaration(name: "KitTests", kind: .test),
        ], folders: ["Sources", "Sources/Kit", "Tests", "Tests/KitTests"]
      ).isEmpty)
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
