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

/// The project reader against Foundation's `PropertyListSerialization` (the oracle): the same
/// values on every project file of the fixtures; broken files are one clear error, never a trap.
@Suite struct PlistParserTests {
  static let app = PackageRoot.fixtures.appendingPathComponent(
    "XcodeProjects/App.xcodeproj/project.pbxproj")

  /// A value as text both readers can be compared on (dictionaries by sorted key).
  static func canonical(_ value: PlistValue) -> String {
    switch value {
    case .string(let text): return "s:" + text.debugDescription
    case .data(let bytes): return "d:" + bytes.map(String.init).joined(separator: ",")
    case .array(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
    case .dictionary(let dictionary):
      return "{"
        + dictionary.entries.keys.sorted().map {
          "\($0.debugDescription)=\(canonical(dictionary.entries[$0]!))"
        }
        .joined(separator: ",") + "}"
    }
  }

  static func canonical(foundation value: Any) -> String {
    switch value {
    case let text as String: return "s:" + text.debugDescription
    case let data as Data: return "d:" + data.map(String.init).joined(separator: ",")
    case let items as [Any]:
      return "[" + items.map(canonical(foundation:)).joined(separator: ",") + "]"
    case let dictionary as [String: Any]:
      return "{"
        + dictionary.keys.sorted().map {
          "\($0.debugDescription)=\(canonical(foundation: dictionary[$0]!))"
        }
        .joined(separator: ",") + "}"
    default: return "?\(value)"
    }
  }

  @Test(arguments: ["App", "Targets"])
  func readsWhatFoundationReads(project: String) throws {
    let url = PackageRoot.fixtures.appendingPathComponent(
      "XcodeProjects/\(project).xcodeproj/project.pbxproj")
    let bytes = try Array(Data(contentsOf: url))
    let ours = try PlistParser.parse(bytes)
    let oracle = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    #expect(Self.canonical(ours) == Self.canonical(foundation: oracle))
  }

  @Test func objectsKeepTheirLines() throws {
    let bytes = try Array(Data(contentsOf: Self.app))
    let project = try ProjectFile.read(bytes)
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let target = try #require(project.objects["A1000010"])
    #expect(target.isa == "PBXNativeTarget")
    #expect(lines[target.line - 1].contains("A1000010 /* App */ = {"))
    #expect(project.objects(isa: "PBXFileReference").count == 3)
    #expect(project.objects["A1000003"]?.fields["name"]?.string == "My \"quoted\" name\n")
    #expect(project.rootObject == "A1000030" && project.objectVersion == "77")
  }

  @Test(arguments: [
    ("", PlistError.empty),
    ("version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 12\n", .lfsPointer),
    ("{ a = b; }", .notAProject),
    ("{\n a = (b, c\n", .syntax(line: 3, detail: "a '(' is not closed")),
    ("{ a = \"b; }", .syntax(line: 1, detail: "a string is not closed")),
  ])
  func brokenFilesAreOneClearError(text: String, error: PlistError) {
    #expect(throws: error) { _ = try ProjectFile.read(Array(text.utf8)) }
  }

  /// Every prefix of a real project (a half-written file) is read or refused, never a trap.
  @Test func halfWrittenFilesNeverTrap() throws {
    let bytes = try Array(Data(contentsOf: Self.app))
    var refused = 0
    for end in stride(from: 0, to: bytes.count, by: 7) {
      if (try? ProjectFile.read(Array(bytes[..<end]))) == nil { refused += 1 }
    }
    #expect(refused > 0)
  }

  @Test func deepNestingIsAnError() {
    let text = String(repeating: "(", count: 100_000)
    #expect(throws: PlistError.tooDeep(line: 1)) { _ = try PlistParser.parse(Array(text.utf8)) }
  }

  /// With `BUNDLELINT_PBXPROJ_DIR=folder`, every `project.pbxproj` below the folder (real
  /// projects laid out from snapshots) is read by both readers, which must agree.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["BUNDLELINT_PBXPROJ_DIR"] != nil))
  func readsEveryRealProjectAsFoundationDoes() throws {
    let root = try #require(ProcessInfo.processInfo.environment["BUNDLELINT_PBXPROJ_DIR"])
    let files =
      FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".xcodeproj/project.pbxproj") } ?? []
    var compared = 0
    for file in files {
      let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + file))
      guard let oracle = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
        #expect(throws: PlistError.self, "\(file)") { _ = try PlistParser.parse(Array(data)) }
        continue
      }
      let ours = try PlistParser.parse(Array(data))
      #expect(Self.canonical(ours) == Self.canonical(foundation: oracle), "\(file)")
      compared += 1
    }
    print("compared \(compared) of \(files.count) project files")
    #expect(compared > 0)
  }
}

