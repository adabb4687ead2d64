import BundleLintCore

/// An `Int` kept in 32 bits: the scanner's frames and heads hold many token indices and counts,
/// and halving them keeps a frame small.
///
/// Values are token indices and counts of one file, and `CallMatcher.match` refuses a file with
/// more tokens than 32 bits index, so every value fits; a debug build checks each value too
/// (release builds do not: the check would run for every value the scanner stores).
@propertyWrapper
package struct PackedIndex {
  private var stored: Int32

  /// The most tokens a file may have for its indices to fit.
  package static let maximumCount = Int(Int32.max)

  @inline(__always) package init(wrappedValue: Int) {
    stored = Self.packed(wrappedValue)
  }

  package var wrappedValue: Int {
    @inline(__always) get { Int(stored) }
    @inline(__always) set { stored = Self.packed(newValue) }
  }

  /// `value` in 32 bits; a debug build traps when it does not fit.
  @inline(__always) private static func packed(_ value: Int) -> Int32 {
    assert(Int32(exactly: value) != nil, "PackedIndex: \(value) does not fit in 32 bits")
    return Int32(truncatingIfNeeded: value)
  }
}
