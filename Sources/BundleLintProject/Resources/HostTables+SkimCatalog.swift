import BundleLintCore
import BundleLintSyntax

extension HostTables {
  /// The keys of a String Catalog by language: each key under its source language and every
  /// language it has a localization in. Read by skimming the JSON (`CatalogSkimmer`) rather
  /// than building it (an app's catalog runs to megabytes); nil when the bytes are not JSON or
  /// not a catalog this reader follows, so the full parser reads them instead.
  package static func skimCatalog(_ bytes: [UInt8]) -> [String: [TableKey]]? {
    var arena: [UInt8] = []
    var languages = CatalogLanguages()
    let read = bytes.withUnsafeBufferPointer { buffer in
      var skimmer = CatalogSkimmer(reader: JSONReader(buffer))
      return try? skimmer.catalog(keysInto: &arena, languages: &languages)
    }
    guard let read = read ?? nil else { return nil }
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

/// Reads only the names of a String Catalog that give a host app's keys: the root's
/// `sourceLanguage` and `strings`, each key of `strings`, and the member names of each entry's
/// `localizations`. Every other value is passed over by the JSON reader's `skipValue`, which
/// builds nothing but checks it, so a document that is not JSON fails here as in the parser.
///
/// It gives up (nil) on a catalog of another shape than Xcode writes: a `sourceLanguage` that
/// is not a string; `strings`, an entry or its `localizations` not an object, or closed after
/// a trailing comma; a name with an escape other than `\"`, `\\`, `\/`, `\n`, `\t` or `\r`.
/// The caller then reads the file with the full parser.
private struct CatalogSkimmer {
  var reader: JSONReader

  /// The catalog's source language (`en` when unwritten), and each key (its decoded bytes
  /// appended to `arena`) with the languages of its `localizations` (a range of
  /// `languageIDs`), in the order written; nil when the skimmer gives up.
  mutating func catalog(keysInto arena: inout [UInt8], languages: inout CatalogLanguages)
    throws(JSONReader.Failure) -> (
      source: String, entries: [(key: Range<Int>, languages: Range<Int>)], languageIDs: [Int]
    )?
  {
    var source = "en"
    var entries: [(key: Range<Int>, languages: Range<Int>)] = []
    var languageIDs: [Int] = []
    var name: [UInt8] = []
    guard try reader.next() == .beginObject else { return nil }
    while let member = try nextName(into: &name) {
      guard member else { return nil }
      if name.elementsEqual("sourceLanguage".utf8) {
        guard reader.peek() == UInt8(ascii: "\""), case .string(let string) = try reader.next()
        else { return nil }
        name.removeAll(keepingCapacity: true)
        guard append(string, to: &name) else { return nil }
        source = String(decoding: name, as: UTF8.self)
      } else if name.elementsEqual("strings".utf8) {
        guard try openObject() else { return nil }
        var previous = 0..<0
        while true {
          let start = arena.count
          guard let key = try reader.nextKey() else {
            guard closedWithoutComma() else { return nil }
            break
          }
          guard append(key, to: &arena) else { return nil }
          let from = languageIDs.count
          guard
            try entryLanguages(
              into: &languageIDs, guesses: previous, languages: &languages, scratch: &name)
          else { return nil }
          previous = from..<languageIDs.count
          entries.append((start..<arena.count, previous))
        }
      } else {
        try reader.skipValue()
      }
    }
    // The root object was closed: only blanks may follow.
    guard closedWithoutComma(), try reader.next() == .end else { return nil }
    return (source, entries, languageIDs)
  }

  /// Appends the languages of one `strings` entry (the names of its `localizations` members)
  /// to `ids`, guessing each is the one at the same place in `guesses`, the entry before's;
  /// false when the skimmer gives up.
  mutating func entryLanguages(
    into ids: inout [Int], guesses: Range<Int>, languages: inout CatalogLanguages,
    scratch name: inout [UInt8]
  ) throws(JSONReader.Failure) -> Bool {
    guard try openObject() else { return false }
    while let member = try nextName(into: &name) {
      guard member else { return false }
      guard name.elementsEqual("localizations".utf8) else {
        try reader.skipValue()
        continue
      }
      guard try openObject() else { return false }
      var guess = guesses.lowerBound
      while let language = try nextName(into: &name) {
        guard language else { return false }
        ids.append(languages.id(of: name, guess: guess < guesses.upperBound ? ids[guess] : nil))
        guess += 1
        try reader.skipValue()
      }
    }
    return true
  }

  /// Enters the object at the reader: false when the value there is not one.
  mutating func openObject() throws(JSONReader.Failure) -> Bool {
    guard reader.peek() == UInt8(ascii: "{") else { return false }
    _ = try reader.next()
    return true
  }

  /// Steps to the next member of the object being read: true with its name decoded into
  /// `name` and the reader at its value; false when the skimmer gives up on the name or on a
  /// trailing comma; nil past the closing brace.
  mutating func nextName(into name: inout [UInt8]) throws(JSONReader.Failure) -> Bool? {
    guard let key = try reader.nextKey() else { return closedWithoutComma() ? nil : false }
    name.removeAll(keepingCapacity: true)
    return append(key, to: &name)
  }

  /// Whether the object the reader just closed had no comma before its brace.
  func closedWithoutComma() -> Bool {
    var index = reader.index - 2
    while index >= 0 {
      switch reader.bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index -= 1
      case UInt8(ascii: ","): return false
      default: return true
      }
    }
    return true
  }

  /// Appends the text of `string` to `out`; false at an escape other than `\"`, `\\`, `\/`,
  /// `\n`, `\t` or `\r`.
  func append(_ string: JSONReader.JSONString, to out: inout [UInt8]) -> Bool {
    let bytes = reader.bytes
    guard string.isEscaped else {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[string.contents]))
      return true
    }
    var index = string.contents.lowerBound
    while index < string.contents.upperBound {
      let byte = bytes[index]
      guard byte == 0x5C else {
        out.append(byte)
        index += 1
        continue
      }
      // A checked string: a backslash always has its escaped byte before the closing quote.
      switch bytes[index + 1] {
      case UInt8(ascii: "\""), 0x5C, UInt8(ascii: "/"): out.append(bytes[index + 1])
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      default: return false
      }
      index += 2
    }
    return true
  }
}
