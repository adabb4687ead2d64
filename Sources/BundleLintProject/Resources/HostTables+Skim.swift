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

  /// The keys of a String Catalog by language: each key under its source language and every
  /// language it has a localization in. Read by skimming the JSON rather than building it (an
  /// app's catalog runs to megabytes); nil when the bytes are not JSON this reader follows.
  static func skimCatalog(_ bytes: [UInt8]) -> [String: [TableKey]]? {
    var arena: [UInt8] = []
    var languages = CatalogLanguages()
    let read = bytes.withUnsafeBufferPointer { buffer in
      var reader = TableSkimmer(bytes: buffer)
      return reader.catalog(keysInto: &arena, languages: &languages)
    }
    guard let read else { return nil }
    let source = languages.id(of: Array(read.source.utf8))
    var keys: [TableKey] = []
    keys.reserveCapacity(read.entries.count)
    // A key written twice keeps its last entry's languages, as a JSON object does.
    var last: [TableKey: Int] = [:]
    for (index, entry) in read.entries.enumerated() {
      let key = TableKey(bytes: arena[entry.key])
      keys.append(key)
      last[key] = index
    }
    var byID = [[TableKey]](repeating: [], count: languages.names.count)
    for (index, entry) in read.entries.enumerated() where last[keys[index]] == index {
      for id in read.languageIDs[entry.languages] { byID[id].append(keys[index]) }
      byID[source].append(keys[index])
    }
    var byLanguage: [String: [TableKey]] = [:]
    for (id, keys) in byID.enumerated() where !keys.isEmpty {
      byLanguage[languages.names[id], default: []] += keys
    }
    return byLanguage
  }
}

/// The languages named in one catalog, each once by its bytes, numbered in order of appearance.
private struct CatalogLanguages {
  private var spellings: [[UInt8]] = []
  private(set) var names: [String] = []

  /// The number of the language spelled `bytes`; `guess` is tried first (the same language
  /// comes at the same place in most entries).
  mutating func id(of bytes: [UInt8], guess: Int? = nil) -> Int {
    if let guess, spellings[guess] == bytes { return guess }
    if let known = spellings.firstIndex(of: bytes) { return known }
    spellings.append(bytes)
    names.append(String(decoding: bytes, as: UTF8.self))
    return spellings.count - 1
  }
}

