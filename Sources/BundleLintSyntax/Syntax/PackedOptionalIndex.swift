import BundleLintCore

/// An `Int?` kept in 32 bits, for the token indices the scanner may not have yet (the first token
/// of an argument still to come, the label of an unlabelled argument).
///
/// `Optional<Int32>` takes 5 bytes and pads to 8 in a frame; this keeps 4, storing "none" as a
/// negative number, which no index is. The values are token indices, stack depths and array
/// indices of one file, which fit for the reason `PackedIndex` gives; a debug build checks each.
@propertyWrapper
package struct PackedOptionalIndex {
  private var stored: Int32

  @inline(__always) package init(wrappedValue: Int?) {
    stored = Self.packed(wrappedValue)
  }

  package var wrappedValue: Int? {
    @inline(__always) get { stored < 0 ? nil : Int(stored) }
    @inline(__always) set { stored = Self.packed(newValue) }
  }

  /// `value` in 32 bits, none as -1; a debug build traps when a value does not fit or is negative.
  @inline(__always) private static func packed(_ value: Int?) -> Int32 {
    guard let value else { return -1 }
    assert(value >= 0 && Int32(exactly: value) != nil, "PackedOptionalIndex: \(value) does not fit")
    return Int32(truncatingIfNeeded: value)
  }
}
