/// An `Int` kept in 32 bits: the scanner's frames and heads hold many token indices and counts,
/// and halving them keeps a frame small. Values are token indices of one file, so they fit.
@propertyWrapper
struct PackedIndex {
  private var stored: Int32

  init(wrappedValue: Int) {
    stored = Int32(truncatingIfNeeded: wrappedValue)
  }

  var wrappedValue: Int {
    get { Int(stored) }
    set { stored = Int32(truncatingIfNeeded: newValue) }
  }
}
