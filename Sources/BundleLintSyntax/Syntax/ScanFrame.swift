import BundleLintCore

/// One open bracket, string or interpolation on the call scanner's explicit stack.
///
/// Plain data (no strings or arrays), so pushing, popping and reading frames costs no
/// reference counting; indices are stored in 32 bits (a file has fewer than 2^31 tokens) to keep
/// a frame small. "Token" below means an index in the scanner's significant tokens.
///
/// | field | holds | set | cleared |
/// | --- | --- | --- | --- |
/// | `kind`, `open`, `role` | the opener and what it belongs to | on push | never |
/// | `argFirst`, `argLast` | first and last token of the argument collected | `touch` | at `,` |
/// | `argCount` | how many of its tokens stand in this frame | `touch` | at `,` |
/// | `labelToken` | that argument's label | at its `:` | at `,` |
/// | `literal…` | the last literal closed in the frame | `noteLiteral` | by the next |
/// | `argumentBase` | where the call's arguments start in `pendingArguments` | on push | never |
/// | `head` | a declaration or statement head before its `{` | `keywordStep` | `endHead` |
/// | `hasText`, `hasWords`, `interpolations` | a string frame's text | segments, `\(` | never |
///
/// Invariant, between tokens: `argFirst` and `argLast` are both set or both nil, and
/// `argFirst <= argLast`; a literal counts as the whole argument only when its tokens are
/// exactly `argFirst...argLast`.
struct ScanFrame {
  enum Kind: UInt8 { case file, paren, bracket, brace, string, interpolation }

  /// What an open bracket belongs to.
  enum Role {
    case plain
    /// An attribute's arguments (`@available(…)`): nothing inside is a call.
    case attribute
    /// The argument list of `calls[index]`.
    case call(Int)
    /// The parameter list of `declarations[index]`.
    case parameters(Int)
    /// A trailing closure of `calls[call]`, labelled by significant token `labelToken` if any.
    case trailingClosure(call: Int, labelToken: Int?)
    /// A body: of `declarations[decl]` (none for a closure or preview), a type body (pushes a type
    /// name), and/or preview code.
    case body(decl: Int?, isType: Bool, isPreview: Bool)
  }

  var kind: Kind
  /// Significant-token index of the opener (none for the file).
  @PackedOptionalIndex var open: Int?
  var role: Role = .plain

  // Argument or parameter being collected (significant-token indices, none when empty).
  @PackedOptionalIndex var argFirst: Int? = nil
  @PackedOptionalIndex var argLast: Int? = nil
  @PackedIndex var argCount: Int = 0
  /// Significant index of the argument's label, none when unlabelled.
  @PackedOptionalIndex var labelToken: Int? = nil

  /// The last string literal (or `LocalizedStringKey("…")`) completed directly in this frame.
  @PackedOptionalIndex var literalFirst: Int? = nil
  @PackedOptionalIndex var literalLast: Int? = nil
  /// Index in the scanner's `literals`, none before the frame's first literal.
  @PackedOptionalIndex var literalIndex: Int? = nil

  /// For a call's argument list: where its arguments start in the scanner's `pendingArguments`.
  @PackedIndex var argumentBase: Int = 0

  /// A declaration or statement head waiting for its body.
  var head: ScanHead?

  // String frames.
  var hasText = false
  /// Whether a letter, digit or non-ASCII byte stands in the text outside interpolations.
  var hasWords = false
  @PackedIndex var interpolations: Int = 0

  @inline(__always) init(kind: Kind, open: Int?, role: Role = .plain) {
    self.kind = kind
    self.open = open
    self.role = role
  }
}
