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
    var hash = Self.offsetBasis
    Self.add(finding.ruleID, to: &hash)
    Self.add(paths(finding.location.path), to: &hash)
    Self.addNormalized(finding.lineText.isEmpty ? finding.message : finding.lineText, to: &hash)
    seen[hash, default: 0] += 1
    return Self.text(hash, seen[hash, default: 1])
  }

  /// One fingerprint per finding of `report`, in the same order.
  static func fingerprints(of report: LintReport) -> [String] {
    var fingerprint = FindingFingerprint(report)
    return report.findings.map { fingerprint($0) }
  }

  /// Trims and collapses every run of spaces, tabs and line breaks to one space.
  static func normalized(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    forEachNormalizedByte(of: text) { out.append($0) }
    return String(decoding: out, as: UTF8.self)
  }

  /// 64-bit FNV-1a over the UTF-8 of `fields`, each followed by a NUL so fields cannot run together.
  static func fnv1a(_ fields: [String]) -> UInt64 {
    var hash = offsetBasis
    for field in fields { add(field, to: &hash) }
    return hash
  }

  /// 16 lowercase hex digits.
  static func hex(_ value: UInt64) -> String {
    String(unsafeUninitializedCapacity: 16) { out in
      writeHex(value, to: out)
      return 16
    }
  }

  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// Hashes `field` and the NUL after it into `hash`.
  private static func add(_ field: String, to hash: inout UInt64) {
    ReportBuffer.withUTF8(field) { bytes in
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* prime
      }
    }
    hash = hash &* prime  // the NUL separator: XOR with 0 is a no-op
  }

  /// Hashes `normalized(text)` and the NUL after it into `hash`, without making that string.
  private static func addNormalized(_ text: String, to hash: inout UInt64) {
    forEachNormalizedByte(of: text) { byte in
      hash ^= UInt64(byte)
      hash = hash &* prime
    }
    hash = hash &* prime
  }

  /// Calls `body` with each byte of `text` trimmed, with each run of white space as one space.
  private static func forEachNormalizedByte(of text: String, _ body: (UInt8) -> Void) {
    ReportBuffer.withUTF8(text) { bytes in
      var started = false
      var pendingSpace = false
      for byte in bytes {
        if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
          pendingSpace = started
          continue
        }
        if pendingSpace {
          body(0x20)
          pendingSpace = false
        }
        body(byte)
        started = true
      }
    }
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
