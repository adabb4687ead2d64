import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The graph `describe --format dot|mermaid` draws, built from folders in memory: the example
/// project of the Xcode rules (an app `App` that embeds the extension `Share` and the framework
/// `Kit`, which both link) and packages written for each test.
@Suite struct BundleGraphTests {
  typealias Harness = RuleExampleHarness

  /// The graph of everything under `root` in `fs`, with the findings of the built-in rules
  /// when `findings`.
  static func graph(_ fs: InMemoryFileSystem, root: String, findings: Bool = false) throws
    -> BundleGraph
  {
    let scan = Project.load(
      paths: ["."], fileSystem: fs, currentDirectory: root, readingXcodeProjects: true)
    let lint =
      findings
      ? LintRun.Request(
        paths: ["."], currentDirectory: root, manifestMode: .static, catalog: .builtin)
      : nil
    let inputs = try DescribeGraphInputs.read(scan, lint: lint, fileSystem: fs)
    return BundleGraph.build(inputs, currentDirectory: root)
  }

  /// The example project with `source` compiled into `target`.
  static func example(_ source: String, in target: String) -> InMemoryFileSystem {
    Harness.exampleProject(Array(source.utf8), targets: [target])
  }

  /// A package `name` at `folder` under `root`, with `targets` (the `targets:` entries),
  /// `products` and `dependencies` as written, and the files of `files` (paths inside it).
  static func addPackage(
    to fs: inout InMemoryFileSystem, at folder: String, name: String, targets: String,
    products: String = "", dependencies: String = "", files: [String: String]
  ) {
    fs.addFile(
      folder + "/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "\(name)", defaultLocalization: "en",
        products: [\(products)], dependencies: [\(dependencies)],
        targets: [\(targets)])

      """)
    for (path, text) in files { fs.addFile(folder + "/" + path, text) }
  }

  /// The labels of the edges, as `from -> to: label`, sorted.
  static func edges(_ graph: BundleGraph) -> [String] {
    graph.edges.map {
      "\(graph.nodes[$0.from].name) -> \(graph.nodes[$0.to].name): \(graph.label(of: $0))"
    }.sorted()
  }

  /// The edges a finding crosses, as `from -> to severity`, sorted.
  static func crossings(_ graph: BundleGraph) -> [String] {
    graph.edges.compactMap { edge in
      edge.crossing.map {
        "\(graph.nodes[edge.from].name) -> \(graph.nodes[edge.to].name) \($0.rawValue)"
      }
    }.sorted()
  }

  static func node(_ graph: BundleGraph, _ name: String) throws -> BundleGraph.Node {
    try #require(graph.nodes.first { $0.name == name })
  }

  @Test func theExampleProjectsTargetsAreShapedByKindAndJoinedByWhatTheirPhasesSay() throws {
    let graph = try Self.graph(
      Self.example("struct Example {}\n", in: "App"), root: Harness.projectRoot)
    #expect(graph.clusters.map(\.label) == ["Shop.xcodeproj"])
    #expect(graph.nodes.map(\.name) == ["App", "Share", "Kit"])
    #expect(graph.nodes.map(\.kind) == [.app, .appExtension, .framework])
    #expect(
      Self.edges(graph) == [
        "App -> Kit: embeds, links", "App -> Share: embeds", "Share -> Kit: links",
      ])
    // App links Kit too, which the path through Share does not say: App does not run Share.
    #expect(graph.impliedEdges == 0)
    #expect(graph.edges.first { graph.nodes[$0.to].name == "Kit" }?.relations == [.embeds, .links])
  }

  @Test func eachModuleIsLabelledWithItsResourcesInShort() throws {
    let graph = try Self.graph(
      Self.example("struct Example {}\n", in: "App"), root: Harness.projectRoot)
    // The example's catalogs hold one image set each: `Contents.json` of each is read.
    #expect(
      try Self.node(graph, "App").resources == ["Localizable: 1 language", "Assets: 1 image"])
    #expect(try Self.node(graph, "Kit").resources == ["Localizable: 1 language", "Media: 1 image"])
    #expect(try Self.node(graph, "Share").resources == ["Localizable: 1 language"])
  }

  @Test func tablesCatalogsAndOtherFilesAreSaidInShortAndCapped() {
    let tables = (1...9).map {
      ModuleResources.StringTable(
        name: "T\($0)", localizations: Array(["de", "en", "fr"].prefix($0 % 3)), files: [])
    }
    let resources = ModuleResources(
      resources: ["a.png", "b@2x.png", "Main.storyboard", "data.json"], stringTables: tables,
      assetCatalogs: ["Icons.xcassets"], interfaceFiles: ["Main.storyboard"],
      otherFiles: ["data.json"])
    let lines = BundleGraph.resourceLines(
      resources, root: "/p",
      catalogs: ["/p/Icons.xcassets": AssetCatalogSummary(counts: [.image: 120, .color: 1])])
    #expect(
      lines == [
        "T1: 1 language", "T2: 2 languages", "T3: no languages", "T4: 1 language",
        "T5: 2 languages", "T6: no languages", "T7: 1 language",
        "and 3 more tables and catalogs", "2 image files", "1 storyboard or xib", "1 other file",
      ])
    let few = BundleGraph.resourceLines(
      ModuleResources(assetCatalogs: ["Icons.xcassets", "Gone.xcassets"]), root: "/p",
      catalogs: ["/p/Icons.xcassets": AssetCatalogSummary(counts: [.image: 120, .color: 1])])
    #expect(few == ["Gone: not read", "Icons: 120 images, 1 color"])
  }

  static let packageRoot = "/repo/Kit"

  @Test func packageTargetsDependAndTestsPluginsAndMacrosAreLeftOut() throws {
    var fs = InMemoryFileSystem(currentDirectory: Self.packageRoot)
    Self.addPackage(
      to: &fs, at: Self.packageRoot, name: "Kit",
      targets: """
        .target(name: "UI", dependencies: ["Model", "Core"], resources: [.process("Resources")]),
        .target(name: "Model", dependencies: [.target(name: "Core")]),
        .target(name: "Core"),
        .executableTarget(name: "Tool", dependencies: ["Core"]),
        .testTarget(name: "UITests", dependencies: ["UI"]),
        .plugin(name: "Gen", capability: .buildTool())
        """,
      files: [
        "Sources/UI/UI.swift": "let ui = 1\n",
        "Sources/UI/Resources/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
        "Sources/Model/Model.swift": "let model = 1\n",
        "Sources/Core/Core.swift": "let core = 1\n",
        "Sources/Tool/main.swift": "print(1)\n",
        "Tests/UITests/UITests.swift": "let test = 1\n",
        "Plugins/Gen/Gen.swift": "let gen = 1\n",
      ])
    let graph = try Self.graph(fs, root: Self.packageRoot)
    #expect(graph.clusters.map(\.label) == ["package Kit"])
    #expect(graph.nodes.map(\.name) == ["Tool", "UI", "Core", "Model"])
    #expect(
      graph.nodes.map(\.kind) == [
        .executable, .packageWithResources, .packageWithoutResources, .packageWithoutResources,
      ])
    // UI depends on Core through Model too: the direct arrow is left out.
    #expect(
      Self.edges(graph) == [
        "Model -> Core: depends on", "Tool -> Core: depends on", "UI -> Model: depends on",
      ])
    #expect(graph.impliedEdges == 1)
    #expect(graph.summary.contains("left out 1 links or dependencies a longer path implies"))
  }

  /// An app of a project beside two local packages: `Feature` (product `FeatureKit` of targets
  /// `Feature` and `FeatureUI`) depends on product `Net` of `Packages/Net` and on product
  /// `Charts` of a package not read; the app links `FeatureKit` and the remote `Lint`. With
  /// `feature`, `Feature`'s Swift file, and its `Resources` folder with the files of
  /// `resources`.
  static func appWithPackages(
    feature: String = "let feature = 1\n", resources: [String: String] = [:]
  ) -> InMemoryFileSystem {
    var fs = InMemoryFileSystem(currentDirectory: "/repo/Hosted")
    var files = [
      "Sources/Feature/Feature.swift": feature, "Sources/FeatureUI/FeatureUI.swift": "let ui = 1\n",
    ]
    for (path, text) in resources { files["Sources/Feature/Resources/" + path] = text }
    Self.addPackage(
      to: &fs, at: "/repo/Hosted/Packages/Feature", name: "Feature",
      targets: """
        .target(name: "Feature", dependencies: [.product(name: "Net", package: "Net"), .product(name: "Charts", package: "swift-charts")]\(resources.isEmpty ? "" : #", resources: [.process("Resources")]"#)),
        .target(name: "FeatureUI", dependencies: ["Feature"])
        """,
      products: #".library(name: "FeatureKit", targets: ["Feature", "FeatureUI"])"#,
      dependencies: #".package(path: "../Net")"#, files: files)
    Self.addPackage(
      to: &fs, at: "/repo/Hosted/Packages/Net", name: "Net", targets: #".target(name: "Net")"#,
      products: #".library(name: "Net", targets: ["Net"])"#,
      files: ["Sources/Net/Net.swift": "let net = 1\n"])
    fs.addFile(
      "/repo/Hosted/App.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
          P1 = {isa = PBXProject; mainGroup = G1; packageReferences = (K1, K2, ); targets = (T1, ); };
          G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
          R1 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
          B1 = {isa = PBXBuildFile; productRef = D1; };
          B2 = {isa = PBXBuildFile; productRef = D2; };
          H1 = {isa = PBXFrameworksBuildPhase; files = (B1, B2, ); };
          K1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Feature; };
          K2 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/team/Lint.git"; };
          D1 = {isa = XCSwiftPackageProductDependency; package = K1; productName = FeatureKit; };
          D2 = {isa = XCSwiftPackageProductDependency; package = K2; productName = Lint; };
          T1 = {isa = PBXNativeTarget; buildPhases = (H1, ); name = App; packageProductDependencies = (D1, D2, ); productName = App; productReference = R1; productType = "com.apple.product-type.application"; };
        };
        rootObject = P1;
      }

      """)
    return fs
  }

  /// The clusters of `appWithPackages()`: its project, its two packages, the packages not read.
  static let hostedClusters = [
    "App.xcodeproj", "package Feature (Packages/Feature)", "package Net (Packages/Net)",
    "packages not read",
  ]

  @Test func productsLeadToTheTargetsTheyBuildAndPackagesNotReadGetAModuleOfTheirOwn() throws {
    let graph = try Self.graph(Self.appWithPackages(), root: "/repo/Hosted")
    #expect(graph.clusters.map(\.label) == Self.hostedClusters)
    // FeatureUI depends on Feature, so the app's link of Feature through the product is
    // implied by its link of FeatureUI.
    #expect(
      Self.edges(graph) == [
        "App -> FeatureUI: links product FeatureKit", "App -> Lint: links product",
        "Feature -> Charts: depends on", "Feature -> Net: depends on",
        "FeatureUI -> Feature: depends on",
      ])
    #expect(try Self.node(graph, "Lint").kind == .externalProduct)
    #expect(try Self.node(graph, "Lint").resources == ["of package lint"])
    #expect(try Self.node(graph, "Charts").resources == ["of package swift-charts"])
  }

