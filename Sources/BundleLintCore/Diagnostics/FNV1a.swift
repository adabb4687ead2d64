/// 64-bit FNV-1a: a small hash of bytes that is the same on every platform and in every run
/// (unlike `Hasher`), for values kept across runs (fingerprints) or cheap bit picks
/// (`CalleeMask`).
package struct FNV1a {
  package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  package static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of the bytes added so far.
  package private(set) var value = offsetBasis

  package init() {}

  package mutating func add(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* Self.prime
  }

  package mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { add(byte) }
  }

  // Concrete forms for the byte containers other modules hash: generic code is specialized
  // only inside its own module, so these are specialized here.

  /// Adds the bytes of `buffer`.
  package mutating func add(_ buffer: UnsafeBufferPointer<UInt8>) {
    var value = value
    for byte in buffer { value = (value ^ UInt64(byte)) &* Self.prime }
    self.value = value
  }

  /// The hash of `bytes`.
  package static func hash(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBufferPointer(hash)
  }

  /// The hash of `bytes`.
  package static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBufferPointer(hash)
  }

  /// The hash of `buffer`.
  package static func hash(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = FNV1a()
    hash.add(buffer)
    return hash.value
  }

  /// The hash of `bytes`.
  package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash = FNV1a()
    hash.add(bytes)
    return hash.value
  }
}
