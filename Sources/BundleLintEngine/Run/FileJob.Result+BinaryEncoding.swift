import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension FileJob.Result {
  /// Whether `write(to:patterns:)` can write the result: its look-alike checks name only
  /// patterns of `patterns`.
  func isEncodable(with patterns: [CallPattern: Int]) -> Bool {
    (lookalikes ?? []).allSatisfy { lookalike in
      guard case .call(_, _, let pattern)? = lookalike else { return true }
      return patterns[pattern] != nil
    }
  }

  /// Writes 0 for the empty result (most files spell no trigger word: one byte), else 1,
  /// whether the file was lexed, the suppressed count, whether a check reported something,
  /// the dependencies, the findings with their count, their look-alike checks after a flag
  /// (one for each finding, call patterns by their index in `patterns`), then the facts. For a
  /// result that `isEncodable(with: patterns)`.
  func write(to writer: inout ByteWriter, patterns: [CallPattern: Int]) {
    if !lexed, diagnostics.isEmpty, facts == FileJob.FileFacts(), suppressed == 0,
      !hadFindings, dependsOn.isEmpty
    {
      writer.byte(0)
      return
    }
    writer.byte(1)
    writer.bool(lexed)
    writer.int(suppressed)
    writer.bool(hadFindings)
    writer.int(dependsOn.rawValue)
    writer.unsigned(UInt64(diagnostics.count))
    for diagnostic in diagnostics { diagnostic.write(to: &writer) }
    writer.bool(lookalikes != nil)
    for lookalike in lookalikes ?? [] {
      LookalikeCheck.write(lookalike, to: &writer, patterns: patterns)
    }
    facts.write(to: &writer)
  }

  /// The result `write(to:patterns:)` wrote, with the same `patterns` as a list.
  init(reading reader: inout ByteReader, patterns: [CallPattern]) throws(BinaryDecodingError) {
    self.init()
    guard try reader.bool() else {
      lexed = false
      return
    }
    lexed = try reader.bool()
    suppressed = try reader.int()
    hadFindings = try reader.bool()
    dependsOn = CheckDependencies(rawValue: try reader.int())
    for _ in 0..<(try reader.count()) { diagnostics.append(try Diagnostic(reading: &reader)) }
    if try reader.bool() {
      var checks: [LookalikeCheck?] = []
      for _ in diagnostics.indices {
        checks.append(try LookalikeCheck(reading: &reader, patterns: patterns))
      }
      lookalikes = checks
    }
    facts = try FileJob.FileFacts(reading: &reader)
  }
}
