/// Why `ByteReader` could not read a value: the bytes end too soon, or hold something that
/// `ByteWriter` does not write (a string number never given, a flag that is neither 0 nor 1,
/// an unknown raw value).
package enum BinaryDecodingError: Error, Hashable, Sendable {
  case malformed
}
