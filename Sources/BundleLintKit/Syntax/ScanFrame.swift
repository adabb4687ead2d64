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
  var open: Int {
    get { Int(_open) }
    set { _open = Int32(truncatingIfNeeded: newValue) }
  }
  private var _open: Int32
  var role: Role = .plain

  // Argument or parameter being collected (significant-token indices, -1 when empty).
  var argFirst: Int {
    get { Int(_argFirst) }
    set { _argFirst = Int32(truncatingIfNeeded: newValue) }
  }
  private var _argFirst: Int32 = -1
  var argLast: Int {
    get { Int(_argLast) }
    set { _argLast = Int32(truncatingIfNeeded: newValue) }
  }
  private var _argLast: Int32 = -1
  var argCount: Int {
    get { Int(_argCount) }
    set { _argCount = Int32(truncatingIfNeeded: newValue) }
  }
  private var _argCount: Int32 = 0
  /// Significant index of the argument's label, -1 when unlabelled.
  var labelToken: Int {
    get { Int(_labelToken) }
    set { _labelToken = Int32(truncatingIfNeeded: newValue) }
  }
  private var _labelToken: Int32 = -1

  /// The last string literal (or `LocalizedStringKey("…")`) completed directly in this frame.
  var literalFirst: Int {
    get { Int(_literalFirst) }
    set { _literalFirst = Int32(truncatingIfNeeded: newValue) }
  }
  private var _literalFirst: Int32 = -1
  var literalLast: Int {
    get { Int(_literalLast) }
    set { _literalLast = Int32(truncatingIfNeeded: newValue) }
  }
  private var _literalLast: Int32 = -1
  /// Index in the scanner's `literals`, -1 for none.
  var literalIndex: Int {
    get { Int(_literalIndex) }
    set { _literalIndex = Int32(truncatingIfNeeded: newValue) }
  }
  private var _literalIndex: Int32 = -1

  /// For a call's argument list: where its arguments start in the scanner's `pendingArguments`.
  var argumentBase: Int {
    get { Int(_argumentBase) }
    set { _argumentBase = Int32(truncatingIfNeeded: newValue) }
  }
  private var _argumentBase: Int32 = 0

  /// A declaration or statement head waiting for its body.
  var head: ScanHead?

  // String frames.
  var hasText = false
  /// Whether a letter, digit or non-ASCII byte stands in the text outside interpolations.
  var hasWords = false
  var interpolations: Int {
    get { Int(_interpolations) }
    set { _interpolations = Int32(truncatingIfNeeded: newValue) }
  }
  private var _interpolations: Int32 = 0

  init(kind: Kind, open: Int, role: Role = .plain) {
    self.kind = kind
    self._open = Int32(truncatingIfNeeded: open)
    self.role = role
  }
}
