import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Who embeds and links whom, and which processes run each target, on the fixture workspace:
/// an app project (App, Widget, MacApp, Share, AppTests) and a framework project (Kit for iOS,
/// KitMac making another `Kit.framework` for macOS, Core) joined by `Hosts.xcworkspace`.
@Suite struct XcodeHostGraphTests {
  static func project(_ name: String) throws -> ProjectFile {
    let url = PackageRoot.fixtures.appendingPathComponent(
      "XcodeProjects/Hosts/\(name)/\(name).xcodeproj/project.pbxproj")
    return try ProjectFile.read(Array(Data(contentsOf: url)))
  }

  /// The two projects, joined as the workspace joins them (App is project 0, Kit project 1).
  static func joined() throws -> XcodeHostGraph {
    XcodeHostGraph(files: [try project("App"), try project("Kit")], joined: [[0, 1]])
  }

  static func target(_ name: String, in graph: XcodeHostGraph) throws -> XcodeHostGraph.Target {
    try #require(graph.targets(named: name).first)
  }

  /// Hosts as `name relation` strings, for readable expectations.
  static func hosts(of name: String, in graph: XcodeHostGraph) throws -> [String] {
    try graph.hosts(of: target(name, in: graph)).map { host in
      let hostName = graph.targets[host.target]?.name ?? "?"
      switch host.relation {
      case .links: return "\(hostName) links"
      case .embeds(let destination): return "\(hostName) embeds in \(destination)"
      }
    }
  }

  static func names(_ targets: [XcodeHostGraph.Target], in graph: XcodeHostGraph) -> [String] {
    targets.map { graph.targets[$0]?.name ?? "?" }
  }

  @Test func anAppEmbedsItsExtensionsByEitherFormOfTheDestination() throws {
    let graph = try Self.joined()
    #expect(try Self.hosts(of: "Widget", in: graph) == ["App embeds in plugIns"])
    // MacApp's phase says `dstSubfolder = PlugIns` (Xcode 26) instead of the number.
    #expect(try Self.hosts(of: "Share", in: graph) == ["MacApp embeds in plugIns"])
  }

