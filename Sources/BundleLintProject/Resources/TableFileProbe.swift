import BundleLintCore
import BundleLintSyntax

/// Tells, from the bytes of a table's files alone, that a key is in none of them: a `.strings`
/// file, a `.stringsdict` property list and a String Catalog each spell a key as it is, unless
/// it holds a character that the file's format may escape. Cheaper by far than parsing the files
/// (a search for the bytes, no text made).
package enum TableFileProbe {
  /// Whether one of `files` (read with `readFile`) may hold `key`: false only when the key is
  /// printable ASCII that no format escapes and every file can be read, is UTF-8 (no byte-order
  /// mark, no zero byte at its start), and does not spell it.
  package static func mayHold(
    _ key: String, files: [String], readFile: (String) -> [UInt8]?
  ) -> Bool {
    guard isSpelledAsIs(key) else { return true }
    for path in files {
      guard let bytes = readFile(path), isUTF8(bytes) else { return true }
      if bytes.firstOccurrence(of: Array(key.utf8), from: 0) != nil { return true }
    }
    return false
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
