import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension FileSyntax {
  /// Whether the call at `callIndex` of `calls`, a modifier (`.description(…)`), continues a
  /// chain of calls in which a call of one of `names` comes before it:
  /// `StaticConfiguration(…) { … }` then `.configurationDisplayName(…)` then `.description(…)`,
  /// each modifier on the call that ends just before its dot (after blanks only). `source` is
  /// the file's bytes. Walked only for the patterns that ask (`CallPattern.chainedAfter`).
  func chain(before callIndex: Int, source: [UInt8], contains names: [String]) -> Bool {
    var current = callIndex
    // A chain longer than this is no widget configuration.
    for _ in 0..<64 {
      // A modifier on the line after the call it applies to is a member call of that call.
      guard calls[current].form != .direct,
        let end = Self.endBeforeDot(at: calls[current].calleeOffset, in: source),
        let previous = callEnding(at: end, before: current)
      else { return false }
      if names.contains(calls[previous].callee) { return true }
      current = previous
    }
    return false
  }

  /// The call before the one at `index` whose argument list or last trailing closure ends with
  /// the byte at `end`: calls are sorted by position, so it is found walking back from `index`,
  /// past the calls nested in it.
  func callEnding(at end: Int, before index: Int) -> Int? {
    var candidate = index - 1
    while candidate >= 0 {
      if calls[candidate].calleeOffset < end, Self.call(calls[candidate], endsAt: end) {
        return candidate
      }
      candidate -= 1
    }
    return nil
  }

  /// The offset of the `)` or `}` that ends what the `.` before `offset` is applied to, when
  /// only blanks stand between them.
  static func endBeforeDot(at offset: Int, in source: [UInt8]) -> Int? {
    var index = offset - 1
    func skipBlanks() {
      while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(source[index]) { index -= 1 }
    }
    skipBlanks()
    guard index >= 0, source[index] == UInt8(ascii: ".") else { return nil }
    index -= 1
    skipBlanks()
    guard index >= 0, source[index] == UInt8(ascii: ")") || source[index] == UInt8(ascii: "}")
    else { return nil }
    return index
  }

  /// Whether `call`'s argument list or its last trailing closure ends with the byte at `end`.
  static func call(_ call: CallSite, endsAt end: Int) -> Bool {
    if call.closeParen == end { return true }
    guard let last = call.arguments.last, last.isTrailingClosure else { return false }
    return last.valueRange.upperBound - 1 == end
  }
}
