/// One open bracket, string or interpolation on the call scanner's explicit stack.
///
/// Plain data (no strings or arrays), so pushing, popping and reading frames costs no
/// reference counting.
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
  var open: Int
  var role: Role = .plain

  // Argument or parameter being collected (significant-token indices, -1 when empty).
  var argFirst = -1
  var argLast = -1
  var argCount = 0
  /// Significant index of the argument's label, -1 when unlabelled.
  var labelToken = -1

  /// The last string literal (or `LocalizedStringKey("…")`) completed directly in this frame.
  var literalFirst = -1
  var literalLast = -1
  /// Index in the scanner's `literals`, -1 for none.
  var literalIndex = -1

  /// For a call's argument list: where its arguments start in the scanner's `pendingArguments`.
  var argumentBase = 0

  /// A declaration or statement head waiting for its body.
  var head: ScanHead?

  // String frames.
  var hasText = false
  var interpolations = 0

  init(kind: Kind, open: Int, role: Role = .plain) {
    self.kind = kind
    self.open = open
    self.role = role
  }
}
