import BundleLintCore
import BundleLintSyntax

/// Tells, from the bytes of a table's files alone, that a key is in none of them: a `.strings`
/// file, a `.stringsdict` property list and a String Catalog each spell a key as it is, unless
/// it holds a character that the file's format may escape, and where a key stands (not in a
/// value, which often holds the same words). Cheaper by far than parsing the files (a search
/// for the bytes, no text made).
package enum TableFileProbe {
  /// Whether one of `files` (read with `readFile`) may hold `key`: false only when the key is
  /// printable ASCII that no format escapes and every file can be read, is UTF-8 (no byte-order
  /// mark, no zero byte at its start), and spells it nowhere a key stands (`standsAsKey`).
  package static func mayHold(
    _ key: String, files: [String], readFile: (String) -> [UInt8]?
  ) -> Bool {
    guard isSpelledAsIs(key) else { return true }
    let needle = Array(key.utf8)
    for path in files {
      guard let bytes = readFile(path), isUTF8(bytes) else { return true }
      var from = 0
      while let start = bytes.firstOccurrence(of: needle, from: from) {
        if standsAsKey(bytes, start, start + needle.count) { return true }
        from = start + 1
      }
    }
    return false
  }

  /// Whether the text at `start..<end` of `bytes` may be a key: quoted and followed by `=`
  /// (`.strings`), `:` (String Catalog) or a comment; between `<key>` and `</key>`
  /// (`.stringsdict`); or unquoted between the start of a line or a `;` and an `=` (a `.strings`
  /// key needs no quotes when it is a word). Not where a value stands: after `=` and before
  /// `;`, after `:` and before `,` or a line break, between `<string>` and `</string>`.
  static func standsAsKey(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
    let before: UInt8? = start > 0 ? bytes[start - 1] : nil
    let after: UInt8? = end < bytes.count ? bytes[end] : nil
    if before == quote {
      guard after == quote, let next = firstNonBlank(bytes, from: end + 1) else { return false }
      return next == UInt8(ascii: "=") || next == UInt8(ascii: ":") || next == UInt8(ascii: "/")
    }
    if start >= 5, bytes[(start - 5)..<start].elementsEqual("<key>".utf8) {
      return bytes[end...].starts(with: "</key>".utf8)
    }
    guard before.map({ isBlank($0) || $0 == UInt8(ascii: ";") }) ?? true,
      after.map({ isBlank($0) || $0 == UInt8(ascii: "=") }) ?? false,
      let next = firstNonBlank(bytes, from: end)
    else { return false }
    return next == UInt8(ascii: "=") || next == UInt8(ascii: "/")
  }

  private static let quote = UInt8(ascii: "\"")

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The first byte at or after `index` that is not blank.
  private static func firstNonBlank(_ bytes: [UInt8], from index: Int) -> UInt8? {
    var index = index
    while index < bytes.count {
      if !isBlank(bytes[index]) { return bytes[index] }
      index += 1
    }
    return nil
  }

  /// Whether every format writes `key` as its bytes: not empty, printable ASCII without a
  /// quote, a backslash, a slash or the characters of markup (`&`, `<`, `>`, `'`).
  static func isSpelledAsIs(_ key: String) -> Bool {
    !key.isEmpty
      && key.utf8.allSatisfy { byte in
        byte >= 0x20 && byte < 0x7F && !escapable.contains(byte)
      }
  }

  private static let escapable: Set<UInt8> = Set("\"\\/&<>'".utf8)

  /// Whether `bytes` may be UTF-8: a UTF-16 `.strings` file starts with a byte-order mark, or
  /// with a zero byte beside its first character.
  static func isUTF8(_ bytes: [UInt8]) -> Bool {
    if bytes.count >= 2,
      (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
    {
      return false
    }
    return !bytes.prefix(4).contains(0)
  }
}
