extension UInt8 {
  /// A space, tab, line feed, carriage return, vertical tab or form feed.
  package var isASCIIWhitespace: Bool {
    self == 0x20 || (0x09...0x0D).contains(self)
  }

  /// An ASCII letter, digit or `_`, or any byte of a multi-byte character.
  package var isIdentifierByte: Bool {
    (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
      || self == UInt8(ascii: "_") || self >= 0x80
  }
}
