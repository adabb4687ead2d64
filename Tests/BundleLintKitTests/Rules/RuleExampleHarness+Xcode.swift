@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The example project of the Xcode project rules (`frameworkHost`, `extensionHost`), in
/// memory: an app `App` (its table has `app.title`, its catalog `AppLogo`) that embeds a share
/// extension `Share` (its table has `share.title`; its own file names `KitText.title`) and a
/// framework `Kit` (its table has `kit.ok`, its catalog `KitLogo`, it declares the class
/// `KitView`) that both load. All three tables have `kit.shared`.
extension RuleExampleHarness {
  /// The folder of the example project, in memory.
  static let projectRoot = "/repo/Shop"

  /// The target whose code an Xcode project rule speaks about: the framework for
  /// `frameworkHost`, the extension for `extensionHost`.
  static func exampleTarget(for rule: Rule) -> String {
    rule.check == .extensionHost ? "Share" : "Kit"
  }

  /// Whether `rule` runs its examples in the example project.
  static func isXcodeProjectRule(_ rule: Rule) -> Bool {
    [.frameworkHost, .extensionHost, .extensionReference, .frameworkDuplication, .explicitBundle]
      .contains(rule.check)
  }

  /// Lints `source` as the run does, compiled into `target` of the example project (the app
  /// for the places where the rules must stay silent); returns the findings in its file.
  static func lintInProject(_ source: [UInt8], rule: Rule, target: String) -> [Diagnostic] {
    lintInProject(source, rules: [rule], targets: [target])
  }

  /// Lints `source` compiled into each of `targets` of the example project (its file in the
  /// first one's folder) with `rules`, the project's files replaced or added by `files`.
  static func lintInProject(
    _ source: [UInt8], rules: [Rule], targets: [String], files extra: [String: String] = [:]
  ) -> [Diagnostic] {
    var every: [Diagnostic] = []
    return lintInProject(source, rules: rules, targets: targets, files: extra, every: &every)
  }

  /// `lintInProject(_:rules:targets:files:)`, also giving every finding of the run, in any
  /// file, in `every`; the project's files at `removed` are left out of the checkout.
  static func lintInProject(
    _ source: [UInt8], rules: [Rule], targets: [String], files extra: [String: String],
    removed: Set<String> = [], every: inout [Diagnostic]
  ) -> [Diagnostic] {
    let fs = exampleProject(source, targets: targets, files: extra, removed: removed)
    let request = LintRun.Request(
      paths: ["."], currentDirectory: projectRoot, manifestMode: .static,
      catalog: RuleCatalog(rules: rules), select: rules.map(\.id))
    do {
      let outcome = try LintRun.run(request, fileSystem: fs)
      every = outcome.diagnostics
      return outcome.diagnostics.filter { $0.location.path.hasSuffix("/Example.swift") }
    } catch {
      return [
        Diagnostic(
          ruleID: "harness", severity: .error, message: "the run failed: \(error)",
          location: SourceLocation(path: "Example.swift", offset: 0, line: 1, column: 1))
      ]
    }
  }

  /// The example project in memory, with `source` as `Example.swift` in the first of `targets`'
  /// folders, compiled by each of them; the project's files replaced or added by `files`, those
  /// at `removed` left out.
  static func exampleProject(
    _ source: [UInt8], targets: [String], files extra: [String: String] = [:],
    removed: Set<String> = []
  ) -> InMemoryFileSystem {
    var fs = InMemoryFileSystem(currentDirectory: projectRoot)
    var files: [String: String] = [
      "App/AppView.swift": "struct AppView {}\n",
      "App/en.lproj/Localizable.strings":
        "\"app.title\" = \"Shop\";\n\"kit.shared\" = \"Shared\";\n",
      "App/Assets.xcassets/Contents.json": "{}",
      "App/Assets.xcassets/AppLogo.imageset/Contents.json": "{}",
      "Share/ShareView.swift": "struct ShareView {\n  let title = KitText.title\n}\n",
      "Share/en.lproj/Localizable.strings":
        "\"share.title\" = \"Share\";\n\"kit.shared\" = \"Shared\";\n",
      "Kit/KitView.swift": "public final class KitView {}\n",
      "Kit/en.lproj/Localizable.strings":
        "\"kit.ok\" = \"OK\";\n\"kit.shared\" = \"Shared\";\n\"– – –\" = \"---\";\n",
      "Kit/Media.xcassets/Contents.json": "{}",
      "Kit/Media.xcassets/KitLogo.imageset/Contents.json": "{}",
    ]
    files.merge(extra) { $1 }
    for path in removed { files[path] = nil }
    for (path, text) in files { fs.addFile(projectRoot + "/" + path, text) }
    fs.addFile(projectRoot + "/\(targets[0])/Example.swift", bytes: source)
    fs.addFile(projectRoot + "/Shop.xcodeproj/project.pbxproj", projectFile(exampleIn: targets))
    return fs
  }

