/// Whether bytes are well-formed UTF-8, as `String(validating:as: UTF8.self)` decides, without
/// building the string: a table file is validated whole before it is parsed, and a copy of
/// every file only to be let go cost as much as the check.
package enum UTF8Validation {
  /// Whether `bytes` are well-formed UTF-8: no stray continuation byte, no overlong form, no
  /// surrogate (U+D800–U+DFFF), nothing above U+10FFFF, no sequence cut short.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    var index = 0
    while index < count {
      // Eight ASCII bytes at a time: the common case of keys and most values.
      while index + 8 <= count {
        let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
        guard word & 0x8080_8080_8080_8080 == 0 else { break }
        index += 8
      }
      guard index < count else { return true }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The allowed range of the second byte depends on the lead (Unicode table 3-7).
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return false
      }
      guard index + length <= count else { return false }
      let second = bytes[index + 1]
      guard second >= low && second <= high else { return false }
      var offset = 2
      while offset < length {
        guard bytes[index + offset] & 0xC0 == 0x80 else { return false }
        offset += 1
      }
      index += length
    }
    return true
  }

  /// `isValid` of an array's bytes.
  package static func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isValid($0) }
  }
}
