import BundleLintCore

/// The part of a declaration or control statement before its `{`, which decides that the brace
/// is a body and not a trailing closure.
struct ScanHead {
  enum Kind: UInt8 { case control, function, variable, type, enumCase }
  var kind: Kind
  /// Index in `declarations` (none for control statements and locals).
  @PackedOptionalIndex var decl: Int?
  var sawParameters = false
  /// Enum cases: the next word names a case.
  var expectName = false
  /// Collecting a variable's type, a function's return type, or an inherited type.
  var collecting = false
  /// The type's tokens collected so far (none before the first).
  @PackedOptionalIndex var first: Int? = nil
  @PackedOptionalIndex var last: Int? = nil
  /// A `where` clause started: nothing more to collect.
  var sawWhere = false

  init(kind: Kind, decl: Int?) {
    self.kind = kind
    self.decl = decl
  }
}
