import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension SourceLocationConverter {
  /// The offset just after the line feed before `offset` (the start of its line), or 0.
  static func lineStart(before offset: Int, in source: [UInt8]) -> Int {
    var start = min(offset, source.count)
    while start > 0, source[start - 1] != 0x0A { start -= 1 }
    return start
  }

  /// The offset of the first line break at or after `offset`, or the end of `source`.
  static func lineEnd(after offset: Int, in source: [UInt8]) -> Int {
    var i = offset
    while i < source.count, source[i] != 0x0A, source[i] != 0x0D { i += 1 }
    return i
  }
}
