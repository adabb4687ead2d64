import Foundation
import Testing

/// The resource cross-checks end to end on `Tests/Fixtures/Contents`: keys and assets read
/// from `.strings` (UTF-8 and UTF-16), `.stringsdict`, `.xcstrings` and namespaced catalogs.
@Suite struct ResourceContentsTests {
  static let view = "Sources/Feature/FeatureView.swift"
  static let widget = "Sources/Widgets/Widget.swift"

  /// The fixture, with Feature's German table written as UTF-16 LE with a BOM.
  static func package(configuration: String? = nil) throws -> TemporaryPackage {
    let package = try TemporaryPackage(copying: "Contents")
    let german =
      "/* Feature */\n\"feature.title\" = \"Funktion\";\n\"feature.de.only\" = \"Nur hier\";\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in german.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let folder = package.root.appendingPathComponent("Sources/Feature/Resources/de.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(bytes).write(to: folder.appendingPathComponent("Localizable.strings"))
    if let configuration { try package.write(".bundlelint.json", configuration) }
    return package
  }

  /// `path:line: severity [rule]` for each finding (notes of findings left out).
  static func findings(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").compactMap { line in
      guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
      let parts = line.split(separator: ":", maxSplits: 4)
      guard parts.count == 5 else { return nil }
      let severity = parts[3].trimmingCharacters(in: .whitespaces)
      return "\(parts[0]):\(parts[1]) \(severity) \(line[open...])"
    }
  }

  @Test func everyCheckFiresWhereItShouldAndNowhereElse() throws {
    let package = try Self.package()
    // The full layout prints the evidence note.
    let result = try BinaryRunner.run(["--format", "full", "."], in: package.root)
    #expect(
      Self.findings(result.stdout) == [
        "\(Self.view):9 warning [unknown-localization-key]",
        "\(Self.view):13 warning [unknown-localization-key]",
        "\(Self.view):15 warning [unknown-asset]",
        "\(Self.view):16 error [localized-string-missing-bundle]",
        "\(Self.view):17 warning [resource-in-other-module]",
        "\(Self.widget):5 warning [resource-in-other-module]",
      ], "\(result.stdout)")
    #expect(result.stdout.contains("did you mean 'feature.title'?"))
    #expect(
      result.stdout.contains(
        "'trash' is in module DesignSystem's asset catalog; this 'Image' call looks in the main bundle"
      ))
    #expect(result.stdout.contains("pass 'bundle: .designSystem'"))
    #expect(
      result.stdout.contains(
        "note: 'feature.title' is in this module's Localizable.strings; this call looks in the main bundle, so it is certain to miss it"
      ))
    // 'host.greeting' is in no table of the package: adding the bundle would change nothing.
    #expect(!result.stdout.contains("host.greeting"))
    #expect(result.status == 1)
  }

  @Test func theOptInRuleReportsLookupsNothingInThePackageHasUnlessHostProvided() throws {
    let optIn = #""optIn": ["lookup-outside-package"]"#
    let package = try Self.package(configuration: "{\(optIn)}")
    let found = Self.findings(try BinaryRunner.run(["."], in: package.root).stdout)
    #expect(found.contains("\(Self.view):18 warning [lookup-outside-package]"))
    #expect(found.count == 7)
    try package.write(".bundlelint.json", #"{\#(optIn), "hostProvided": ["Feature"]}"#)
    let hosted = Self.findings(try BinaryRunner.run(["."], in: package.root).stdout)
    #expect(!hosted.contains("\(Self.view):18 warning [lookup-outside-package]"))
    #expect(hosted.contains("\(Self.view):16 error [localized-string-missing-bundle]"))
    #expect(hosted.count == 6)
  }

  @Test func hostProvidedIsCheckedStrictly() throws {
    let package = try Self.package(configuration: #"{"hostProvided": "Feature"}"#)
    let result = try BinaryRunner.run(["."], in: package.root)
    #expect(result.status == 2)
    #expect(result.stderr.contains("'hostProvided' must be an array, not a string"))
  }

  @Test func eachCheckCanBeSwitchedOff() throws {
    let ids = ["unknown-localization-key", "unknown-asset", "resource-in-other-module"]
    let rules = ids.map { "\"\($0)\": {\"enabled\": false}" }.joined(separator: ", ")
    let package = try Self.package(configuration: "{\"rules\": {\(rules)}}")
    let result = try BinaryRunner.run(["."], in: package.root)
    // Without the cross-module rule, the missing-bundle rule reports the call and names the module
    // that has the image.
    #expect(
      Self.findings(result.stdout) == [
        "\(Self.view):16 error [localized-string-missing-bundle]",
        "\(Self.view):17 warning [asset-missing-bundle]",
      ], "\(result.stdout)")
    #expect(result.stdout.contains("note: 'trash' is in module DesignSystem's asset catalog"))
  }

  @Test func optInChecksReadTheUTF16Table() throws {
    let package = try Self.package(
      configuration: #"{"optIn": ["missing-localization", "unused-localization-key"]}"#)
    let result = try BinaryRunner.run(["."], in: package.root)
    let english = "Sources/Feature/Resources/en.lproj/Localizable.strings"
    let found = Self.findings(result.stdout)
    #expect(found.contains("\(english):3 note [missing-localization]"), "\(result.stdout)")
    #expect(found.contains("\(english):3 note [unused-localization-key]"))
    #expect(!found.contains { $0.hasPrefix("\(english):2 ") })
    #expect(result.stdout.contains("but not in 'de'"))
  }
}

extension ResourceContentsTests {
  /// A table the app's two extensions both copy, written with a doubled byte-order mark: one
  /// finding for the file, which names the mark instead of printing it.
  @Test func aBrokenFileSeveralTargetsHoldIsReportedOnceInVisibleWords() throws {
    let project = try TemporaryPackage(copying: "XcodeProjects/Helpers")
    let pbxproj = "Helpers.xcodeproj/project.pbxproj"
    let text = try project.read(pbxproj)
      .replacingOccurrences(
        of: "E0000055 = {isa = PBXBuildFile; fileRef = E0000031; };",
        with: """
          E0000055 = {isa = PBXBuildFile; fileRef = E0000031; };
          E0000058 = {isa = PBXBuildFile; fileRef = E0000011; };
          E0000059 = {isa = PBXBuildFile; fileRef = E0000011; };
          E0000066 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (E0000059, ); };
          """
      )
      .replacingOccurrences(of: "files = (E0000055, );", with: "files = (E0000055, E0000058, );")
      .replacingOccurrences(
        of: "buildPhases = (E0000063, ); name = Share;",
        with: "buildPhases = (E0000063, E0000066, ); name = Share;")
    try project.write(pbxproj, text)
    let table = project.root.appendingPathComponent("App/de.lproj/Localizable.strings")
    let bytes = [UInt8](try Data(contentsOf: table))
    try Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + bytes).write(to: table)

    let run = try BinaryRunner.run(["--format", "concise", "."], in: project.root)
    let reports = run.stdout.split(separator: "\n").filter { $0.contains("[malformed-resource]") }
    #expect(
      reports == [
        "App/de.lproj/Localizable.strings:1:1: warning: 'App/de.lproj/Localizable.strings' cannot be read: expected a quoted key, found a second byte-order mark (U+FEFF), so its keys, assets or font names are missing at run time; fix the file [malformed-resource]"
      ], "\(run.stdout)")
    #expect(!run.stdout.unicodeScalars.contains("\u{FEFF}"))
  }
}
