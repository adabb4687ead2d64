/// An `Int` kept in 32 bits: the scanner's frames and heads hold many token indices and counts,
/// and halving them keeps a frame small. Values are token indices of one file, so they fit; one
/// that does not stops the program (in every build) instead of wrapping into another index.
@propertyWrapper
struct PackedIndex {
  private var stored: Int32

  @inline(__always) init(wrappedValue: Int) {
    stored = Self.packed(wrappedValue)
  }

  var wrappedValue: Int {
    @inline(__always) get { Int(stored) }
    @inline(__always) set { stored = Self.packed(newValue) }
  }

  /// `value` in 32 bits; traps when it does not fit (`fatalError` stays in `-Ounchecked` too).
  @inline(__always) private static func packed(_ value: Int) -> Int32 {
    guard let packed = Int32(exactly: value) else { outOfRange(value) }
    return packed
  }

  @inline(never) private static func outOfRange(_ value: Int) -> Never {
    fatalError("PackedIndex: \(value) does not fit in 32 bits")
  }
}
