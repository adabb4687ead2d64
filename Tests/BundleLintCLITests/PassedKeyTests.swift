import Foundation
import Testing

/// Keys that reach a lookup through a stored `LocalizedStringKey`, end to end on
/// `Tests/Fixtures/PassedKeys` (a design system whose views store the keys callers pass, a
/// feature module that passes keys of its own tables, and the app's table beside the package):
/// each line marked `// bug` is reported at the lookup, each marked `// fine` is not.
@Suite struct PassedKeyTests {
  static let root = "Tests/Fixtures/PassedKeys/LocalPackages/Kit/Sources/"
  static let files = ["DesignSystem/CircleButton.swift", "DesignSystem/Banner.swift"]

  /// `file:line severity [rule]` of each lookup finding in `files` (notes left out, and the
  /// declaration finding of `wrapper-without-bundle-parameter` on `Banner.init`, which speaks
  /// of any public key wrapper).
  static func findings(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(Self.root), line.hasSuffix("]"), !line.contains(": note: "),
        !line.hasSuffix("[wrapper-without-bundle-parameter]")
      else { return nil }
      let parts = line.dropFirst(Self.root.count).split(separator: ":", maxSplits: 4)
      guard Self.files.contains(String(parts[0])) else { return nil }
      let rule = line[line.lastIndex(of: "[")!...]
      return "\(parts[0]):\(parts[1]) \(parts[3].trimmingCharacters(in: .whitespaces)) \(rule)"
    }
  }

  /// `file:line` of each line of `files` marked `marker`.
  static func lines(marked marker: String) throws -> [String] {
    try Self.files.flatMap { file in
      let text = try String(contentsOfFile: Self.root + file, encoding: .utf8)
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .filter { $0.element.contains(marker) }.map { "\(file):\($0.offset + 1)" }
    }
  }

  @Test func aStoredKeyIsReportedWhereCallersPassKeysOfTheirTables() throws {
    let result = try BinaryRunner.run(["Tests/Fixtures/PassedKeys"])
    let found = Self.findings(result.stdout)
    #expect(
      found == [
        "DesignSystem/Banner.swift:26 warning [localized-string-missing-bundle]",
        "DesignSystem/CircleButton.swift:16 warning [key-api-without-bundle]",
      ], "\(result.stdout)")
    let flagged = Set(found.map { String($0.split(separator: " ")[0]) })
    #expect(try Set(Self.lines(marked: "// bug")) == flagged)
    #expect(try Self.lines(marked: "// fine").allSatisfy { !flagged.contains($0) })
    #expect(result.status == 1)
  }

  @Test func theNoteNamesTheCallerAndTheFixFitsWhereTheCallersAre() throws {
    let result = try BinaryRunner.run(["Tests/Fixtures/PassedKeys"])
    // Callers in another module: the note points to the caller's literal, the fix is a bundle
    // parameter they set.
    #expect(
      result.stdout.contains(
        "Sources/Feature/Screen.swift:7:55: note: 'feature.close' is passed as 'accessibilityLabel' here, and module Feature's Localizable.strings translates it; the lookup in the main bundle misses it"
      ))
    #expect(
      result.stdout.contains(
        "so the translation of 'feature.close' that module Feature passes is never shown; take a 'bundle: Bundle? = nil' parameter beside 'accessibilityLabel'"
      ))
    // Callers in the lookup's own module: its bundle.
    #expect(
      result.stdout.contains(
        "'Text' looks up 'message' in the main bundle, so the translation of 'ds.hint' that module DesignSystem passes is never shown; add 'bundle: .module'"
      ))
  }

  @Test func theOwnModuleFixInsertsItsBundle() throws {
    let result = try BinaryRunner.run(["Tests/Fixtures/PassedKeys", "--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    let fixed = findings.filter { $0["fix"] is [String: Any] }
    #expect(fixed.count == 1)
    #expect(fixed.first?["rule"] as? String == "localized-string-missing-bundle")
  }
}
