/// Fingerprints that identify a finding across runs, whatever moved above it.
///
/// A fingerprint hashes the rule id, the displayed path and the finding's line text with runs of
/// white space collapsed (the message stands in when the line text is unknown), then appends
/// `:n`, where `n` counts the findings with the same hash so far (1-based, in report order). The
/// line number is not part of it, so adding lines above a finding keeps its fingerprint; two
/// findings on identical lines differ in `n`.
enum FindingFingerprint {
  /// The SARIF `partialFingerprints` key; bump the version when the recipe changes.
  static let sarifKey = "bundlelintFingerprint/v1"

  /// One fingerprint per finding of `report`, in the same order.
  static func fingerprints(of report: LintReport) -> [String] {
    var seen: [UInt64: Int] = [:]
    var paths = DisplayPaths(report)
    return report.findings.map { finding in
      let text = normalized(finding.lineText.isEmpty ? finding.message : finding.lineText)
      let hash = fnv1a([finding.ruleID, paths(finding.location.path), text])
      let occurrence = (seen[hash] ?? 0) + 1
      seen[hash] = occurrence
      return hex(hash) + ":" + String(occurrence)
    }
  }

  /// Trims and collapses every run of spaces and tabs to one space.
  static func normalized(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace {
        out.append(0x20)
        pendingSpace = false
      }
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// 64-bit FNV-1a over the UTF-8 of `fields`, each followed by a NUL so fields cannot run together.
  static func fnv1a(_ fields: [String]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for field in fields {
      for byte in field.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      hash = hash &* 0x0000_0100_0000_01b3  // the NUL separator: XOR with 0 is a no-op
    }
    return hash
  }

  /// 16 lowercase hex digits.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
