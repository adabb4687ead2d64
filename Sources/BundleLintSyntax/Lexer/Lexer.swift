import BundleLintCore

/// The hand-written Swift lexer: UTF-8 bytes in, tokens out.
///
/// Lexing never fails and never recurses per nesting level: malformed input becomes `.unknown`
/// tokens or tokens flagged `.unterminated`, and lexing goes on.
package enum Lexer {}
