import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ResourceScannerTests {
  private static func manifest(_ tools: String, defaultLocalization: String? = "en")
    -> PackageManifest
  {
    PackageManifest(
      toolsVersion: tools, name: "P", defaultLocalization: defaultLocalization, targets: [],
      readMode: .static)
  }

  private static func entries(_ paths: String...) -> [FileEntry] {
    var result: Set<FileEntry> = []
    for path in paths {
      let isDirectory = path.hasSuffix("/")
      let clean = isDirectory ? String(path.dropLast()) : path
      result.insert(FileEntry(path: clean, isDirectory: isDirectory))
      var parent = PathName.parent(clean)
      while !parent.isEmpty {
        result.insert(FileEntry(path: parent, isDirectory: true))
        parent = PathName.parent(parent)
      }
    }
    return Array(result)
  }

  private static let implicitTree = entries(
    "A.swift", "Media.xcassets/Contents.json", "Media.xcassets/Logo.imageset/Contents.json",
    "en.lproj/Localizable.strings", "Base.lproj/Main.storyboard", "View.xib",
    "Model.xcdatamodeld/M.xcdatamodel/contents",
    "Shaders.metal", "Strings.xcstrings", "PrivacyInfo.xcprivacy", "loose.png", "loose.strings",
    ".hidden.json",
    "Docs.docc/Page.md", "App.xcodeproj/project.pbxproj")

  @Test func picksUpTheBuildSystemsTypesWithoutDeclarations() {
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular), directory: "Sources/A",
      entries: Self.implicitTree,
      manifest: Self.manifest("6.0"))
    #expect(contents.swiftFiles == ["Sources/A/A.swift"])
    #expect(
      contents.resources.resources == [
        "Sources/A/Base.lproj/Main.storyboard", "Sources/A/Media.xcassets",
        "Sources/A/Model.xcdatamodeld",
        "Sources/A/PrivacyInfo.xcprivacy", "Sources/A/Shaders.metal", "Sources/A/Strings.xcstrings",
        "Sources/A/View.xib",
        "Sources/A/en.lproj/Localizable.strings",
      ])
    #expect(contents.resources.ownsBundle)
    #expect(contents.resources.assetCatalogs == ["Sources/A/Media.xcassets"])
    #expect(
      contents.resources.interfaceFiles == [
        "Sources/A/Base.lproj/Main.storyboard", "Sources/A/View.xib",
      ])
    #expect(
      contents.resources.otherFiles == ["Sources/A/Model.xcdatamodeld", "Sources/A/Shaders.metal"])
    #expect(contents.resources.stringTables.map(\.name) == ["Localizable", "Strings"])
    #expect(contents.resources.stringTables[0].localizations == ["en"])
    #expect(contents.rules.first { $0.path.hasSuffix("xcprivacy") }?.rule == .copy)
    #expect(contents.rules.first { $0.path.hasSuffix("storyboard") }?.localization == "Base")
    #expect(contents.problems.isEmpty)
  }

  @Test(arguments: [
    ("5.3", false, false),
    ("5.8", false, false),
    ("5.9", true, false),
    ("6.0", true, true),
  ])
  func stringCatalogsFrom59AndPrivacyManifestsFrom60(tools: String, catalog: Bool, privacy: Bool) {
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular), directory: "Sources/A",
      entries: Self.implicitTree,
      manifest: Self.manifest(tools))
    #expect(contents.resources.resources.contains("Sources/A/Strings.xcstrings") == catalog)
    #expect(contents.resources.resources.contains("Sources/A/PrivacyInfo.xcprivacy") == privacy)
    #expect(contents.resources.assetCatalogs == ["Sources/A/Media.xcassets"])
  }

  @Test func toolsBefore53HaveNoResources() {
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular), directory: "Sources/A",
      entries: Self.implicitTree,
      manifest: Self.manifest("5.2"))
    #expect(contents.resources.resources.isEmpty)
    #expect(!contents.resources.ownsBundle)
    #expect(contents.swiftFiles == ["Sources/A/A.swift"])
  }

  @Test func privacyManifestAloneOwnsABundleButNoLookupResources() {
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular), directory: "Sources/A",
      entries: Self.entries("A.swift", "PrivacyInfo.xcprivacy"), manifest: Self.manifest("6.0"))
    #expect(contents.resources.ownsBundle)
    #expect(!contents.resources.ownsLookupResources)
  }

  /// A test target copies fixtures on purpose: a copied `.lproj` is no problem there.
  @Test func aTestTargetCopiesFixturesOnPurpose() {
    let declared = [ResourceDeclaration(path: "Fixtures", rule: .copy)]
    let entries = Self.entries("T.swift", "Fixtures/de.lproj/Localizable.strings")
    let test = ResourceScanner.scan(
      target: TargetDeclaration(name: "T", kind: .test, resources: declared),
      directory: "Tests/T", entries: entries, manifest: Self.manifest("5.9"))
    #expect(test.problems.allSatisfy { $0.kind != .copiedResourceNotCompiled })
    let regular = ResourceScanner.scan(
      target: TargetDeclaration(name: "T", kind: .regular, resources: declared),
      directory: "Tests/T", entries: entries, manifest: Self.manifest("5.9"))
    #expect(regular.problems.contains { $0.kind == .copiedResourceNotCompiled })
  }

  /// Reality Composer Pro content: Xcode compiles it into the bundle without a declaration.
  @Test func realityKitContentOwnsABundle() {
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular), directory: "Sources/A",
      entries: Self.entries("A.swift", "Content.rkassets/Scene.usda"),
      manifest: Self.manifest("5.9"))
    #expect(contents.resources.ownsBundle)
    #expect(contents.resources.resources == ["Sources/A/Content.rkassets"])
  }

  @Test func embedInCodeAloneMakesNoBundle() {
    let target = TargetDeclaration(
      name: "A", kind: .regular,
      resources: [ResourceDeclaration(path: "seed.json", rule: .embedInCode)])
    let contents = ResourceScanner.scan(
      target: target, directory: "Sources/A", entries: Self.entries("A.swift", "seed.json"),
      manifest: Self.manifest("5.9"))
    #expect(contents.resources.resources == ["Sources/A/seed.json"])
    #expect(!contents.resources.ownsBundle)
    #expect(!contents.resources.ownsLookupResources)
  }

  @Test func declaredRulesWinAndProcessedFoldersAreFlattenedPerFile() {
    let target = TargetDeclaration(
      name: "A", kind: .regular,
      resources: [
        ResourceDeclaration(path: "Resources/", rule: .process),
        ResourceDeclaration(path: "./Data", rule: .copy),
        ResourceDeclaration(path: "Help.strings", rule: .process, localization: "base"),
      ])
    let contents = ResourceScanner.scan(
      target: target, directory: "Sources/A",
      entries: Self.entries(
        "A.swift", "Resources/config.json", "Resources/fr.lproj/Localizable.strings",
        "Resources/Icons.xcassets/Contents.json",
        "Data/deep/file.txt", "Help.strings"),
      manifest: Self.manifest("5.9"))
    #expect(
      contents.rules.map { "\($0.path) \($0.rule) \($0.localization ?? "-") \($0.isDeclared)" } == [
        "Sources/A/Data copy - true",
        "Sources/A/Help.strings process Base true",
        "Sources/A/Resources/Icons.xcassets process - true",
        "Sources/A/Resources/config.json process - true",
        "Sources/A/Resources/fr.lproj/Localizable.strings process fr true",
      ])
    #expect(contents.resources.stringTables.map(\.name) == ["Help", "Localizable"])
    #expect(contents.resources.assetCatalogs == ["Sources/A/Resources/Icons.xcassets"])
    #expect(contents.resources.otherFiles == ["Sources/A/Data", "Sources/A/Resources/config.json"])
  }

  @Test func sourcesAndExcludeLimitTheSwiftFiles() {
    let target = TargetDeclaration(
      name: "A", kind: .regular, exclude: ["Old", "Scratch.swift"],
      sources: ["Main", "extra.swift"])
    let contents = ResourceScanner.scan(
      target: target, directory: "",
      entries: Self.entries(
        "Main/A.swift", "Main/Sub/B.swift", "Main/Old.swift", "extra.swift", "other.swift",
        "Old/C.swift",
        "Scratch.swift", "Media.xcassets/Contents.json", "Main/Inner.xcassets/Contents.json"),
      manifest: Self.manifest("5.9"))
    #expect(
      contents.swiftFiles == ["Main/A.swift", "Main/Old.swift", "Main/Sub/B.swift", "extra.swift"])
    // Below a declared source folder everything is a source (SwiftPM, tools 5.3+), catalogs too.
    #expect(contents.resources.assetCatalogs == ["Media.xcassets"])
  }

  @Test func macroPluginBinaryAndSystemTargetsHaveNoResources() {
    for kind in [TargetDeclaration.Kind.macro, .plugin, .binary, .system] {
      let contents = ResourceScanner.scan(
        target: TargetDeclaration(
          name: "A", kind: kind, resources: [ResourceDeclaration(path: "x.json", rule: .copy)]),
        directory: "Sources/A", entries: Self.implicitTree, manifest: Self.manifest("6.0"))
      #expect(contents.resources.resources.isEmpty, "\(kind)")
      #expect(!contents.resources.ownsBundle, "\(kind)")
      #expect(contents.swiftFiles.isEmpty == [.binary, .system].contains(kind), "\(kind)")
    }
  }

  /// A copied `.bundle`'s localizations are that bundle's own, opened by its URL: nothing is
  /// lost. A copied plain folder's localizations are one problem, the folder's; its catalog is
  /// still its own.
  @Test func copiedLocalizationsAreOneProblemAndANestedBundlesAreNone() {
    let copied = ["Kit.bundle", "Texts"].map { ResourceDeclaration(path: $0, rule: .copy) }
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular, resources: copied),
      directory: "Sources/A",
      entries: Self.entries(
        "A.swift", "Kit.bundle/de.lproj/Kit.strings", "Kit.bundle/fr.lproj/Kit.strings",
        "Kit.bundle/Media.xcassets/Contents.json",
        "Kit.bundle/Media.xcassets/a.imageset/Contents.json",
        "Texts/de.lproj/Localizable.strings", "Texts/fr.lproj/Localizable.strings",
        "Texts/ja.lproj/Localizable.strings"),
      manifest: Self.manifest("5.9", defaultLocalization: "en"))
    #expect(
      contents.problems.map(\.path) == ["Sources/A/Kit.bundle/Media.xcassets", "Sources/A/Texts"])
    #expect(contents.problems.allSatisfy { $0.kind == .copiedResourceNotCompiled })
  }

  @Test func reportsWhatSwiftPMRejectsOrIgnores() {
    let target = TargetDeclaration(
      name: "A", kind: .regular,
      resources: [
        ResourceDeclaration(
          path: "Bundle", rule: .copy, position: ManifestPosition(line: 3, column: 5)),
        ResourceDeclaration(
          path: "Media.xcassets", rule: .copy, position: ManifestPosition(line: 4, column: 5)),
        ResourceDeclaration(
          path: "Gone.json", rule: .process, position: ManifestPosition(line: 5, column: 5)),
        ResourceDeclaration(
          path: "Icon.png", rule: .process, localization: "default",
          position: ManifestPosition(line: 6, column: 5)),
      ], position: ManifestPosition(line: 2, column: 3))
    let contents = ResourceScanner.scan(
      target: target, directory: "Sources/A",
      entries: Self.entries(
        "A.swift", "Bundle/de.lproj/Localizable.strings", "Bundle/Inner.xcassets/Contents.json",
        "Bundle/Inner.xcassets/a.imageset/Contents.json",
        // An empty catalog has nothing to compile: copying it loses nothing.
        "Bundle/Empty.xcassets/Contents.json",
        "Media.xcassets/Contents.json", "Media.xcassets/b.colorset/Contents.json",
        "Icon.png"),
      manifest: Self.manifest("5.9", defaultLocalization: nil))
    #expect(
      contents.problems == [
        ResourceProblem(
          kind: .copiedResourceNotCompiled, target: "A", path: "Sources/A/Bundle/Inner.xcassets",
          position: ManifestPosition(line: 3, column: 5)),
        ResourceProblem(
          kind: .copiedResourceNotCompiled, target: "A", path: "Sources/A/Bundle/de.lproj",
          position: ManifestPosition(line: 3, column: 5)),
        ResourceProblem(
          kind: .copiedResourceNotCompiled, target: "A", path: "Sources/A/Media.xcassets",
          position: ManifestPosition(line: 4, column: 5)),
        ResourceProblem(
          kind: .missingResourcePath, target: "A", path: "Sources/A/Gone.json",
          position: ManifestPosition(line: 5, column: 5)),
        ResourceProblem(
          kind: .missingDefaultLocalization, target: "A", path: "Sources/A/Icon.png",
          position: ManifestPosition(line: 6, column: 5)),
      ])
    // `.default` without a default localization means English.
    #expect(contents.rules.first { $0.path.hasSuffix("Icon.png") }?.localization == "en")
    // A copied catalog is a plain file resource, not a catalog the rules may look names up in.
    #expect(contents.resources.assetCatalogs.isEmpty)
  }

  @Test func lprojFilesWithoutDefaultLocalizationAreReportedOncePerTarget() {
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(
        name: "A", kind: .test, position: ManifestPosition(line: 9, column: 9)),
      directory: "Tests/A",
      entries: Self.entries("A.swift", "en.lproj/A.strings", "de.lproj/A.strings"),
      manifest: Self.manifest("5.9", defaultLocalization: nil))
    #expect(contents.resources.ownsBundle)
    #expect(contents.problems.map(\.kind) == [.missingDefaultLocalization])
    #expect(contents.problems.first?.position == ManifestPosition(line: 9, column: 9))
  }

  @Test func localizationNamesAreLowerCasedExceptBase() {
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular), directory: "Sources/A",
      entries: Self.entries(
        "en_AU.lproj/L.strings", "zh-Hans.lproj/L.strings", "Base.lproj/L.strings"),
      manifest: Self.manifest("5.9"))
    #expect(contents.resources.stringTables.first?.localizations == ["Base", "en_au", "zh-hans"])
  }

  @Test func stringCatalogLanguagesComeFromItsJSON() {
    let json =
      #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{},"ja":{}}},"b":{}},"version":"1.0"}"#
    #expect(StringTableParser.catalog(Array(json.utf8)).languages == ["de", "en", "ja"])
    #expect(StringTableParser.catalog(Array("not json".utf8)).languages.isEmpty)
    #expect(StringTableParser.catalog([]).languages.isEmpty)
    #expect(StringTableParser.catalog(Array(#"{"sourceLanguage":"fr"}"#.utf8)).languages == ["fr"])
    #expect(
      StringTableParser.catalog(Array(#"{"strings":{"a":{"localizations":{"de":{}}},"b":3}}"#.utf8))
        .languages == ["de"])
    #expect(StringTableParser.catalog(Array("[1]".utf8)).languages.isEmpty)
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular), directory: "Sources/A",
      entries: Self.entries("Localizable.xcstrings"), manifest: Self.manifest("5.9"),
      readFile: { $0 == "Sources/A/Localizable.xcstrings" ? Array(json.utf8) : nil })
    #expect(
      contents.resources.stringTables == [
        ModuleResources.StringTable(
          name: "Localizable", localizations: ["de", "en", "ja"],
          files: ["Sources/A/Localizable.xcstrings"])
      ])
  }

  @Test func toolsBefore56TreatEveryFolderWithAnExtensionAsOneItem() {
    let target = TargetDeclaration(
      name: "A", kind: .regular,
      resources: [ResourceDeclaration(path: "Pack.bundle", rule: .process)])
    let old = ResourceScanner.scan(
      target: target, directory: "",
      entries: Self.entries("Pack.bundle/a.txt", "Pack.bundle/b.txt"),
      manifest: Self.manifest("5.5"))
    #expect(old.resources.resources == ["Pack.bundle"])
    let new = ResourceScanner.scan(
      target: target, directory: "",
      entries: Self.entries("Pack.bundle/a.txt", "Pack.bundle/b.txt"),
      manifest: Self.manifest("5.6"))
    #expect(new.resources.resources == ["Pack.bundle/a.txt", "Pack.bundle/b.txt"])
  }

  /// A String Catalog is read once: the scan keeps what it parsed for its languages, and the
  /// resource index takes the keys from there, with the same result as reading the file.
  @Test func aCatalogIsParsedOnceForLanguagesAndKeys() throws {
    let json =
      #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{}}},"b":{}},"version":"1.0"}"#
    var reads: [String] = []
    let contents = ResourceScanner.scan(
      target: TargetDeclaration(name: "A", kind: .regular), directory: "Sources/A",
      entries: Self.entries("Localizable.xcstrings", "Broken.xcstrings", "Gone.xcstrings"),
      manifest: Self.manifest("5.9"),
      readFile: { path in
        reads.append(path)
        switch path {
        case "Sources/A/Localizable.xcstrings": return Array(json.utf8)
        case "Sources/A/Broken.xcstrings": return Array("{".utf8)
        default: return nil
        }
      })
    #expect(
      reads.sorted() == [
        "Sources/A/Broken.xcstrings", "Sources/A/Gone.xcstrings", "Sources/A/Localizable.xcstrings",
      ])
    // The unreadable one is left for the index to read (and report).
    #expect(
      contents.resources.parsedCatalogs.keys.sorted() == [
        "Sources/A/Broken.xcstrings", "Sources/A/Localizable.xcstrings",
      ])
    var files = InMemoryFileSystem()
    files.addFile("/p/Sources/A/Localizable.xcstrings", json)
    files.addFile("/p/Sources/A/Broken.xcstrings", "{")
    let scanned = LintRun.index(
      of: contents.resources, root: "/p", fileSystem: InMemoryFileSystem())
    let fromScan = scanned.index
    var withoutScan = contents.resources
    withoutScan.parsedCatalogs = [:]
    let fromFiles = LintRun.index(of: withoutScan, root: "/p", fileSystem: files).index
    #expect(fromScan == fromFiles)
    #expect(fromScan.tables["Localizable"]?.keys["de"]?.map(\.key) == ["a"])
    #expect(fromScan.malformed.map(\.path) == ["Sources/A/Broken.xcstrings"])
    // The one that cannot be read is the run's to report (`unreadable-file`).
    #expect(scanned.unreadable.map(\.path) == ["/p/Sources/A/Gone.xcstrings"])
  }
}
