import BundleLintCore
import BundleLintSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension HostTables {
  /// The keys of a UTF-8 `.strings` file, read fast (an app's tables run to megabytes, and only
  /// their keys matter here); nil when the file holds anything this reader does not know (a
  /// BOM, an unquoted or escaped key, a syntax error), so the full parser reads it instead.
  static func skimStrings(_ bytes: [UInt8]) -> [TableKey]? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.starts(with: [0xFE, 0xFF])
    {
      return nil
    }
    let spans = bytes.withUnsafeBufferPointer { buffer in
      var reader = TableSkimmer(bytes: buffer)
      return reader.stringsKeys()
    }
    guard let spans else { return nil }
    // The keys' bytes are copied out, so the file's buffer is not kept alive by them.
    var arena: [UInt8] = []
    arena.reserveCapacity(spans.reduce(0) { $0 + $1.count })
    var owned: [Range<Int>] = []
    owned.reserveCapacity(spans.count)
    for span in spans {
      let start = arena.count
      arena.append(contentsOf: bytes[span])
      owned.append(start..<arena.count)
    }
    return owned.map { TableKey(bytes: arena[$0]) }
  }
}

/// A forward-only reader over a `.strings` file's bytes that keeps its keys, finding quotes,
/// comment ends and line ends with `memchr`.
///
/// ## What it reads and what it skips
///
/// `"key" = "value";` or `"key";`, repeated (`stringsKeys`). It keeps each key's byte range; it
/// skips blanks and comments (`skipTrivia`) and each value, whose end is its first quote after
/// an even run of backslashes (`closingQuote`), without decoding it. Anything it does not
/// follow (a key with an escape, an unclosed comment or string, a missing `;`) gives nil at
/// once, and the caller reads the file with the full parser. Values are not checked: the
/// skimmer is fast for the files Xcode writes, not a validator.
///
/// ## Why the raw reads are safe
///
/// `bytes` is valid for the reader's whole life (the caller's `withUnsafeBufferPointer` scopes
/// both), and the keys' bytes are copied out before it ends. Every read is bounded by
/// `bytes.count`: subscripts check `position < bytes.count` first; `find` hands `memchr` only
/// `start..<end` with `start < end <= bytes.count`; a block comment's `*` is searched below
/// `bytes.count - 1`, so the byte after it exists. `position` only grows, so each byte is
/// looked at a bounded number of times and the reader is linear in the file.
private struct TableSkimmer {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var position = 0

  // MARK: .strings

  /// The byte ranges of the keys, or nil at anything but `"key" = "value";` or `"key";` with
  /// blanks and comments between, an unescaped key and any value.
  mutating func stringsKeys() -> [Range<Int>]? {
    var keys: [Range<Int>] = []
    while true {
      guard skipTrivia() else { return nil }
      if position >= bytes.count { return keys }
      guard let key = unescapedString(), skipTrivia() else { return nil }
      if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
        position += 1
        guard skipTrivia(), position < bytes.count, bytes[position] == UInt8(ascii: "\""),
          let end = closingQuote(from: position + 1)
        else { return nil }
        position = end + 1
        guard skipTrivia() else { return nil }
      }
      guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { return nil }
      position += 1
      keys.append(key)
    }
  }

  /// Skips blanks, `/* */` and `//` comments; false at a block comment that never ends.
  mutating func skipTrivia() -> Bool {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        position += 1
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "*")
      {
        var from = position + 2
        while true {
          // A `*` with room for the `/` after it.
          guard let star = find(UInt8(ascii: "*"), from: from, to: bytes.count - 1) else {
            return false
          }
          if bytes[star + 1] == UInt8(ascii: "/") {
            position = star + 2
            break
          }
          from = star + 1
        }
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "/")
      {
        position = find(0x0A, from: position) ?? bytes.count
      } else {
        return true
      }
    }
    return true
  }

  /// The range of a quoted string at the reader that holds no backslash, the reader after it.
  mutating func unescapedString() -> Range<Int>? {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
    let start = position + 1
    guard let end = find(UInt8(ascii: "\""), from: start),
      find(UInt8(ascii: "\\"), from: start, to: end) == nil
    else { return nil }
    position = end + 1
    return start..<end
  }

  // MARK: Searching

  /// The first `byte` in `start..<end` (`end` the file's end when nil).
  func find(_ byte: UInt8, from start: Int, to end: Int? = nil) -> Int? {
    let end = end ?? bytes.count
    guard start < end, let base = bytes.baseAddress,
      let hit = memchr(base + start, Int32(byte), end - start)
    else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
  }

  /// The quote that ends a string whose text starts at `start`, where a backslash escapes the
  /// byte after it: the first `"` after an even run of backslashes (a scan from `start` that
  /// steps over each backslash and its byte stops there, and only there).
  func closingQuote(from start: Int) -> Int? {
    var from = start
    while let quote = find(UInt8(ascii: "\""), from: from) {
      var backslashes = 0
      while quote - backslashes > start, bytes[quote - backslashes - 1] == 0x5C {
        backslashes += 1
      }
      if backslashes.isMultiple(of: 2) { return quote }
      from = quote + 1
    }
    return nil
  }
}
