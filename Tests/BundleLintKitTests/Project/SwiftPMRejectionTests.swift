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
