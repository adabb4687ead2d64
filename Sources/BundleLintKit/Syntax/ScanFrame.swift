/// One open bracket, string or interpolation on the call scanner's explicit stack.
struct ScanFrame {
  enum Kind: UInt8 { case file, paren, bracket, brace, string, interpolation }

  /// What an open bracket belongs to.
  enum Role {
    case plain
    /// The argument list of `calls[index]`.
    case call(Int)
    /// The parameter list of `declarations[index]`.
    case parameters(Int)
    /// A trailing closure of `calls[call]`.
    case trailingClosure(call: Int, label: String?, labelOffset: Int?)
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
  var label: String?
  var labelOffset: Int?
  /// Parameter pieces of a `.parameters` frame.
  var pieces: [ClosedRange<Int>] = []

  /// The last string literal (or `LocalizedStringKey("…")`) completed directly in this frame.
  var literalFirst = -1
  var literalLast = -1
  var literal: StringLiteralInfo?

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

/// The part of a declaration or control statement before its `{`, which decides that the brace
/// is a body and not a trailing closure.
struct ScanHead {
  enum Kind: UInt8 { case control, function, variable, type, enumCase }
  var kind: Kind
  /// Index in `declarations` (-1 for control statements).
  var decl: Int
  var sawParameters = false
  /// Enum cases: the next word names a case.
  var expectName = false
  /// Collecting a variable's type, a function's return type, or an inherited type.
  var collecting = false
  var first = -1
  var last = -1
  /// Significant-token index of the line the head started on, for enum-case line ends.
  init(kind: Kind, decl: Int) {
    self.kind = kind
    self.decl = decl
  }
}
