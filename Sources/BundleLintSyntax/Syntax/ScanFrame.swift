import BundleLintCore

/// One open bracket, string or interpolation on the call scanner's explicit stack.
///
/// Plain data (no strings or arrays), so pushing, popping and reading frames costs no
/// reference counting; indices are stored in 32 bits (a file has fewer than 2^31 tokens) to keep
/// a frame small.
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
    /// A trailing closure of `calls[call]`, labelled by significant token `labelToken` (-1: none).
    case trailingClosure(call: Int, labelToken: Int)
    /// A body: of `declarations[decl]` (-1 for none), a type body (pushes a type name), and/or
    /// preview code.
    case body(decl: Int, isType: Bool, isPreview: Bool)
  }

  var kind: Kind
  /// Significant-token index of the opener (-1 for the file).
  @PackedIndex var open: Int
  var role: Role = .plain

  // Argument or parameter being collected (significant-token indices, -1 when empty).
  @PackedIndex var argFirst: Int = -1
  @PackedIndex var argLast: Int = -1
  @PackedIndex var argCount: Int = 0
  /// Significant index of the argument's label, -1 when unlabelled.
  @PackedIndex var labelToken: Int = -1

  /// The last string literal (or `LocalizedStringKey("…")`) completed directly in this frame.
  @PackedIndex var literalFirst: Int = -1
  @PackedIndex var literalLast: Int = -1
  /// Index in the scanner's `literals`, -1 for none.
  @PackedIndex var literalIndex: Int = -1

  /// For a call's argument list: where its arguments start in the scanner's `pendingArguments`.
  @PackedIndex var argumentBase: Int = 0

  /// A declaration or statement head waiting for its body.
  var head: ScanHead?

  // String frames.
  var hasText = false
  /// Whether a letter, digit or non-ASCII byte stands in the text outside interpolations.
  var hasWords = false
  @PackedIndex var interpolations: Int = 0

  @inline(__always) init(kind: Kind, open: Int, role: Role = .plain) {
    self.kind = kind
    self.open = open
    self.role = role
  }
}