/// The targets of a project: kind, Swift sources and bundle resources, paths through the group
/// tree.
@Suite struct ProjectTargetsTests {
  @Test func targetsHaveTheirKindSourcesAndResources() throws {
    let url = PackageRoot.fixtures.appendingPathComponent(
      "XcodeProjects/Targets.xcodeproj/project.pbxproj")
    let project = try ProjectFile.read(Array(Data(contentsOf: url)))
    let targets = project.nativeTargets()
    #expect(targets.map(\.name) == ["App", "Kit", "Widget"])
    #expect(targets.map(\.kind) == [.app, .staticFramework, .appExtension])
    #expect(targets[0].swiftFiles == ["App/AppView.swift"])
    #expect(
      targets[0].resources == [
        "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings",
        "App/Assets.xcassets",
      ])
    // A group without a path adds nothing; SOURCE_ROOT starts at the project's folder.
    #expect(targets[1].swiftFiles == ["Sources/Kit/KitView.swift"])
    #expect(targets[2].swiftFiles == ["Widget/WidgetView.swift"])
  }

  @Test(
    arguments: [
      ("com.apple.product-type.framework", nil, XcodeTarget.Kind.dynamicFramework),
      ("com.apple.product-type.framework", "staticlib", .staticFramework),
      ("com.apple.product-type.bundle.unit-test", nil, .test),
      ("com.apple.product-type.tool", nil, .other),
    ] as [(String, String?, XcodeTarget.Kind)])
  func productTypesGiveKinds(productType: String, machOType: String?, kind: XcodeTarget.Kind) {
    #expect(XcodeTarget.Kind(productType: productType, machOType: machOType) == kind)
  }
}