  @Test func aFrameworkOfTheOtherProjectIsLinkedByTheAppTheWidgetAndTheTests() throws {
    let graph = try Self.joined()
    // Two targets make `Kit.framework`; the iOS ones link the iOS one (SDKROOT).
    #expect(
      try Self.hosts(of: "Kit", in: graph) == [
        "App embeds in frameworks", "App links", "Widget links", "AppTests links",
      ])
    #expect(try Self.hosts(of: "KitMac", in: graph) == ["MacApp links"])
    // Kit links Core by the product reference of its own project.
    #expect(try Self.hosts(of: "Core", in: graph) == ["Kit links"])
    #expect(
      try Self.names(graph.linkedTargets(of: Self.target("App", in: graph)), in: graph) == ["Kit"])
  }

  @Test func codeRunsInTheAppsAndExtensionsThatLinkItTransitively() throws {
    let graph = try Self.joined()
    func processes(_ name: String) throws -> [String] {
      Self.names(graph.processes(running: try Self.target(name, in: graph)), in: graph)
    }
    // Core is linked by Kit, which App and Widget link; the tests are no process.
    #expect(try processes("Core") == ["App", "Widget"])
    #expect(try processes("Kit") == ["App", "Widget"])
    #expect(try processes("KitMac") == ["MacApp"])
    #expect(try processes("Widget") == ["Widget"])
    #expect(try processes("AppTests") == [])
  }

  @Test func packageProductsLocalByPathOrByNameAndPluginsLeftOut() throws {
    let graph = try Self.joined()
    #expect(
      graph.linkedPackageProducts(of: try Self.target("App", in: graph)) == [
        XcodePackageProduct(name: "Feature", package: .local(path: "../Packages/Feature"))
      ])
    #expect(
      graph.linkedPackageProducts(of: try Self.target("Widget", in: graph)) == [
        XcodePackageProduct(name: "Feature", package: .byProductName)
      ])
    #expect(
      Self.names(graph.processes(runningPackageProduct: "Feature"), in: graph) == ["App", "Widget"])
  }

  @Test func projectsNotJoinedDoNotMatchProductsByName() throws {
    let graph = XcodeHostGraph(files: [try Self.project("App"), try Self.project("Kit")])
    #expect(try Self.hosts(of: "Kit", in: graph) == [])
    #expect(try Self.hosts(of: "Core", in: graph) == ["Kit links"])
    #expect(try Self.hosts(of: "Widget", in: graph) == ["App embeds in plugIns"])
  }

  /// A target made of its name, kind and the product files it links.
  static func links(
    _ name: String, _ kind: XcodeTarget.Kind, product: String? = nil, sdk: String? = nil,
    linking: [String] = []
  ) -> XcodeTargetLinks {
    XcodeTargetLinks(
      id: name, name: name, kind: kind, productReference: product.map { "ref-" + $0 },
      product: product, sdkRoot: sdk,
      links: linking.map { .init(reference: "other-" + $0, file: $0) }, embeds: [],
      packageProducts: [], line: 1)
  }

  @Test func aLinkCycleEndsAndAStaticLibraryPassesItsHostsOn() {
    let graph = XcodeHostGraph(
      projects: [
        [
          Self.links("Ext", .appExtension, product: "Ext.appex", linking: ["libA.a"]),
          Self.links("A", .staticLibrary, product: "libA.a", linking: ["B.framework"]),
          Self.links("B", .dynamicFramework, product: "B.framework", linking: ["libA.a"]),
        ]
      ])
    let b = XcodeHostGraph.Target(project: 0, id: "B")
    #expect(graph.processes(running: b) == [XcodeHostGraph.Target(project: 0, id: "Ext")])
  }

  @Test func sameNamedProductsPreferTheLinkersSDKThenItsProject() {
    let graph = XcodeHostGraph(
      projects: [
        [Self.links("Watch", .appExtension, sdk: "watchos", linking: ["Kit.framework"])],
        [Self.links("KitPhone", .dynamicFramework, product: "Kit.framework", sdk: "iphoneos")],
        [Self.links("KitWatch", .dynamicFramework, product: "Kit.framework", sdk: "watchos")],
      ], joined: [[0, 1, 2]])
    #expect(
      graph.hosts(of: XcodeHostGraph.Target(project: 2, id: "KitWatch")).map(\.target.id) == [
        "Watch"
      ])
    #expect(graph.hosts(of: XcodeHostGraph.Target(project: 1, id: "KitPhone")).isEmpty)
  }

  @Test(
    arguments: [
      ("13", nil, "", XcodeEmbedding.plugIns),
      (nil, "PlugIns", "", .plugIns),
      ("10", nil, "", .frameworks),
      (nil, "Frameworks", "", .frameworks),
      ("16", nil, "$(EXTENSIONS_FOLDER_PATH)", .extensionKit),
      ("16", nil, "$(SYSTEM_EXTENSIONS_FOLDER_PATH)", .systemExtension),
      ("16", nil, "$(CONTENTS_FOLDER_PATH)/Watch", .watch),
      (nil, "ProductsDirectory", "$(CONTENTS_FOLDER_PATH)/AppClips", .appClip),
      ("7", nil, "", nil),
      ("16", nil, "include/$(PRODUCT_NAME)", nil),
      (nil, "SharedSupport", "", nil),
    ] as [(String?, String?, String, XcodeEmbedding?)])
  func copyDestinationsThatEmbedCode(
    spec: String?, word: String?, path: String, embedding: XcodeEmbedding?
  ) {
    #expect(XcodeEmbedding(subfolderSpec: spec, subfolder: word, path: path) == embedding)
  }
}
