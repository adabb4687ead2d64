import Testing

@testable import BundleLintKit

@Suite struct FindingFingerprintTests {
  static func finding(line: Int, text: String = "Text(\"title\")", rule: String = "text-without-module-bundle")
    -> Diagnostic
  {
    Diagnostic(
      ruleID: rule, severity: .warning, message: "'Text' looks up 'title' in the main bundle",
      location: SourceLocation(path: "Sources/A/View.swift", offset: line * 40, line: line, column: 5),
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

  @Test(arguments: ["Text(\"title\")", "  Text( \"a\" )\t.bold()  \r\n", "", "\t \n"])
  func fingerprintFollowsTheRecipe(text: String) {
    let finding = Self.finding(line: 4, text: text)
    let hashed = text.isEmpty ? finding.message : text
    let expected = FindingFingerprint.hex(
      FindingFingerprint.fnv1a([finding.ruleID, finding.location.path, hashed.collapsingBlanks()]))
    #expect(Self.fingerprints([finding, finding]) == [expected + ":1", expected + ":2"])
  }

  @Test func knownValueOfTheHash() {
    // FNV-1a 64 of "a" is af63dc4c8601ec8c; the NUL separator multiplies once more.
    #expect(FindingFingerprint.hex(FindingFingerprint.fnv1a(["a"])) == "089be207b544f1e4")
    #expect(FindingFingerprint.hex(1) == "0000000000000001")
  }
}
