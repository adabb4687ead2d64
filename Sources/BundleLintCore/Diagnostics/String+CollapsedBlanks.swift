extension String {
  /// Calls `body` with each UTF-8 byte of the text trimmed of blanks (spaces, tabs, `\r` and
  /// `\n`; no other white space), with every run of them inside as one space: the one rule of
  /// finding fingerprints and baseline entries for a finding's line.
  ///
  /// `wholeCharacters` keeps a whitespace byte that is only part of a character (the `\r\n`
  /// pair, a space with a combining mark after it) as text, as matching by `Character` did
  /// when baseline files were first written, so their bytes stay the same.
  package func forEachCollapsedBlankByte(wholeCharacters: Bool = false, _ body: (UInt8) -> Void) {
    var text = self
    text.withUTF8 { bytes in
      var started = false
      var pendingSpace = false
      for index in bytes.indices {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A,
          !wholeCharacters || !Self.isPartOfCharacter(index, in: bytes)
        {
          pendingSpace = started
          continue
        }
        if pendingSpace {
          body(0x20)
          pendingSpace = false
        }
        body(byte)
        started = true
      }
    }
  }

  /// The text trimmed of blanks, with each run of them as one space (see
  /// `forEachCollapsedBlankByte`).
  package func collapsingBlanks(wholeCharacters: Bool = false) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count)
    forEachCollapsedBlankByte(wholeCharacters: wholeCharacters) { out.append($0) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether the whitespace byte at `index` is only part of a `Character`: `\r\n` (either byte
  /// of the pair), a space before a scalar that extends it (a combining mark), or after one that
  /// prepends to it. Tabs and line breaks are controls: they stand alone.
  private static func isPartOfCharacter(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool
  {
    let byte = bytes[index]
    if byte == 0x0D { return index + 1 < bytes.count && bytes[index + 1] == 0x0A }
    if byte == 0x0A { return index > 0 && bytes[index - 1] == 0x0D }
    guard byte == 0x20 else { return false }
    // Only a non-ASCII scalar next to a space can join it; decide as `Character` does.
    if index + 1 < bytes.count, bytes[index + 1] >= 0x80 {
      var end = index + 2
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      if isOneCharacter(bytes[index..<end]) { return true }
    }
    if index > 0, bytes[index - 1] >= 0x80 {
      var start = index - 1
      while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
      if isOneCharacter(bytes[start...index]) { return true }
    }
    return false
  }

  private static func isOneCharacter(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self).count == 1
  }
}
