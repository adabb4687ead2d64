import BundleLintCore

extension CallScanner {
  /// The types whose declared variables make a string literal into a lookup: the literal is the
  /// key of `init(stringLiteral:)`, which looks it up in the main bundle.
  static let literalLookupTypes: Set<String> = [
    "LocalizedStringResource", "LocalizedStringResource?", "Foundation.LocalizedStringResource",
    "Foundation.LocalizedStringResource?",
  ]

  /// `static var title: LocalizedStringResource = "Start Workout"`: a literal that the declared
  /// type makes into a value, filed as a call of the type (its name as the callee, at the type's
  /// first byte) with the literal as its one unlabelled argument (`CallSite.Form.typedValue`), so
  /// that rules read it as they read `LocalizedStringResource("Start Workout")`. Only a whole
  /// value: a literal without interpolation that ends the statement (`= "a" + b` is no lookup
  /// of `a`). `typeFirst...typeLast` are the type's tokens, `equals` the `=` after them;
  /// `testing` tells that the variable is of a testing SPI (read as preview code).
  mutating func typedValue(typeFirst: Int, typeLast: Int, equals: Int, testing: Bool = false) {
    guard patternFrame == nil, attributeDepth == 0,
      Self.literalLookupTypes.contains(compact(typeFirst, typeLast))
    else { return }
    let open = equals + 1
    guard kind(open) == .stringOpen else { return }
    var close = open + 1
    var hasText = false
    var hasWords = false
    while kind(close) == .stringSegment {
      hasText = hasText || segmentHasText(close)
      hasWords = hasWords || slice(range(close)).contains(where: StringLiteralInfo.isWordByte)
      close += 1
    }
    guard kind(close) == .stringClose else { return }
    let next = close + 1
    guard
      next >= tokens.count || tokens[next].newlineBefore || kind(next) == .semicolon
        || kind(next) == .rightBrace
    else { return }
    let opener = tokens[open]
    let textStart = range(open).upperBound
    let multiline = opener.flags.contains(.multiline)
    let literal = StringLiteralInfo(
      kind: hasText ? .plain : .empty, isRaw: opener.flags.contains(.raw),
      isMultiline: multiline, isLocalizedStringKey: false, source: source,
      textRange: literalTextRange(
        textStart..<max(textStart, range(close).lowerBound), multiline: multiline),
      hasWords: hasWords)
    let value = Argument(
      label: nil, labelOffset: nil, valueRange: range(open).lowerBound..<range(close).upperBound,
      isTrailingClosure: false, literal: literal)
    calls.append(
      CallSite(
        callee: "LocalizedStringResource", calleeOffset: range(typeFirst).lowerBound,
        form: .typedValue, receiver: nil, openParen: nil, closeParen: nil, arguments: [value],
        conditions: conditions.recorded, isInPreview: previewDepth > 0 || testing))
    callStart.append(typeFirst)
  }

  /// Whether string segment `token` holds text: any byte, or in a multi-line literal any byte
  /// other than blanks and line breaks (its indentation and line ends are no text).
  @inline(__always) func segmentHasText(_ token: Int) -> Bool {
    guard !range(token).isEmpty else { return false }
    guard tokens[token].flags.contains(.multiline) else { return true }
    return slice(range(token)).contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
  }
}
