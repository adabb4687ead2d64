import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Fingerprints that identify a finding across runs, whatever moved above it.
///
/// A fingerprint hashes the rule id, the displayed path and the finding's line text with runs of
/// white space collapsed (the message stands in when the line text is unknown), then appends
/// `:n`, where `n` counts the findings with the same hash so far (1-based, in report order). The
/// line number is not part of it, so adding lines above a finding keeps its fingerprint; two
/// findings on identical lines differ in `n`.
struct FindingFingerprint {
  /// The SARIF `partialFingerprints` key; bump the version when the recipe changes.
  static let sarifKey: StaticString = "bundlelintFingerprint/v1"

  private var seen: [UInt64: Int] = [:]
  private var paths: DisplayPaths

  /// Ready to fingerprint the findings of `report`, one by one in report order.
  init(_ report: LintReport) {
    paths = DisplayPaths(report)
  }

  /// The fingerprint of `finding`, the next finding of the report.
  mutating func callAsFunction(_ finding: Diagnostic) -> String {
    var fnv = FNV1a()
    Self.add(finding.ruleID, to: &fnv)
    Self.add(paths(finding.location.path), to: &fnv)
    let text = finding.lineText.isEmpty ? finding.message : finding.lineText
    text.forEachCollapsedBlankByte { fnv.add($0) }
    fnv.add(0)
    let hash = fnv.value
    seen[hash, default: 0] += 1
    return Self.text(hash, seen[hash, default: 1])
  }

  /// One fingerprint per finding of `report`, in the same order.
  static func fingerprints(of report: LintReport) -> [String] {
    var fingerprint = FindingFingerprint(report)
    return report.findings.map { fingerprint($0) }
  }

  /// 64-bit FNV-1a over the UTF-8 of `fields`, each followed by a NUL so fields cannot run together.
  static func fnv1a(_ fields: [String]) -> UInt64 {
    var hash = FNV1a()
    for field in fields { add(field, to: &hash) }
    return hash.value
  }

  /// 16 lowercase hex digits.
  static func hex(_ value: UInt64) -> String {
    String(unsafeUninitializedCapacity: 16) { out in
      writeHex(value, to: out)
      return 16
    }
  }

  /// Hashes `field` and the NUL after it.
  private static func add(_ field: String, to hash: inout FNV1a) {
    ReportBuffer.withUTF8(field) { hash.add($0) }
    hash.add(0)
  }

  /// `hash` in hex, a colon and `occurrence` (at least 1) in decimal.
  private static func text(_ hash: UInt64, _ occurrence: Int) -> String {
    var digitCount = 1
    var rest = occurrence / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    return String(unsafeUninitializedCapacity: 17 + digitCount) { out in
      writeHex(hash, to: out)
      out[16] = UInt8(ascii: ":")
      var rest = occurrence
      for index in (17..<17 + digitCount).reversed() {
        out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      }
      return 17 + digitCount
    }
  }

  private static func writeHex(_ value: UInt64, to out: UnsafeMutableBufferPointer<UInt8>) {
    let digits: StaticString = "0123456789abcdef"
    for index in 0..<16 {
      out[index] = digits.utf8Start[Int(truncatingIfNeeded: value >> (60 - 4 * index)) & 0xF]
    }
  }
}