  /// The example project's `project.pbxproj`, with `Example.swift` (in the first target's
  /// folder) in the sources of each of `targets`.
  static func projectFile(exampleIn targets: [String]) -> String {
    func sources(_ name: String, _ file: String) -> String {
      targets.contains(name) ? "\(file), B9000099, " : "\(file), "
    }
    let exampleGroup = ["App": "G1000010", "Share": "G1000020", "Kit": "G1000030"][targets[0]]!
    func children(_ group: String, _ files: String) -> String {
      group == exampleGroup ? files + "F9000099, " : files
    }
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 56;
      \tobjects = {
      \t\tP0000001 = {isa = PBXProject; buildConfigurationList = L0000001; mainGroup = G1000000; targets = (T1000000, T2000000, T3000000, ); };
      \t\tG1000000 = {isa = PBXGroup; children = (G1000010, G1000020, G1000030, ); sourceTree = "<group>"; };
      \t\tG1000010 = {isa = PBXGroup; children = (\(children("G1000010", "F1000001, V1000002, F1000003, "))); path = App; sourceTree = "<group>"; };
      \t\tG1000020 = {isa = PBXGroup; children = (\(children("G1000020", "F2000001, V2000002, "))); path = Share; sourceTree = "<group>"; };
      \t\tG1000030 = {isa = PBXGroup; children = (\(children("G1000030", "F3000001, V3000002, F3000003, "))); path = Kit; sourceTree = "<group>"; };
      \t\tF1000001 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppView.swift; sourceTree = "<group>"; };
      \t\tV1000002 = {isa = PBXVariantGroup; children = (E1000002, ); name = Localizable.strings; sourceTree = "<group>"; };
      \t\tE1000002 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
      \t\tF1000003 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
      \t\tF2000001 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ShareView.swift; sourceTree = "<group>"; };
      \t\tV2000002 = {isa = PBXVariantGroup; children = (E2000002, ); name = Localizable.strings; sourceTree = "<group>"; };
      \t\tE2000002 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
      \t\tF3000001 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = KitView.swift; sourceTree = "<group>"; };
      \t\tV3000002 = {isa = PBXVariantGroup; children = (E3000002, ); name = Localizable.strings; sourceTree = "<group>"; };
      \t\tE3000002 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
      \t\tF3000003 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Media.xcassets; sourceTree = "<group>"; };
      \t\tF9000099 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Example.swift; sourceTree = "<group>"; };
      \t\tR1000000 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
      \t\tR2000000 = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Share.appex; sourceTree = BUILT_PRODUCTS_DIR; };
      \t\tR3000000 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
      \t\tB1000001 = {isa = PBXBuildFile; fileRef = F1000001; };
      \t\tB1000002 = {isa = PBXBuildFile; fileRef = V1000002; };
      \t\tB1000003 = {isa = PBXBuildFile; fileRef = F1000003; };
      \t\tB1000004 = {isa = PBXBuildFile; fileRef = R3000000; };
      \t\tB1000005 = {isa = PBXBuildFile; fileRef = R2000000; };
      \t\tB1000006 = {isa = PBXBuildFile; fileRef = R3000000; };
      \t\tB2000001 = {isa = PBXBuildFile; fileRef = F2000001; };
      \t\tB2000002 = {isa = PBXBuildFile; fileRef = V2000002; };
      \t\tB2000004 = {isa = PBXBuildFile; fileRef = R3000000; };
      \t\tB3000001 = {isa = PBXBuildFile; fileRef = F3000001; };
      \t\tB3000002 = {isa = PBXBuildFile; fileRef = V3000002; };
      \t\tB3000003 = {isa = PBXBuildFile; fileRef = F3000003; };
      \t\tB9000099 = {isa = PBXBuildFile; fileRef = F9000099; };
      \t\tH1000001 = {isa = PBXSourcesBuildPhase; files = (\(sources("App", "B1000001"))); };
      \t\tH1000002 = {isa = PBXResourcesBuildPhase; files = (B1000002, B1000003, ); };
      \t\tH1000003 = {isa = PBXFrameworksBuildPhase; files = (B1000004, ); };
      \t\tH1000004 = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 13; files = (B1000005, ); };
      \t\tH1000005 = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 10; files = (B1000006, ); };
      \t\tH2000001 = {isa = PBXSourcesBuildPhase; files = (\(sources("Share", "B2000001"))); };
      \t\tH2000002 = {isa = PBXResourcesBuildPhase; files = (B2000002, ); };
      \t\tH2000003 = {isa = PBXFrameworksBuildPhase; files = (B2000004, ); };
      \t\tH3000001 = {isa = PBXSourcesBuildPhase; files = (\(sources("Kit", "B3000001"))); };
      \t\tH3000002 = {isa = PBXResourcesBuildPhase; files = (B3000002, B3000003, ); };
      \t\tL0000001 = {isa = XCConfigurationList; buildConfigurations = (C0000001, ); };
      \t\tC0000001 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
      \t\tT1000000 = {isa = PBXNativeTarget; buildPhases = (H1000001, H1000002, H1000003, H1000004, H1000005, ); name = App; productName = App; productReference = R1000000; productType = "com.apple.product-type.application"; };
      \t\tT2000000 = {isa = PBXNativeTarget; buildPhases = (H2000001, H2000002, H2000003, ); name = Share; productName = Share; productReference = R2000000; productType = "com.apple.product-type.app-extension"; };
      \t\tT3000000 = {isa = PBXNativeTarget; buildPhases = (H3000001, H3000002, ); name = Kit; productName = Kit; productReference = R3000000; productType = "com.apple.product-type.framework"; };
      \t};
      \trootObject = P0000001;
      }

      """
  }
}

/// The example of `packageHosts` rules: a package whose module `Feature` has no resources,
/// linked by an app `App` (its table has `app.title` and `both.title`, its catalog `AppLogo`
/// and `Both`) and a share extension `Share` (its table has `share.title` and `both.title`, its
/// catalog `ShareLogo` and `Both`; its own file makes a `FeatureView`) of a project beside it.
extension RuleExampleHarness {
  /// The folder of the example repository, in memory.
  static let hostedRoot = "/repo/Hosted"

  /// Lints `source` as `Feature`'s file with `rules`; without `withProject`, the project is
  /// left out (no host is known). `Feature` owns the files of `featureResources` (paths in its
  /// `Resources` folder, which the manifest then declares); `files` replaces or adds files of
  /// the repository. Returns the findings in that file.
  static func lintHostedPackage(
    _ source: [UInt8], rules: [Rule], withProject: Bool = true,
    featureResources: [String: String] = [:], files: [String: String] = [:]
  ) -> [Diagnostic] {
    var fs = InMemoryFileSystem(currentDirectory: hostedRoot)
    let resources = featureResources.isEmpty ? "" : ", resources: [.process(\"Resources\")]"
    fs.addFile(
      hostedRoot + "/Packages/Feature/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Feature", defaultLocalization: "en",
        products: [.library(name: "Feature", targets: ["Feature"])],
        targets: [.target(name: "Feature"\(resources))])

      """)
    let feature = hostedRoot + "/Packages/Feature/Sources/Feature/"
    fs.addFile(feature + "Example.swift", bytes: source)
    for (path, text) in featureResources { fs.addFile(feature + "Resources/" + path, text) }
    if withProject {
      var repository = [
        "App/en.lproj/Localizable.strings":
          "\"app.title\" = \"Shop\";\n\"both.title\" = \"Both\";\n",
        "Share/en.lproj/Localizable.strings":
          "\"share.title\" = \"Share\";\n\"both.title\" = \"Both\";\n",
        "Share/ShareView.swift": "let view = FeatureView()\n",
        "App/Assets.xcassets/Contents.json": "{}",
        "App/Assets.xcassets/AppLogo.imageset/Contents.json": "{}",
        "App/Assets.xcassets/Both.imageset/Contents.json": "{}",
        "Share/Media.xcassets/Contents.json": "{}",
        "Share/Media.xcassets/ShareLogo.imageset/Contents.json": "{}",
        "Share/Media.xcassets/Both.imageset/Contents.json": "{}",
        "Hosted.xcodeproj/project.pbxproj": hostedProjectFile,
      ]
      repository.merge(files) { $1 }
      for (path, text) in repository { fs.addFile(hostedRoot + "/" + path, text) }
    }
    let request = LintRun.Request(
      paths: ["."], currentDirectory: hostedRoot, manifestMode: .static,
      catalog: RuleCatalog(rules: rules), select: rules.map(\.id))
    let outcome = try? LintRun.run(request, fileSystem: fs)
    return (outcome?.diagnostics ?? []).filter { $0.location.path.hasSuffix("/Example.swift") }
  }

  static let hostedProjectFile = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tP0000001 = {isa = PBXProject; mainGroup = G0000000; packageReferences = (K0000001, ); targets = (T1000000, T2000000, ); };
    \t\tG0000000 = {isa = PBXGroup; children = (G1000000, G2000000, ); sourceTree = "<group>"; };
    \t\tG1000000 = {isa = PBXGroup; children = (V1000000, C1000000, ); path = App; sourceTree = "<group>"; };
    \t\tG2000000 = {isa = PBXGroup; children = (V2000000, S2000000, C2000000, ); path = Share; sourceTree = "<group>"; };
    \t\tC1000000 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    \t\tC2000000 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Media.xcassets; sourceTree = "<group>"; };
    \t\tB1000004 = {isa = PBXBuildFile; fileRef = C1000000; };
    \t\tB2000004 = {isa = PBXBuildFile; fileRef = C2000000; };
    \t\tS2000000 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ShareView.swift; sourceTree = "<group>"; };
    \t\tB2000003 = {isa = PBXBuildFile; fileRef = S2000000; };
    \t\tH2000003 = {isa = PBXSourcesBuildPhase; files = (B2000003, ); };
    \t\tV1000000 = {isa = PBXVariantGroup; children = (E1000000, ); name = Localizable.strings; sourceTree = "<group>"; };
    \t\tE1000000 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tV2000000 = {isa = PBXVariantGroup; children = (E2000000, ); name = Localizable.strings; sourceTree = "<group>"; };
    \t\tE2000000 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tR1000000 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tR2000000 = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Share.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tB1000001 = {isa = PBXBuildFile; fileRef = V1000000; };
    \t\tB1000002 = {isa = PBXBuildFile; productRef = K0000002; };
    \t\tB1000003 = {isa = PBXBuildFile; fileRef = R2000000; };
    \t\tB2000001 = {isa = PBXBuildFile; fileRef = V2000000; };
    \t\tB2000002 = {isa = PBXBuildFile; productRef = K0000003; };
    \t\tH1000001 = {isa = PBXResourcesBuildPhase; files = (B1000001, B1000004, ); };
    \t\tH1000002 = {isa = PBXFrameworksBuildPhase; files = (B1000002, ); };
    \t\tH1000003 = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 13; files = (B1000003, ); };
    \t\tH2000001 = {isa = PBXResourcesBuildPhase; files = (B2000001, B2000004, ); };
    \t\tH2000002 = {isa = PBXFrameworksBuildPhase; files = (B2000002, ); };
    \t\tK0000001 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Feature; };
    \t\tK0000002 = {isa = XCSwiftPackageProductDependency; package = K0000001; productName = Feature; };
    \t\tK0000003 = {isa = XCSwiftPackageProductDependency; package = K0000001; productName = Feature; };
    \t\tT1000000 = {isa = PBXNativeTarget; buildPhases = (H1000001, H1000002, H1000003, ); name = App; packageProductDependencies = (K0000002, ); productName = App; productReference = R1000000; productType = "com.apple.product-type.application"; };
    \t\tT2000000 = {isa = PBXNativeTarget; buildPhases = (H2000001, H2000002, H2000003, ); name = Share; packageProductDependencies = (K0000003, ); productName = Share; productReference = R2000000; productType = "com.apple.product-type.app-extension"; };
    \t};
    \trootObject = P0000001;
    }

    """
}
