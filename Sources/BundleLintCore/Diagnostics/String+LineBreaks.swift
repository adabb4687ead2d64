extension String {
  /// Whether the text holds what `Character.isNewline` calls a line break, read from its bytes:
  /// 0x0A…0x0D, U+0085 (`C2 85`), U+2028 and U+2029 (`E2 80 A8`, `E2 80 A9`). A compiler-style
  /// line can carry none: messages have them replaced, file names with them are skipped.
  package var containsLineBreak: Bool {
    if let found = utf8.withContiguousStorageIfAvailable(Self.containsLineBreak) { return found }
    return Array(utf8).withUnsafeBufferPointer(Self.containsLineBreak)
  }

  private static func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Only bytes 0x0A…0x0D and 0x85 (U+0085's last byte), 0xA8, 0xA9 (U+2028/U+2029's last
    // byte) can end a line break; look back only at those.
    for index in bytes.indices {
      let byte = bytes[index]
      if byte &- 0x0A < 4 { return true }
      guard byte >= 0x85 else { continue }
      if byte == 0x85, index >= 1, bytes[index - 1] == 0xC2 { return true }
      if byte == 0xA8 || byte == 0xA9, index >= 2, bytes[index - 1] == 0x80,
        bytes[index - 2] == 0xE2
      {
        return true
      }
    }
    return false
  }
}