/// A forward-only reader over a table file's bytes that finds quotes, comment ends and line
/// ends with `memchr`. For a `.strings` file it keeps the keys; for a String Catalog only the
/// object keys and strings at the places a catalog names them: `strings` → key →
/// `localizations` → language.
///
/// ## What it reads and what it skips
///
/// - `.strings` (`stringsKeys`): `"key" = "value";` or `"key";`, repeated. It keeps each key's
///   byte range; it skips blanks and comments (`skipTrivia`) and each value, whose end is its
///   first quote after an even run of backslashes (`closingQuote`), without decoding it.
/// - String Catalog (`catalog`): the top-level object's `sourceLanguage` and `strings`; under
///   each key of `strings` the member names of its `localizations`. Every other value is skipped
///   whole (`skipValue`): a string to its closing quote, an object or array by counting brackets
///   outside strings, anything else up to a comma, closing bracket or blank.
/// - Anything it does not follow (a key with an escape in a `.strings` file, `\u` in a catalog
///   name, an unclosed comment or string, a missing `;`, `:` or `,`) gives nil at once, and
///   the caller reads the file with the full parser. Skipped values are not checked: the
///   skimmer is fast for the files Xcode writes, not a validator.
///
/// ## Why the raw reads are safe
///
/// `bytes` is valid for the reader's whole life (the caller's `withUnsafeBufferPointer` scopes
/// both), and the keys' bytes are copied out before it ends. Every read is bounded by
/// `bytes.count`: subscripts check `position < bytes.count` first; `find` hands `memchr` only
/// `start..<end` with `start < end <= bytes.count`; a block comment's `*` is searched below
/// `bytes.count - 1`, so the byte after it exists; the eight-space skip loads eight bytes only
/// when `position + 8 <= bytes.count`. `position` only grows, so each byte is looked at a
/// bounded number of times and the reader is linear in the file.
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

  // MARK: String Catalog

  /// The catalog's source language (`en` when unwritten), and each key (its decoded bytes
  /// appended to `arena`) with the languages of its `localizations` (a range of
  /// `languageIDs`), in the order written.
  mutating func catalog(keysInto arena: inout [UInt8], languages: inout CatalogLanguages) -> (
    source: String, entries: [(key: Range<Int>, languages: Range<Int>)], languageIDs: [Int]
  )? {
    var source = "en"
    var entries: [(key: Range<Int>, languages: Range<Int>)] = []
    var languageIDs: [Int] = []
    var name: [UInt8] = []
    guard openObject() else { return nil }
    var first = true
    while true {
      name.removeAll(keepingCapacity: true)
      guard let member = nextMember(&first, nameInto: &name) else { return nil }
      guard member else { return (source, entries, languageIDs) }
      if name.elementsEqual("sourceLanguage".utf8) {
        name.removeAll(keepingCapacity: true)
        guard string(into: &name) else { return nil }
        source = String(decoding: name, as: UTF8.self)
      } else if name.elementsEqual("strings".utf8) {
        guard openObject() else { return nil }
        var firstKey = true
        var previous = 0..<0
        while true {
          let start = arena.count
          guard let member = nextMember(&firstKey, nameInto: &arena) else { return nil }
          guard member else { break }
          let key = start..<arena.count
          let from = languageIDs.count
          guard
            entryLanguages(
              into: &languageIDs, guesses: previous, languages: &languages, scratch: &name)
          else { return nil }
          previous = from..<languageIDs.count
          entries.append((key, previous))
        }
      } else {
        guard skipValue() else { return nil }
      }
    }
  }

  /// Appends the languages of one `strings` entry (the names of its `localizations` members)
  /// to `ids`, guessing each is the one at the same place in `guesses`, the entry before's.
  mutating func entryLanguages(
    into ids: inout [Int], guesses: Range<Int>, languages: inout CatalogLanguages,
    scratch name: inout [UInt8]
  ) -> Bool {
    guard openObject() else { return false }
    var first = true
    while true {
      name.removeAll(keepingCapacity: true)
      guard let member = nextMember(&first, nameInto: &name) else { return false }
      guard member else { return true }
      guard name.elementsEqual("localizations".utf8) else {
        guard skipValue() else { return false }
        continue
      }
      guard openObject() else { return false }
      var firstLanguage = true
      var guess = guesses.lowerBound
      while true {
        name.removeAll(keepingCapacity: true)
        guard let member = nextMember(&firstLanguage, nameInto: &name) else { return false }
        guard member else { break }
        ids.append(languages.id(of: name, guess: guess < guesses.upperBound ? ids[guess] : nil))
        guess += 1
        guard skipValue() else { return false }
      }
    }
  }

  /// Enters an object: false when the next value is not one.
  mutating func openObject() -> Bool {
    skipBlanks()
    return take(UInt8(ascii: "{"))
  }

  /// Steps to the next member of the object being read: true with its name decoded onto
  /// `name` and the reader at its value; false past the closing brace; nil when the bytes are
  /// not such an object.
  mutating func nextMember(_ first: inout Bool, nameInto name: inout [UInt8]) -> Bool? {
    skipBlanks()
    if take(UInt8(ascii: "}")) { return false }
    if !first {
      guard take(UInt8(ascii: ",")) else { return nil }
      skipBlanks()
    }
    first = false
    guard string(into: &name) else { return nil }
    skipBlanks()
    guard take(UInt8(ascii: ":")) else { return nil }
    skipBlanks()
    return true
  }

  /// Skips any value, nested ones too, counting brackets outside strings.
  mutating func skipValue() -> Bool {
    skipBlanks()
    guard position < bytes.count else { return false }
    switch bytes[position] {
    case UInt8(ascii: "\""): return skipString()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          guard skipString() else { return false }
          continue
        }
        if byte == 0x20 {
          // Indentation, eight spaces at a time.
          position += 1
          while position + 8 <= bytes.count,
            UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self)
              == 0x2020_2020_2020_2020
          {
            position += 8
          }
          continue
        }
        // `[` and `{` differ only in bit 5, as do `]` and `}`.
        switch byte | 0x20 {
        case UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 {
            position += 1
            return true
          }
        default: break
        }
        position += 1
      }
      return false
    default:
      // A number, `true`, `false` or `null`: up to a comma, a closing bracket or a blank.
      while position < bytes.count {
        let byte = bytes[position]
        if byte == 0x2C || byte == 0x7D || byte == 0x5D || byte == 0x20 || byte == 0x09
          || byte == 0x0A || byte == 0x0D
        {
          break
        }
        position += 1
      }
      return true
    }
  }

  mutating func skipString() -> Bool {
    guard take(UInt8(ascii: "\"")), let end = closingQuote(from: position) else { return false }
    position = end + 1
    return true
  }

  /// A string, its common escapes decoded onto `out`; false at `\u` (left to the full parser).
  mutating func string(into out: inout [UInt8]) -> Bool {
    guard take(UInt8(ascii: "\"")) else { return false }
    if let end = find(UInt8(ascii: "\""), from: position),
      find(UInt8(ascii: "\\"), from: position, to: end) == nil
    {
      out.append(contentsOf: bytes[position..<end])
      position = end + 1
      return true
    }
    while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
      if bytes[position] == 0x5C {
        guard position + 1 < bytes.count else { return false }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), 0x5C, UInt8(ascii: "/"): out.append(bytes[position + 1])
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        default: return false
        }
        position += 2
      } else {
        out.append(bytes[position])
        position += 1
      }
    }
    return take(UInt8(ascii: "\""))
  }

  mutating func skipBlanks() {
    while position < bytes.count {
      let byte = bytes[position]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
      position += 1
    }
  }

  mutating func take(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
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
