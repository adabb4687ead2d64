import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintProject
@testable import BundleLintSyntax

/// `Project.load(readingXcodeProjects:)` finds the projects and workspaces of the folders, joins
/// each workspace's projects, skips SwiftPM-generated projects beside their package, and says
/// once that a generator spec's project is missing.
@Suite struct XcodeScanTests {
  @Test func theFixtureWorkspaceJoinsItsTwoProjects() throws {
    let root = PackageRoot.fixtures.appendingPathComponent("XcodeProjects/Hosts").path
    let scan = Project.load(paths: [root], readingXcodeProjects: true)
    #expect(scan.problems.isEmpty)
    #expect(
      scan.xcodeProjects.map { PathName.relative($0.path, to: root) } == [
        "App/App.xcodeproj", "Kit/Kit.xcodeproj",
      ])
    let workspace = try #require(scan.xcode.workspaces.first)
    #expect(PathName.relative(workspace.path, to: root) == "Hosts.xcworkspace")
    #expect(workspace.projects == scan.xcodeProjects.map(\.path))
    // Kit, in the second project, is linked and embedded by the first project's app.
    let hosts = scan.xcode.hosts
    let kit = try #require(hosts.targets(named: "Kit").first)
    #expect(kit.project == 1)
    #expect(
      hosts.hosts(of: kit).map { hosts.targets[$0.target]?.name } == [
        "App", "App", "Widget", "AppTests",
      ])
    #expect(scan.xcode.generatorNote == nil)
    // From the graph to the targets as read, and to the local package's folder.
    #expect(scan.xcode.target(kit)?.kind == .dynamicFramework)
    let app = try #require(scan.xcode.graphTarget(project: workspace.projects[0], id: "C0000100"))
    #expect(scan.xcode.target(app)?.name == "App")
    let feature = try #require(hosts.linkedPackageProducts(of: app).first)
    #expect(
      scan.xcode.packageFolder(of: feature, linkedBy: app).flatMap {
        PathName.relative($0, to: root)
      } == "Packages/Feature")
  }

  @Test func aProjectsDevelopmentRegionAndTheInfoPlistSettingsOfItsTargetsAreRead() throws {
    let root = PackageRoot.fixtures.appendingPathComponent("AppLocalizations").path
    let scan = Project.load(paths: [root], readingXcodeProjects: true)
    let project = try #require(scan.xcodeProjects.first)
    #expect(project.developmentRegion == "en")
    let byName = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0) })
    #expect(byName["Widget"]?.settings["Release"]?["INFOPLIST_FILE"]?.value == "Widget/Info.plist")
    let viewer = byName["Viewer"]?.settings["Debug"]
    #expect(viewer?["INFOPLIST_KEY_CFBundleAllowMixedLocalizations"]?.value == "YES")
    // Set nowhere: known to be empty, not unknown.
    #expect(byName["Notes"]?.settings["Debug"]?["INFOPLIST_FILE"]?.value == "")
  }

  @Test func theLocalizedFilesOfTheSourcesPhaseAreKept() throws {
    let text = """
      // !$*UTF8*$!
      {
        objects = {
          A1 = {isa = PBXProject; developmentRegion = de; mainGroup = A2; targets = (A5, ); };
          A2 = {isa = PBXGroup; children = (A3, ); sourceTree = "<group>"; };
          A3 = {isa = PBXVariantGroup; children = (A31, A32, ); name = Intents.intentdefinition; sourceTree = "<group>"; };
          A31 = {isa = PBXFileReference; name = Base; path = Base.lproj/Intents.intentdefinition; sourceTree = "<group>"; };
          A32 = {isa = PBXFileReference; name = it; path = it.lproj/Intents.strings; sourceTree = "<group>"; };
          A4 = {isa = PBXBuildFile; fileRef = A3; };
          A6 = {isa = PBXSourcesBuildPhase; files = (A4, ); };
          A5 = {isa = PBXNativeTarget; buildPhases = (A6, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
        };
        rootObject = A1;
      }
      """
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/r/App.xcodeproj/project.pbxproj", text)
    let read = XcodeProjectScan.read("/r/App.xcodeproj", fileSystem: fileSystem)
    let file = try #require(read.file)
    let scan = XcodeProjectScan.scan("/r/App.xcodeproj", file, fileSystem: fileSystem)
    #expect(scan.developmentRegion == "de")
    #expect(
      scan.targets.first?.localizedSources == [
        "Base.lproj/Intents.intentdefinition", "it.lproj/Intents.strings",
      ])
    #expect(scan.targets.first?.swiftFiles == [])
  }

  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Lib", targets: [.target(name: "Lib")])
    """

  /// A project file with one app target, its ids starting with `prefix`; with
  /// `manifestTarget`, also the `LibPackageDescription` target SwiftPM's generator adds.
  static func project(ids prefix: String, manifestTarget: Bool = false) -> String {
    let manifest =
      manifestTarget
      ? "\(prefix)3 = {isa = PBXNativeTarget; name = LibPackageDescription; productType = \"com.apple.product-type.framework\"; };"
      : ""
    return """
      // !$*UTF8*$!
      {
        objects = {
          \(prefix)1 = {isa = PBXProject; targets = (\(prefix)2, ); };
          \(prefix)2 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; };
          \(manifest)
        };
        rootObject = \(prefix)1;
      }
      """
  }

  @Test func swiftPMGeneratedProjectsBesideTheirPackageAreSkipped() {
    var files = InMemoryFileSystem()
    files.addFile("/r/Lib/Package.swift", Self.manifest)
    files.addFile("/r/Lib/Sources/Lib/Lib.swift", "struct Lib {}\n")
    files.addFile(
      "/r/Lib/Lib.xcodeproj/project.pbxproj", Self.project(ids: "OBJ_", manifestTarget: true))
    // Generated once and kept by hand (no manifest target): the project builds frameworks.
    files.addFile("/r/Lib/Kept.xcodeproj/project.pbxproj", Self.project(ids: "OBJ_"))
    // The same kind of ids without a package beside them: a project like any other.
    files.addFile(
      "/r/App/App.xcodeproj/project.pbxproj", Self.project(ids: "OBJ_", manifestTarget: true))
    files.addFile("/r/Lib/Example/Example.xcodeproj/project.pbxproj", Self.project(ids: "A"))
    let scan = Project.load(paths: ["/r"], fileSystem: files, readingXcodeProjects: true)
    #expect(
      scan.xcodeProjects.map(\.path) == [
        "/r/App/App.xcodeproj", "/r/Lib/Example/Example.xcodeproj", "/r/Lib/Kept.xcodeproj",
      ])
  }

  @Test func aBrokenWorkspaceIsOneProblemAndTheRestIsRead() {
    var files = InMemoryFileSystem()
    files.addFile("/r/App/App.xcodeproj/project.pbxproj", Self.project(ids: "A"))
    files.addFile("/r/Empty.xcworkspace/contents.xcworkspacedata", "")
    files.addFile(
      "/r/Half.xcworkspace/contents.xcworkspacedata",
      "<?xml version=\"1.0\"?>\n<Workspace version = \"1.0\">\n  <FileRef location = \"group:App/")
    files.addFile(
      "/r/Good.xcworkspace/contents.xcworkspacedata",
      "<Workspace><FileRef location = \"group:App/App.xcodeproj\"></FileRef></Workspace>")
    let scan = Project.load(paths: ["/r"], fileSystem: files, readingXcodeProjects: true)
    #expect(
      scan.problems.filter { $0.kind == .unreadableFile }.map { "\($0.path): \($0.detail)" } == [
        "/r/Empty.xcworkspace/contents.xcworkspacedata: the workspace file is empty",
        "/r/Half.xcworkspace/contents.xcworkspacedata: the workspace file cannot be read on line 3: the value of 'location' is not closed",
      ])
    #expect(scan.xcodeProjects.map(\.path) == ["/r/App/App.xcodeproj"])
    #expect(scan.xcode.workspaces.map(\.path) == ["/r/Good.xcworkspace"])
  }

  @Test func aWorkspaceBringsInItsProjectsOutsideTheFolderAsked() {
    var files = InMemoryFileSystem()
    files.addFile(
      "/r/Apps/Apps.xcworkspace/contents.xcworkspacedata",
      """
      <Workspace>
        <FileRef location = "group:../Shared/Shared.xcodeproj"></FileRef>
        <FileRef location = "group:../Pods/Pods.xcodeproj"></FileRef>
        <FileRef location = "group:Missing.xcodeproj"></FileRef>
      </Workspace>
      """)
    files.addFile("/r/Shared/Shared.xcodeproj/project.pbxproj", Self.project(ids: "S"))
    files.addFile("/r/Pods/Pods.xcodeproj/project.pbxproj", Self.project(ids: "P"))
    let scan = Project.load(paths: ["/r/Apps"], fileSystem: files, readingXcodeProjects: true)
    #expect(scan.xcodeProjects.map(\.path) == ["/r/Shared/Shared.xcodeproj"])
    #expect(
      scan.xcode.workspaces.first?.projects == [
        "/r/Shared/Shared.xcodeproj", "/r/Pods/Pods.xcodeproj", "/r/Apps/Missing.xcodeproj",
      ])
  }

  /// Two targets make `Kit.framework`; `SDKROOT` comes only from each configuration's
  /// `.xcconfig`, and the resolved value picks the one each app links.
  @Test func sameNamedProductsAreToldApartByTheResolvedSDK() {
    var files = InMemoryFileSystem()
    files.addFile("/r/iOS.xcconfig", "SDKROOT = iphoneos\n")
    files.addFile("/r/Mac.xcconfig", "SDKROOT = macosx\n")
    files.addFile(
      "/r/App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
        objects = {
          P = {isa = PBXProject; mainGroup = G; targets = (APP, MAC, KIT, KITMAC, ); };
          G = {isa = PBXGroup; children = (XI, XM, ); sourceTree = "<group>"; };
          XI = {isa = PBXFileReference; path = iOS.xcconfig; sourceTree = "<group>"; };
          XM = {isa = PBXFileReference; path = Mac.xcconfig; sourceTree = "<group>"; };
          PA = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
          PM = {isa = PBXFileReference; path = MacApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
          PK = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
          PKM = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
          LI = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
          BI = {isa = PBXBuildFile; fileRef = LI; };
          BM = {isa = PBXBuildFile; fileRef = LI; };
          FI = {isa = PBXFrameworksBuildPhase; files = (BI, ); };
          FM = {isa = PBXFrameworksBuildPhase; files = (BM, ); };
          CI = {isa = XCConfigurationList; buildConfigurations = (CIR, ); };
          CIR = {isa = XCBuildConfiguration; baseConfigurationReference = XI; buildSettings = {}; name = Release; };
          CM = {isa = XCConfigurationList; buildConfigurations = (CMR, ); };
          CMR = {isa = XCBuildConfiguration; baseConfigurationReference = XM; buildSettings = {}; name = Release; };
          APP = {isa = PBXNativeTarget; buildConfigurationList = CI; buildPhases = (FI, ); name = App; productReference = PA; productType = "com.apple.product-type.application"; };
          MAC = {isa = PBXNativeTarget; buildConfigurationList = CM; buildPhases = (FM, ); name = MacApp; productReference = PM; productType = "com.apple.product-type.application"; };
          KIT = {isa = PBXNativeTarget; buildConfigurationList = CI; buildPhases = (); name = Kit; productReference = PK; productType = "com.apple.product-type.framework"; };
          KITMAC = {isa = PBXNativeTarget; buildConfigurationList = CM; buildPhases = (); name = KitMac; productReference = PKM; productType = "com.apple.product-type.framework"; };
        };
        rootObject = P;
      }
      """)
    let scan = Project.load(paths: ["/r"], fileSystem: files, readingXcodeProjects: true)
    let graph = scan.xcode.hosts
    func runners(_ name: String) -> [String] {
      graph.targets(named: name).flatMap { graph.processes(running: $0) }
        .compactMap { graph.targets[$0]?.name }
    }
    #expect(runners("Kit") == ["App"])
    #expect(runners("KitMac") == ["MacApp"])
  }

  @Test func generatorSpecsWithoutTheirProjectAreOneNote() throws {
    var files = InMemoryFileSystem()
    files.addFile("/r/Gen/project.yml", "name: Gen\n")
    files.addFile("/r/Tuist/Project.swift", "import ProjectDescription\nlet project = Project()\n")
    files.addFile("/r/Other/Project.swift", "enum Project {}\n")
    files.addFile("/r/Made/project.yml", "name: Made\n")
    files.addFile("/r/Made/Made.xcodeproj/project.pbxproj", Self.project(ids: "M"))
    let scan = Project.load(paths: ["/r"], fileSystem: files, readingXcodeProjects: true)
    let note = try #require(scan.xcode.generatorNote)
    #expect(
      note.specs == [
        .init(path: "/r/Gen/project.yml", generator: .xcodeGen),
        .init(path: "/r/Tuist/Project.swift", generator: .tuist),
      ])
    #expect(
      note.message { PathName.relative($0, to: "/r") ?? $0 }
        == "'Gen/project.yml' (and 1 other spec) describes an Xcode project that is not in the repository, so its targets are not read; run 'xcodegen generate' and lint again"
    )
  }
}