  @Test func anExtensionReadingTheAppsTableCrossesTheEmbeddingEdge() throws {
    let graph = try Self.graph(
      Self.example("let title = Text(\"app.title\")\n", in: "Share"), root: Harness.projectRoot,
      findings: true)
    #expect(try Self.node(graph, "Share").findings.map(\.ruleID) == ["extension-lookup-misses"])
    #expect(try Self.node(graph, "App").findings.isEmpty)
    #expect(Self.crossings(graph) == ["App -> Share error"])
    #expect(graph.caption == "1 finding in the modules drawn")
  }

  @Test func aFrameworksMainBundleLookupCrossesToEachHostThatRunsIt() throws {
    let graph = try Self.graph(
      Self.example("let ok = NSLocalizedString(\"kit.ok\", comment: \"\")\n", in: "Kit"),
      root: Harness.projectRoot, findings: true)
    let kit = try Self.node(graph, "Kit")
    #expect(
      kit.findings == [
        BundleGraph.FindingCount(
          ruleID: "framework-lookup-in-main-bundle", severity: .error, count: 1)
      ])
    #expect(Self.crossings(graph) == ["App -> Kit error", "Share -> Kit error"])
    #expect(
      graph.labelLines(of: kit).last == "framework-lookup-in-main-bundle: 1 error")
  }

  @Test func aPackageLookupInTheMainBundleCrossesUpToTheAppThatLinksIt() throws {
    let fs = Self.appWithPackages(
      feature:
        "import SwiftUI\nlet title = Text(\"feature.title\")\nlet other = Text(\"feature.other\")\n",
      resources: [
        "en.lproj/Localizable.strings":
          "\"feature.title\" = \"Feature\";\n\"feature.other\" = \"Other\";\n"
      ])
    let graph = try Self.graph(fs, root: "/repo/Hosted", findings: true)
    let feature = try Self.node(graph, "Feature")
    #expect(feature.kind == .packageWithResources)
    #expect(
      graph.labelLines(of: feature).last == "localized-string-missing-bundle: 2 errors")
    // Up the path the app runs it through: the product's other target depends on it.
    #expect(Self.crossings(graph) == ["App -> FeatureUI error", "FeatureUI -> Feature error"])
    #expect(graph.edges.first { $0.crossing != nil }?.crossingCount == 2)
  }

  /// A package whose `Feature` looks up an image of `DesignSystem`, on which it depends.
  static func otherModule() -> InMemoryFileSystem {
    var fs = InMemoryFileSystem(currentDirectory: Self.packageRoot)
    Self.addPackage(
      to: &fs, at: Self.packageRoot, name: "Kit",
      targets: """
        .target(name: "Feature", dependencies: ["DesignSystem"], resources: [.process("Resources")]),
        .target(name: "DesignSystem", resources: [.process("Resources")])
        """,
      files: [
        "Sources/Feature/Feature.swift":
          "import DesignSystem\nimport SwiftUI\nlet logo = Image(\"Logo\", bundle: .main)\n",
        "Sources/Feature/Resources/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
        "Sources/DesignSystem/DesignSystem.swift": "let design = 1\n",
        "Sources/DesignSystem/Resources/Icons.xcassets/Contents.json": "{}",
        "Sources/DesignSystem/Resources/Icons.xcassets/Logo.imageset/Contents.json": "{}",
      ])
    return fs
  }

  @Test func aLookupOfAnotherModulesResourceCrossesTheDependency() throws {
    let graph = try Self.graph(Self.otherModule(), root: Self.packageRoot, findings: true)
    #expect(
      try Self.node(graph, "Feature").findings.map(\.ruleID) == ["resource-in-other-module"])
    #expect(Self.crossings(graph) == ["Feature -> DesignSystem warning"])
    #expect(Self.edges(graph) == ["Feature -> DesignSystem: depends on, 1 finding"])
  }

  /// Where no edge joins the module and the one its message names, the finding draws one.
  @Test func aLookupOfAModuleNoEdgeJoinsDrawsALookUpEdge() throws {
    let fs = Self.otherModule()
    var scan = Project.load(paths: ["."], fileSystem: fs, currentDirectory: Self.packageRoot)
    scan.packages[0].modules[0].target.dependencies = []
    let rule = try #require(RuleCatalog.builtin.rule(id: "resource-in-other-module"))
    let values: MessageValues = [
      "lookup": "Logo", "module": "DesignSystem", "place": "asset catalog", "callee": "Image",
      "fix": "pass its bundle",
    ]
    let finding = Diagnostic(
      ruleID: rule.id, severity: .warning, message: MessageTemplate.render(rule.message, values),
      location: SourceLocation(
        path: Self.packageRoot + "/Sources/Feature/Feature.swift", offset: 0, line: 3, column: 12))
    let graph = BundleGraph.build(
      scan, currentDirectory: Self.packageRoot, catalogs: [:], findings: [finding], rules: [rule])
    #expect(Self.edges(graph) == ["Feature -> DesignSystem: looks up in, 1 finding"])
    #expect(Self.crossings(graph) == ["Feature -> DesignSystem warning"])
    // A message the template does not make names no module: counted, but nothing crosses.
    var unreadable = finding
    unreadable.message = "something else"
    let silent = BundleGraph.build(
      scan, currentDirectory: Self.packageRoot, catalogs: [:], findings: [unreadable],
      rules: [rule])
    #expect(silent.edges.isEmpty)
    #expect(try Self.node(silent, "Feature").findings.count == 1)
  }

  @Test func findingsOfNoModuleAreCountedApartAndOwnBundleFindingsCrossNothing() throws {
    var fs = Self.example("let title = Text(\"app.titel\", bundle: .module)\n", in: "App")
    fs.addFile(Harness.projectRoot + "/Loose/Loose.swift", "let loose = 1\n")
    let scan = Project.load(
      paths: ["."], fileSystem: fs, currentDirectory: Harness.projectRoot,
      readingXcodeProjects: true)
    let at = { (path: String) in
      SourceLocation(path: Harness.projectRoot + path, offset: 0, line: 1, column: 1)
    }
    let findings = [
      Diagnostic(
        ruleID: "unknown-localization-key", severity: .warning, message: "m",
        location: at("/App/Example.swift")),
      Diagnostic(
        ruleID: "unknown-localization-key", severity: .warning, message: "m",
        location: at("/App/Example.swift")),
      Diagnostic(
        ruleID: "malformed-resource", severity: .note, message: "m",
        location: at("/Kit/en.lproj/Localizable.strings")),
      Diagnostic(
        ruleID: "unreadable-file", severity: .warning, message: "m", location: at("/Loose/x.swift")),
    ]
    let graph = BundleGraph.build(
      scan, currentDirectory: Harness.projectRoot, catalogs: [:], findings: findings,
      rules: RuleCatalog.builtin.rules)
    #expect(
      try Self.node(graph, "App").findings == [
        BundleGraph.FindingCount(ruleID: "unknown-localization-key", severity: .warning, count: 2)
      ])
    #expect(try Self.node(graph, "Kit").findings.map(\.severity) == [.note])
    #expect(Self.crossings(graph).isEmpty)
    #expect(graph.findingsOutsideModules == 1)
    #expect(
      graph.caption?.hasPrefix("3 findings in the modules drawn; 1 in files of no module") == true)
  }

  @Test func aManifestsFindingCountsOnTheTargetItNames() throws {
    var fs = InMemoryFileSystem(currentDirectory: Self.packageRoot)
    Self.addPackage(
      to: &fs, at: Self.packageRoot, name: "Kit",
      targets: #".target(name: "UI", resources: [.copy("Media.xcassets")]), .target(name: "Core")"#,
      files: [
        "Sources/UI/UI.swift": "let ui = 1\n", "Sources/Core/Core.swift": "let core = 1\n",
        "Sources/UI/Media.xcassets/Contents.json": "{}",
        "Sources/UI/Media.xcassets/Logo.imageset/Contents.json": "{}",
      ])
    let graph = try Self.graph(fs, root: Self.packageRoot, findings: true)
    #expect(try Self.node(graph, "UI").findings.map(\.ruleID) == ["copied-resource-not-compiled"])
    #expect(try Self.node(graph, "Core").findings.isEmpty)
    #expect(graph.findingsOutsideModules == 0)
  }

  /// Every rule says where its lookups go; one that names the module holding the resource
  /// names it in its message, where the graph reads it.
  @Test(arguments: RuleCatalog.builtin.rules)
  func aRuleThatNamesTheOwningModuleSaysItInItsMessage(rule: Rule) {
    if BundleGraph.Reach(rule) == .namedModule {
      #expect(MessageTemplate.placeholders(in: rule.message).contains("module"))
    }
    if rule.kind == .bundleParameter {
      #expect(BundleGraph.Reach(rule) == .hosts)
    }
  }

  @Test func aFocusDrawsTheModuleAndItsNeighboursOnly() throws {
    let graph = try Self.graph(Self.appWithPackages(), root: "/repo/Hosted")
    let focused = try graph.focused(on: ["Feature"])
    #expect(focused.nodes.map(\.name) == ["App", "Feature", "FeatureUI", "Net", "Charts"])
    #expect(focused.nodes.map(\.isFocused) == [false, true, false, false, false])
    #expect(focused.clusters.map(\.label) == Self.hostedClusters)
    // The app links Feature directly: the whole graph leaves that arrow out for the path
    // through FeatureUI, the focus on Feature draws it.
    #expect(
      Self.edges(focused) == [
        "App -> Feature: links product FeatureKit", "Feature -> Charts: depends on",
        "Feature -> Net: depends on", "FeatureUI -> Feature: depends on",
      ])
    #expect(focused.impliedEdges == 0)
    let both = try graph.focused(on: ["Net", "App"])
    #expect(both.nodes.map(\.name) == ["App", "Feature", "FeatureUI", "Net", "Lint"])
    #expect(
      Self.edges(both) == [
        "App -> Feature: links product FeatureKit", "App -> FeatureUI: links product FeatureKit",
        "App -> Lint: links product", "Feature -> Net: depends on",
      ])
  }

  @Test func aFocusOnAnUnknownModuleSuggestsTheNearestName() throws {
    let graph = try Self.graph(Self.appWithPackages(), root: "/repo/Hosted")
    #expect(throws: BundleGraph.FocusError.unknownModule("Featur", suggestion: "Feature")) {
      try graph.focused(on: ["Featur"])
    }
    #expect(
      BundleGraph.FocusError.unknownModule("Zzz", suggestion: nil).message
        == "no module 'Zzz' in the folders read; run 'bundlelint describe' for the modules")
  }

  @Test func theSummarySuggestsAFocusForAPictureTooLargeToRead() {
    var graph = BundleGraph()
    graph.nodes = (0...BundleGraph.legibleModules).map {
      BundleGraph.Node(name: "M\($0)", kind: .packageWithoutResources)
    }
    #expect(graph.summary.hasSuffix("pass '--focus MODULE'"))
    graph.nodes.removeLast()
    #expect(graph.summary == "drew \(BundleGraph.legibleModules) modules in 0 clusters, 0 edges")
  }
}
