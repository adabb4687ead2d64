import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct FindingFingerprintTests {
  static func finding(
    line: Int, text: String = "Text(\"title\")", rule: String = "text-without-module-bundle"
  )
    -> Diagnostic
  {
    Diagnostic(
      ruleID: rule, severity: .warning, message: "'Text' looks up 'title' in the main bundle",
      location: SourceLocation(
        path: "Sources/A/View.swift", offset: line * 40, line: line, column: 5),
      lineText: text)
  }

  static func fingerprints(_ findings: [Diagnostic]) -> [String] {
    FindingFingerprint.fingerprints(
      of: LintReport(
        findings: findings, rules: [], toolVersion: "0", currentDirectory: "/p", filesLinted: 1,
        filesScanned: 1))
  }

  @Test func movingAFindingDownKeepsItsFingerprint() {
    let before = Self.fingerprints([Self.finding(line: 12)])
    let after = Self.fingerprints([Self.finding(line: 15)])
    #expect(before == after)
  }

  @Test func indentationChangesKeepTheFingerprint() {
    #expect(
      Self.fingerprints([Self.finding(line: 3, text: "Text(\"title\")  .bold()")])
        == Self.fingerprints([Self.finding(line: 3, text: "Text(\"title\")\t.bold()")]))
  }

  @Test func identicalLinesGetDifferentFingerprints() {
    let prints = Self.fingerprints([Self.finding(line: 12), Self.finding(line: 20)])
    #expect(prints.count == 2)
    #expect(prints[0] != prints[1])
    #expect(prints[0].hasSuffix(":1"))
    #expect(prints[1].hasSuffix(":2"))
  }

  @Test func ruleAndTextAndPathMatter() {
    let base = Self.fingerprints([Self.finding(line: 1)])[0]
    #expect(Self.fingerprints([Self.finding(line: 1, rule: "other")])[0] != base)
    #expect(Self.fingerprints([Self.finding(line: 1, text: "Text(\"other\")")])[0] != base)
    var moved = Self.finding(line: 1)
    moved.location.path = "Sources/B/View.swift"
    #expect(Self.fingerprints([moved])[0] != base)
  }

  /// The documented recipe, written again here without the code under test: FNV-1a 64 over the
  /// rule id, the displayed path and the line text with blank runs trimmed and collapsed to one
  /// space (the message when there is no line text), each followed by a NUL; 16 hex digits.
  static func recipe(rule: String, path: String, text: String) -> String {
    let blanks: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]
    let collapsed = text.utf8.split(whereSeparator: blanks.contains)
      .map { Array($0) }.joined(separator: [0x20])
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for field in [Array(rule.utf8), Array(path.utf8), Array(collapsed)] {
      for byte in field + [0] {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  @Test(arguments: ["Text(\"title\")", "  Text( \"a\" )\t.bold()  \r\n", "", "\t \n"])
  func fingerprintFollowsTheRecipe(text: String) {
    let finding = Self.finding(line: 4, text: text)
    let expected = Self.recipe(
      rule: finding.ruleID, path: finding.location.path,
      text: text.isEmpty ? finding.message : text)
    #expect(Self.fingerprints([finding, finding]) == [expected + ":1", expected + ":2"])
  }

  /// Fingerprints are stored in baselines and SARIF files: their values must not change (values
  /// computed outside Swift, with Python, from the recipe).
  @Test(arguments: [
    ("Text(\"title\")", "e74496599b9d91b8:1"), ("  Text(\"title\")\t", "e74496599b9d91b8:1"),
    ("", "90bdc6815aaf0977:1"),
  ])
  func knownFingerprints(text: String, expected: String) {
    #expect(Self.fingerprints([Self.finding(line: 9, text: text)]) == [expected])
  }

  @Test func knownValueOfTheHash() {
    // FNV-1a 64 of "a" is af63dc4c8601ec8c; the NUL separator multiplies once more.
    #expect(FindingFingerprint.hex(FindingFingerprint.fnv1a(["a"])) == "089be207b544f1e4")
    #expect(FindingFingerprint.hex(1) == "0000000000000001")
  }
}