/// Xcode 16 synchronized folders: members from the disk, exception sets both ways, and the
/// `/Localized/` form.
@Suite struct SynchronizedFolderTests {
  @Test func membersComeFromTheFolderAndItsExceptionSets() throws {
    let url = PackageRoot.fixtures.appendingPathComponent(
      "XcodeProjects/Sync/Sync.xcodeproj/project.pbxproj")
    let project = try ProjectFile.read(Array(Data(contentsOf: url)))
    let files = [
      "AppView.swift", "Shared.swift", "Debug.swift", "Info.plist", "Assets.xcassets/Contents.json",
      "Assets.xcassets/Logo.imageset/Contents.json", "en.lproj/Localizable.strings",
      "de.lproj/Localizable.strings", "Tools/tool.json",
    ]
    let targets = project.nativeTargets { folder in
      folder == "App" ? files.map { (path: $0, isDirectory: false) } : []
    }
    #expect(targets.map(\.name) == ["App", "Widget"])
    // The app: every file of the folder but its exception (Debug.swift), Info.plist, and the
    // file a build-phase exception set moves into a copy-files phase (Tools/tool.json).
    #expect(targets[0].swiftFiles == ["App/AppView.swift", "App/Shared.swift"])
    #expect(
      targets[0].resources == [
        "App/Assets.xcassets", "App/de.lproj/Localizable.strings",
        "App/en.lproj/Localizable.strings",
      ])
    // The widget lists no folder: exactly what its exception set names, every localization.
    #expect(targets[1].swiftFiles == ["App/Shared.swift"])
    #expect(
      targets[1].resources == [
        "App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings",
      ])
  }

  @Test(arguments: [
    ("/Localized/Localizable.strings", "fr.lproj/Localizable.strings", true),
    ("/Localized: Sub/Dir/Localizable.strings", "Sub/Dir/de.lproj/Localizable.strings", true),
    ("/Localized: Sub/Dir/Localizable.strings", "Other/de.lproj/Localizable.strings", false),
    ("Shared.swift", "Shared.swift", true),
    ("Shared.swift", "Sub/Shared.swift", false),
    ("/Localized/Localizable.strings", "Localizable.strings", false),
    ("/Localized/Localizable.strings", "fr.lproj", false),
    ("/Localized/Localizable.strings", "x.lprojx/Localizable.strings", false),
    ("/Localized: Sub/Localizable.strings", "Sub/pt-BR.lproj/Localizable.strings", true),
  ])
  func exceptionsNameFiles(exception: String, file: String, names: Bool) {
    #expect(ProjectFile.exception(exception, names: file) == names)
    // The set of a target's exceptions names what one of them names.
    #expect(ProjectFile.namedByAny(of: [exception, "Other.swift"])(file) == names)
    #expect(ProjectFile.namedByAny(of: ["Other.swift", exception])(file) == names)
    #expect(!ProjectFile.namedByAny(of: [])(file))
  }

  @Test func aLocalizedFolderIsFoundByItsBytes() {
    #expect(ProjectFile.hasLocalizedFolder("fr.lproj/Localizable.strings"))
    #expect(ProjectFile.hasLocalizedFolder("Sub/Dir/de.lproj/x"))
    #expect(!ProjectFile.hasLocalizedFolder("fr.lproj"))
    #expect(!ProjectFile.hasLocalizedFolder("Sub/lproj/x"))
    #expect(!ProjectFile.hasLocalizedFolder(""))
  }

  @Test(arguments: ["a/b.swift", "a/b/", "/", "", "a..", "...", "x/Info.plist", ".hidden", "a//b"])
  func theLastPartIsTheLastOfTheSplit(text: String) {
    for separator: Character in ["/", "."] {
      #expect(
        ProjectFile.lastPart(of: Substring(text), after: separator)
          == text.split(separator: separator).last)
    }
  }

  /// Where a synchronized folder's file lands, by its name: read on bytes for an ASCII path,
  /// by characters otherwise, with the same answers.
  @Test(arguments: [
    ("App/View.swift", ProjectFile.Phase?.some(.sources)), ("a/b/", nil), ("/", nil), ("", nil),
    ("App/Info.plist", nil), ("App/Info_Store.plist", nil), ("App/Settings.plist", .resources),
    ("Assets.xcassets", .resources), ("App/Assets.xcassets/", .resources), ("a..", nil),
    ("App/en.lproj/Localizable.strings", .resources), ("Makefile", nil), ("x.SWIFT", nil),
    ("Ünïcode/Vïew.swift", .sources), ("Ünïcode/Info.plist", nil), ("Café/Logo.png", .resources),
    ("Info\u{301}.plist", .resources), ("Info.plist.", .resources), ("tool.json", .resources),
  ])
  func filesLandInThePhaseOfTheirType(path: String, phase: ProjectFile.Phase?) {
    #expect(ProjectFile.phase(of: path) == phase)
  }

  @Test func localizedExceptionsNameEveryLocalizationInTheirFolder() {
    let named = ProjectFile.namedByAny(of: [
      "/Localized/Main.strings", "/Localized: Sub/Dir/Localizable.strings", "A.swift",
    ])
    #expect(named("en.lproj/Main.strings"))
    #expect(!named("Sub/en.lproj/Main.strings"))
    #expect(named("Sub/Dir/fr.lproj/Localizable.strings"))
    #expect(!named("Sub/fr.lproj/Localizable.strings"))
    #expect(!named("Sub/Dir/fr/Localizable.strings"))
    #expect(named("A.swift"))
    #expect(!named("B/A.swift"))
  }
}
