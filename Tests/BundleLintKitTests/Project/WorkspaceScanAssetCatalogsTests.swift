import BundleLintTestSupport
import Testing

@testable import BundleLintProject

/// The asset catalogs of every module a scan read, packages and Xcode targets, each once.
@Suite struct WorkspaceScanAssetCatalogsTests {
  @Test func packageAndXcodeCatalogsAreAbsoluteAndSorted() throws {
    var files = InMemoryFileSystem()
    files.addFile(
      "/r/Kit/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit", targets: [.target(name: "Kit", resources: [.process("Media.xcassets")])])

      """)
    files.addFile("/r/Kit/Sources/Kit/Kit.swift", "let kit = 1\n")
    files.addFile("/r/Kit/Sources/Kit/Media.xcassets/Contents.json", "{}")
    var scan = Project.load(paths: ["/r"], fileSystem: files)
    #expect(scan.assetCatalogPaths == ["/r/Kit/Sources/Kit/Media.xcassets"])
    scan.packages += scan.packages
    #expect(scan.assetCatalogPaths == ["/r/Kit/Sources/Kit/Media.xcassets"])
  }

  /// `Targets.xcodeproj`'s app copies `App/Assets.xcassets`, relative to the project's folder.
  @Test func anXcodeTargetsCatalogIsBelowItsProjectsFolder() {
    let folder = PackageRoot.url("Tests/Fixtures/XcodeProjects").path
    let scan = Project.load(paths: [folder], readingXcodeProjects: true)
    let paths = scan.assetCatalogPaths
    #expect(paths.contains(folder + "/App/Assets.xcassets"))
    #expect(paths == Array(Set(paths)).sorted())
  }
}
