import BundleLintCore

/// One significant (non-trivia) token with the facts the call scanner keeps about it.
///
/// Plain data in one 20-byte record, so the scanner holds a single array per file and reading a
/// token's facts touches one cache line.
struct ScanToken {
  /// Byte offset of the first byte, clamped to the source.
  var start: UInt32
  /// Length in bytes, clamped to the source.
  var length: UInt32
  /// For a token that ends a postfix expression, the significant index where it starts.
  var exprStart: Int32
  /// For a closing bracket: its opener. For a `>` closing generic arguments: the identifier they
  /// belong to. Else none.
  @PackedOptionalIndex var link: Int?
  var kind: TokenKind
  var flags: TokenFlags
  var keyword: SwiftKeyword
  private var bits: UInt8

  private static let newlineBit: UInt8 = 1
  private static let attachedBit: UInt8 = 2
  private static let genericBit: UInt8 = 4
  private static let directiveBit: UInt8 = 8

  init(
    token: Token, start: Int, end: Int, index: Int32, keyword: SwiftKeyword, newlineBefore: Bool,
    attached: Bool
  ) {
    self.start = UInt32(truncatingIfNeeded: start)
    self.length = UInt32(truncatingIfNeeded: end - start)
    exprStart = index
    link = nil
    kind = token.kind
    flags = token.flags
    self.keyword = keyword
    bits = (newlineBefore ? Self.newlineBit : 0) | (attached ? Self.attachedBit : 0)
  }

  /// Byte range in the source.
  @inline(__always) var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }

  /// A line break (in whitespace or a comment) sits between the previous significant token and
  /// this one.
  @inline(__always) var newlineBefore: Bool { bits & Self.newlineBit != 0 }
  /// No trivia sits between the previous significant token and this one.
  @inline(__always) var attached: Bool { bits & Self.attachedBit != 0 }
  /// Strictly inside generic angle brackets (skipped by the scan).
  @inline(__always) var inGeneric: Bool {
    get { bits & Self.genericBit != 0 }
    set { bits = newValue ? bits | Self.genericBit : bits & ~Self.genericBit }
  }
  /// Part of a `#if`/`#elseif`/`#else`/`#endif` line.
  @inline(__always) var inDirective: Bool {
    get { bits & Self.directiveBit != 0 }
    set { bits = newValue ? bits | Self.directiveBit : bits & ~Self.directiveBit }
  }
}
