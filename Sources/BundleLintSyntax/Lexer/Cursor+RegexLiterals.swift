import BundleLintCore

extension Lexer.Cursor {
  /// Where a bare regex literal `/…/` starting at the cursor ends, or `nil` when it is not one.
  ///
  /// Like Swift, the literal must close on the same line and must not start with a space or tab.
  /// It also must not end with a space or tab, nor contain an unbalanced `)` outside `[…]` (so
  /// the operator reference in `reduce(1, /) / 2` stays an operator); escapes are skipped. In
  /// doubt it is not a regex: a phantom literal would hide the code after it.
  func bareRegexEnd() -> Int? {
    var index = position + 1
    let end = bytes.count
    guard index < end, !Self.isHorizontalSpace(bytes[index]) else { return nil }
    var parens = 0
    // Depth of custom character classes `[…]`, where parentheses are literal.
    var classes = 0
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        return nil
      case UInt8(ascii: "\\"):
        index += 1
        if index < end, bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
          return nil
        }
        index += 1
      case UInt8(ascii: "["):
        classes += 1
        index += 1
      case UInt8(ascii: "]"):
        classes = max(0, classes - 1)
        index += 1
      case UInt8(ascii: "("):
        if classes == 0 { parens += 1 }
        index += 1
      case UInt8(ascii: ")"):
        if classes == 0 { parens -= 1 }
        if parens < 0 { return nil }
        index += 1
      case UInt8(ascii: "/"):
        if Self.isHorizontalSpace(bytes[index - 1]) { return nil }
        return index + 1
      default:
        index += 1
      }
    }
    return nil
  }

  /// Where an extended regex literal `#/…/#` with `hashes` `#`s starting at the cursor ends.
  ///
  /// When only whitespace follows the opening delimiter on its line, the literal may span lines;
  /// otherwise it ends at the line break. Escapes are skipped.
  /// - Returns: the end, and whether the closing delimiter was found.
  func extendedRegexEnd(hashes: Int) -> (end: Int, closed: Bool) {
    let end = bytes.count
    var index = position + hashes + 1
    var probe = index
    while probe < end, Self.isHorizontalSpace(bytes[probe]) { probe += 1 }
    let isMultiline =
      probe >= end || bytes[probe] == UInt8(ascii: "\n") || bytes[probe] == UInt8(ascii: "\r")
    while index < end {
      let byte = bytes[index]
      if (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) && !isMultiline {
        return (index, false)
      }
      if byte == UInt8(ascii: "\\") {
        index += 1
        if index < end, !isMultiline,
          bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
        {
          return (index, false)
        }
        index = min(index + 1, end)
        continue
      }
      if byte == UInt8(ascii: "/") {
        var hashEnd = index + 1
        while hashEnd < end, hashEnd - index - 1 < hashes, bytes[hashEnd] == UInt8(ascii: "#") {
          hashEnd += 1
        }
        if hashEnd - index - 1 == hashes { return (hashEnd, true) }
      }
      index += 1
    }
    return (end, false)
  }
}
