import BundleLintCore

extension Lexer {
  /// What the tokenizer is inside of, kept on an explicit stack instead of recursion.
  ///
  /// The bottom of the stack (an empty stack) is ordinary code.
  enum Mode {
    /// The body of a string literal; `openIndex` is the index of its `.stringOpen` token, which is
    /// flagged `.unterminated` when the literal never closes.
    case string(StringDelimiter, openIndex: Int)
    /// Code inside `\( … )`; `parens` counts the `(` opened inside and not yet closed.
    case interpolation(StringDelimiter, parens: Int)
  }
}
