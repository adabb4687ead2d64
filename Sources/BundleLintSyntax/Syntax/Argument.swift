import BundleLintCore

/// One argument of a call.
package struct Argument: Hashable, Sendable {
  /// The label, or nil for an unlabelled argument (an unlabelled trailing closure too).
  package var label: String?
  /// Byte offset of the label (nil when unlabelled).
  package var labelOffset: Int?
  /// Bytes of the value expression, trimmed of surrounding trivia. For a trailing closure:
  /// from `{` to `}` inclusive.
  package var valueRange: Range<Int>
  package var isTrailingClosure: Bool
  /// What the value is, when it is a string literal or `LocalizedStringKey("…")`.
  package var literal: StringLiteralInfo?

  package init(
    label: String?, labelOffset: Int?, valueRange: Range<Int>, isTrailingClosure: Bool,
    literal: StringLiteralInfo?
  ) {
    self.label = label
    self.labelOffset = labelOffset
    self.valueRange = valueRange
    self.isTrailingClosure = isTrailingClosure
    self.literal = literal
  }
}

/// A string literal that is a whole argument value, or the sole argument of
/// `LocalizedStringKey("…")` that is.
package struct StringLiteralInfo: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    /// `"key"`: no interpolation.
    case plain
    /// `"\(n) items"`: text and at least one interpolation.
    case interpolated
    /// `"\(title)"`: interpolations only, no text.
    case interpolationOnly
    /// `""`.
    case empty
  }

  /// Where the text lives: a string, or a range of the file's bytes, decoded when read, so that
  /// literals nested in each other's interpolations (`Text("\(Text("\(…)"))")`) share the source
  /// instead of each copying everything inside them.
  private enum TextStorage: Sendable {
    case string(String)
    case source([UInt8], Range<Int>)
  }

  package var kind: Kind
  /// `#"…"#`.
  package var isRaw: Bool
  /// `"""…"""`.
  package var isMultiline: Bool
  /// Wrapped in `LocalizedStringKey(…)`.
  package var isLocalizedStringKey: Bool
  private var storage: TextStorage
  /// Whether a letter, digit or non-ASCII character stands outside the interpolations (the
  /// literal reads as words, not only as interpolated values); known without reading the text.
  package private(set) var hasWordsOutsideInterpolations: Bool

  /// The literal's text between the delimiters with interpolations written as `\(…)`
  /// (raw source, escapes not decoded). For a multi-line literal: the source lines as written.
  package var text: String {
    get {
      switch storage {
      case .string(let text): return text
      case .source(let bytes, let range): return String(decoding: bytes[range], as: UTF8.self)
      }
    }
    set {
      storage = .string(newValue)
      hasWordsOutsideInterpolations = Self.hasWords(in: newValue, kind: kind)
    }
  }

  package init(kind: Kind, isRaw: Bool, isMultiline: Bool, isLocalizedStringKey: Bool, text: String)
  {
    self.kind = kind
    self.isRaw = isRaw
    self.isMultiline = isMultiline
    self.isLocalizedStringKey = isLocalizedStringKey
    self.storage = .string(text)
    self.hasWordsOutsideInterpolations = Self.hasWords(in: text, kind: kind)
  }

  /// A literal whose text is `source[textRange]` (within `source`), read only when asked for.
  init(
    kind: Kind, isRaw: Bool, isMultiline: Bool, isLocalizedStringKey: Bool, source: [UInt8],
    textRange: Range<Int>, hasWords: Bool
  ) {
    self.kind = kind
    self.isRaw = isRaw
    self.isMultiline = isMultiline
    self.isLocalizedStringKey = isLocalizedStringKey
    self.storage = .source(source, textRange)
    self.hasWordsOutsideInterpolations = hasWords
  }

  /// The length of the text in UTF-8 bytes, without reading it.
  package var textByteCount: Int {
    switch storage {
    case .string(let text): text.utf8.count
    case .source(_, let range): range.count
    }
  }

  /// The text, or its first `limit` bytes (whole characters) and `true` when it is longer: for
  /// messages, which need not quote a literal of a hundred kilobytes.
  package func textPrefix(maxBytes limit: Int) -> (text: String, isCut: Bool) {
    let bytes: [UInt8]
    let range: Range<Int>
    switch storage {
    case .string(let text):
      guard text.utf8.count > limit else { return (text, false) }
      bytes = Array(text.utf8)
      range = 0..<bytes.count
    case .source(let source, let textRange):
      guard textRange.count > limit else {
        return (String(decoding: source[textRange], as: UTF8.self), false)
      }
      bytes = source
      range = textRange
    }
    let end = SourceLocationConverter.characterBoundary(
      atOrBefore: range.lowerBound + limit, after: range.lowerBound, in: bytes)
    return (String(decoding: bytes[range.lowerBound..<end], as: UTF8.self), true)
  }

  /// Whether a literal of `kind` with source text `text` has a word character outside its
  /// `\(…)` interpolations.
  static func hasWords(in text: String, kind: Kind) -> Bool {
    switch kind {
    case .plain: return true
    case .empty, .interpolationOnly: return false
    case .interpolated: break
    }
    let bytes = Array(text.utf8)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\\") {
        var j = i + 1
        while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: "(") {
          var depth = 0
          while j < bytes.count {
            if bytes[j] == UInt8(ascii: "(") { depth += 1 }
            if bytes[j] == UInt8(ascii: ")") {
              depth -= 1
              if depth == 0 { break }
            }
            j += 1
          }
          i = j + 1
          continue
        }
      }
      if isWordByte(bytes[i]) { return true }
      i += 1
    }
    return false
  }

  /// A letter, a digit, or a byte of a non-ASCII character.
  static func isWordByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || byte >= 0x80
  }

  package static func == (a: StringLiteralInfo, b: StringLiteralInfo) -> Bool {
    a.kind == b.kind && a.isRaw == b.isRaw && a.isMultiline == b.isMultiline
      && a.isLocalizedStringKey == b.isLocalizedStringKey && a.text == b.text
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(isRaw)
    hasher.combine(isMultiline)
    hasher.combine(isLocalizedStringKey)
    hasher.combine(text)
  }
}
