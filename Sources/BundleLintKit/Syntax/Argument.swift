/// One argument of a call.
public struct Argument: Hashable, Sendable {
  /// The label, or nil for an unlabelled argument (an unlabelled trailing closure too).
  public var label: String?
  /// Byte offset of the label (nil when unlabelled).
  public var labelOffset: Int?
  /// Bytes of the value expression, trimmed of surrounding trivia. For a trailing closure:
  /// from `{` to `}` inclusive.
  public var valueRange: Range<Int>
  public var isTrailingClosure: Bool
  /// What the value is, when it is a string literal or `LocalizedStringKey("…")`.
  public var literal: StringLiteralInfo?

  public init(
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
public struct StringLiteralInfo: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
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

  public var kind: Kind
  /// `#"…"#`.
  public var isRaw: Bool
  /// `"""…"""`.
  public var isMultiline: Bool
  /// Wrapped in `LocalizedStringKey(…)`.
  public var isLocalizedStringKey: Bool
  private var storage: TextStorage

  /// The literal's text between the delimiters with interpolations written as `\(…)`
  /// (raw source, escapes not decoded). For a multi-line literal: the source lines as written.
  public var text: String {
    get {
      switch storage {
      case .string(let text): return text
      case .source(let bytes, let range): return String(decoding: bytes[range], as: UTF8.self)
      }
    }
    set { storage = .string(newValue) }
  }

  public init(kind: Kind, isRaw: Bool, isMultiline: Bool, isLocalizedStringKey: Bool, text: String) {
    self.kind = kind
    self.isRaw = isRaw
    self.isMultiline = isMultiline
    self.isLocalizedStringKey = isLocalizedStringKey
    self.storage = .string(text)
  }

  /// A literal whose text is `source[textRange]` (within `source`), read only when asked for.
  init(
    kind: Kind, isRaw: Bool, isMultiline: Bool, isLocalizedStringKey: Bool, source: [UInt8],
    textRange: Range<Int>
  ) {
    self.kind = kind
    self.isRaw = isRaw
    self.isMultiline = isMultiline
    self.isLocalizedStringKey = isLocalizedStringKey
    self.storage = .source(source, textRange)
  }

  public static func == (a: StringLiteralInfo, b: StringLiteralInfo) -> Bool {
    a.kind == b.kind && a.isRaw == b.isRaw && a.isMultiline == b.isMultiline
      && a.isLocalizedStringKey == b.isLocalizedStringKey && a.text == b.text
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(isRaw)
    hasher.combine(isMultiline)
    hasher.combine(isLocalizedStringKey)
    hasher.combine(text)
  }
}
