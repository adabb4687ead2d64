/// The part of a declaration or control statement before its `{`, which decides that the brace
/// is a body and not a trailing closure.
struct ScanHead {
  enum Kind: UInt8 { case control, function, variable, type, enumCase }
  var kind: Kind
  /// Index in `declarations` (-1 for control statements).
  var decl: Int {
    get { Int(_decl) }
    set { _decl = Int32(truncatingIfNeeded: newValue) }
  }
  private var _decl: Int32
  var sawParameters = false
  /// Enum cases: the next word names a case.
  var expectName = false
  /// Collecting a variable's type, a function's return type, or an inherited type.
  var collecting = false
  var first: Int {
    get { Int(_first) }
    set { _first = Int32(truncatingIfNeeded: newValue) }
  }
  private var _first: Int32 = -1
  var last: Int {
    get { Int(_last) }
    set { _last = Int32(truncatingIfNeeded: newValue) }
  }
  private var _last: Int32 = -1
  /// A `where` clause started: nothing more to collect.
  var sawWhere = false

  init(kind: Kind, decl: Int) {
    self.kind = kind
    self._decl = Int32(truncatingIfNeeded: decl)
  }
}