/// With `BUNDLELINT_HOSTS_DIR=folder`, prints every target of the folder's Xcode projects with
/// its hosts, linked package products and the processes that run it, for checking the graph by
/// hand on a real repository.
@Suite struct XcodeHostsOfARealTree {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["BUNDLELINT_HOSTS_DIR"] != nil))
  func printsTheHostsOfEveryTarget() throws {
    let root = try #require(ProcessInfo.processInfo.environment["BUNDLELINT_HOSTS_DIR"])
    let scan = Project.load(paths: [root], readingXcodeProjects: true)
    let graph = scan.xcode.hosts
    func name(_ target: XcodeHostGraph.Target) -> String {
      let project = PathName.lastComponent(scan.xcodeProjects[target.project].path)
      return "\(project):\(graph.targets[target]?.name ?? target.id)"
    }
    for workspace in scan.xcode.workspaces {
      print("workspace \(workspace.path): \(workspace.projects.count) projects")
    }
    for target in graph.targets.keys.sorted() {
      let links = graph.targets[target]!
      print(
        "\(name(target)) [\(links.kind.rawValue), \(links.product ?? "-"), \(links.sdkRoot ?? "-")]"
      )
      for host in graph.hosts(of: target) { print("  host \(name(host.target)) \(host.relation)") }
      for product in graph.linkedPackageProducts(of: target) {
        print("  package product \(product.name) \(product.package)")
      }
      print("  runs in \(graph.processes(running: target).map(name))")
    }
    for problem in scan.problems where problem.kind == .unreadableFile { print(problem) }
    if let note = scan.xcode.generatorNote { print(note.message { $0 }) }
  }
}
