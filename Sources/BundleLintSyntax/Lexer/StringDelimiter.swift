import BundleLintCore

extension Lexer {
  /// The delimiter of a string literal: how many `#` surround it and whether it is `"""`.
  struct StringDelimiter: Equatable {
    /// The number of `#` before the opening quote (and after the closing one); 0 for a plain string.
    var hashes: Int
    var isMultiline: Bool

    /// The flags every delimiter and segment of this literal carries.
    var flags: TokenFlags {
      var flags: TokenFlags = []
      if hashes > 0 { flags.insert(.raw) }
      if isMultiline { flags.insert(.multiline) }
      return flags
    }
  }
}
