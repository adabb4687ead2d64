import BundleLintCore
import BundleLintSyntax
import Foundation

/// Reads the keys of one string-table file by its extension: `.strings` (old-style, or an XML
/// or binary plist), `.stringsdict` (plist) and `.xcstrings` (JSON String Catalog).
///
/// A pure function of the file's name and bytes.
package enum StringTableParser {
  /// The keys of one file, per localization, or why it is malformed.
  package struct Outcome: Hashable, Sendable {
    /// Localization (`en`; the `.lproj` name, or the catalog's languages) to keys.
    var keys: [String: [TableEntry]]
    /// For a catalog: its `sourceLanguage`.
    var sourceLanguage: String?
    /// For a catalog: the languages it names, as the module's table lists them (`describe`):
    /// its `sourceLanguage` when written, and each language a key has a localization for;
    /// empty when it is not JSON.
    var languages: Set<String> = []
    var failure: StringsFileParser.Failure?
  }

  /// Reads the keys of one string-table file.
  ///
  /// - Parameters:
  ///   - path: the file's path (only its extension and `.lproj` folder are used).
  ///   - bytes: the file's content.
  /// - Returns: the keys by localization, or where the file breaks.
  package static func parse(path: String, bytes: [UInt8]) -> Outcome {
    let localization = Self.localization(of: path)
    if isCatalog(path) { return catalog(bytes) }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".stringsdict") || isPropertyList(bytes) {
      switch propertyListKeys(bytes) {
      case .success(let keys):
        return Outcome(keys: [localization ?? "": keys.map { TableEntry(key: $0, line: 1) }])
      case .failure(let failure):
        return Outcome(keys: [:], failure: failure)
      }
    }
    let parsed = StringsFileParser.parse(bytes)
    return Outcome(keys: [localization ?? "": parsed.entries], failure: parsed.failure)
  }

  /// Whether `parse` reads the file at `path` as a String Catalog (its name ends in `.xcstrings`).
  static func isCatalog(_ path: String) -> Bool {
    (path.split(separator: "/").last.map(String.init) ?? path).hasSuffix(".xcstrings")
  }

  /// The name of the `.lproj` folder the file sits in, without the extension.
  package static func localization(of path: String) -> String? {
    var path = path
    if let found = path.withUTF8(asciiLocalization) { return found }
    for part in path.split(separator: "/").reversed() where part.hasSuffix(".lproj") {
      return String(part.dropLast(".lproj".count))
    }
    return nil
  }

  /// `localization(of:)` of an ASCII path, on its bytes (where characters are bytes, and
  /// `hasSuffix` compares bytes): `.some(nil)` when no folder is an `.lproj`; nil when the path
  /// is not ASCII.
  private static func asciiLocalization(_ path: UnsafeBufferPointer<UInt8>) -> String?? {
    guard !path.contains(where: { $0 >= 0x80 }) else { return nil }
    let suffix = Array(".lproj".utf8)
    var end = path.count
    while end > 0 {
      var start = end
      while start > 0, path[start - 1] != UInt8(ascii: "/") { start -= 1 }
      if end - start >= suffix.count, path[(end - suffix.count)..<end].elementsEqual(suffix) {
        return .some(String(decoding: path[start..<(end - suffix.count)], as: UTF8.self))
      }
      end = start - 1
    }
    return .some(nil)
  }

  /// Whether a `.strings` file was compiled to a plist (XML or binary).
  private static func isPropertyList(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("<?xml".utf8))
  }

  /// The root dictionary's keys, sorted.
  private static func propertyListKeys(_ bytes: [UInt8]) -> Result<
    [String], StringsFileParser.Failure
  > {
    do {
      let value = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
      guard let dictionary = value as? [String: Any] else {
        return .failure(.init(line: 1, detail: "the property list's root is not a dictionary"))
      }
      return .success(dictionary.keys.sorted())
    } catch {
      return .failure(.init(line: 1, detail: "it is not a valid property list"))
    }
  }

  /// A String Catalog's keys: each under the source language, and under every language it
  /// has a localization for. Lines are the key's line in the JSON.
  static func catalog(_ bytes: [UInt8]) -> Outcome {
    // Read in one pass without a JSON value (`CatalogReader`); a document the reader gives up
    // on is parsed as JSON, which says where it breaks or reads the same.
    let document: CatalogDocument
    if let read = CatalogReader.read(bytes) {
      document = read
    } else {
      do {
        document = CatalogDocument(json: try JSONValue.parse(bytes))
      } catch {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let doubled = bytes.starts(with: bom + bom)
        let detail =
          doubled ? "it starts with a second byte-order mark (U+FEFF)" : "it is not valid JSON"
        return Outcome(keys: [:], failure: .init(line: error.line, detail: detail))
      }
    }
    guard document.rootIsObject else { return notACatalog(languages: []) }
    let written = document.sourceLanguage
    guard let strings = document.strings else {
      return notACatalog(languages: written.map { [$0] } ?? [])
    }
    let source = written ?? "en"
    let lines = keyLines(bytes)
    var languagesByKey: [String: Set<String>] = [:]
    var untranslatable: Set<String> = []
    // The source language's plain value of each key that has one, and the keys whose source
    // text differs from the key; of the others (the key is the source text, as Xcode extracts
    // it), the other languages whose value is the same text (the rest differ, so those
    // translate it). A key whose source text differs is translated whatever its other entries
    // say, so those are not read.
    var sourceValues: [String: String] = [:]
    var sourceOtherText: Set<String> = []
    var sameTextLanguages: [String: Set<String>] = [:]
    var named: Set<String> = written.map { [$0] } ?? []
    for (key, entry) in strings {
      let localizations = entry.localizations
      named.formUnion(localizations.keys)
      languagesByKey[key] = Set(localizations.keys).union([source])
      if entry.isUntranslatable { untranslatable.insert(key) }
      var isOtherText = false
      if let localization = localizations[source], localization.isObject {
        let value = localization.plainValue
        if let value { sourceValues[key] = value }
        isOtherText = value.map({ Self.sameText($0, key) }) != true
        if isOtherText { sourceOtherText.insert(key) }
      }
      if !isOtherText {
        var same: Set<String> = []
        for (language, localization) in localizations where language != source {
          if localization.plainValue.map({ Self.sameText($0, key) }) == true {
            same.insert(language)
          }
        }
        if !same.isEmpty { sameTextLanguages[key] = same }
      }
    }
    // A key marked "shouldTranslate": false is complete in every language of the catalog.
    let everyLanguage = languagesByKey.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    var keys: [String: [TableEntry]] = [:]
    for key in strings.keys.sorted() {
      let isUntranslatable = untranslatable.contains(key)
      let languages = isUntranslatable ? everyLanguage : languagesByKey[key] ?? [source]
      let ownLanguages = languagesByKey[key] ?? []
      // Looked up once per key, not per language (a key can be a long sentence to hash).
      let onlySource = ownLanguages == [source]
      let isOtherText = sourceOtherText.contains(key)
      let sourceText = isOtherText ? sourceValues[key] : key
      let same = sameTextLanguages[key] ?? []
      let line = lines[key] ?? 1
      for language in languages {
        // The source language shows the key unless its value says otherwise; a language
        // without an entry of its own (an untranslatable key's) shows the source's text; a
        // value that is other text than the key is kept only where it is the source's.
        let value: String?
        // (`languages` is `ownLanguages` unless the key is untranslatable.)
        if language == source || onlySource
          || (isUntranslatable && !ownLanguages.contains(language))
        {
          value = sourceText
        } else if isOtherText || same.isEmpty || !same.contains(language) {
          value = nil
        } else {
          value = key
        }
        keys[language, default: []].append(TableEntry(key: key, line: line, value: value))
      }
    }
    return Outcome(keys: keys, sourceLanguage: source, languages: named)
  }

  /// Whether two format strings show the same text: equal once positions are dropped from
  /// their specifiers (`%1$@ (hidden): %2$@` is `%@ (hidden): %@`).
  static func sameText(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    let positionlessA = withoutPositions(a)
    let positionlessB = withoutPositions(b)
    // Both unchanged: they differ, as just compared.
    if positionlessA == nil && positionlessB == nil { return false }
    return (positionlessA ?? a) == (positionlessB ?? b)
  }

  /// A 64-bit hash of the text `text` shows, alike for two texts exactly when `sameText` says
  /// they are the same (FNV-1a of the UTF-8 of `text` with the positions dropped).
  package static func fingerprint(of text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { fingerprint(ofUTF8: $0) }
  }

  /// `fingerprint(of:)` of the text whose UTF-8 is `bytes`, hashed as it is read: positions
  /// (`1$` after a `%`) are skipped, as `withoutPositions` drops them, and no text is built.
  /// Every entry of every table is fingerprinted.
  static func fingerprint(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = FNV1a()
    // The bytes since the last position skipped, hashed in one piece when the next one is
    // found or the text ends.
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "%") else { continue }
      var end = index
      while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
        end += 1
      }
      if end > index, end < bytes.count, bytes[end] == UInt8(ascii: "$") {
        hash.add(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        index = end + 1
        start = index
      }
    }
    hash.add(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    return hash.value
  }

  /// `text` with the positions dropped from its specifiers; nil when it has no `$`, so there
  /// is nothing to drop.
  private static func withoutPositions(_ text: String) -> String? {
    // Foundation's `contains` is slow, and needs asking only when the byte is there.
    let hasDollar =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "$")) }
      ?? text.utf8.contains(UInt8(ascii: "$"))
    guard hasDollar, text.contains("$") else { return nil }
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      out.append(scalars[i])
      if scalars[i] == "%" {
        var j = i + 1
        while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
        if j > i + 1, j < scalars.count, scalars[j] == "$" {
          i = j + 1
          continue
        }
      }
      i += 1
    }
    return String(out)
  }

  /// JSON, but not a String Catalog (no `strings` object).
  private static func notACatalog(languages: Set<String>) -> Outcome {
    Outcome(
      keys: [:], languages: languages,
      failure: .init(line: 1, detail: "a String Catalog needs a 'strings' object"))
  }

  /// The line of each member name written at the second level of nesting (`strings`' keys).
  private static func keyLines(_ bytes: [UInt8]) -> [String: Int] {
    var lines: [String: Int] = [:]
    var line = 1
    var depth = 0
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case 0x0A: line += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: "\""):
        // The string's bytes, escapes undone only for the names at the level wanted.
        let start = i + 1
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
          if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count { i += 1 }
          if bytes[i] == 0x0A { line += 1 }
          i += 1
        }
        if depth == 2, let key = decodedJSONString(Array(bytes[start..<i])), lines[key] == nil {
          var j = i + 1
          while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
          if j < bytes.count, bytes[j] == UInt8(ascii: ":") { lines[key] = line }
        }
      default: break
      }
      i += 1
    }
    return lines
  }

  private static func decodedJSONString(_ raw: [UInt8]) -> String? {
    if !raw.contains(UInt8(ascii: "\\")) { return String(decoding: raw, as: UTF8.self) }
    return (try? JSONValue.parse([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")]))?.stringValue
  }
}
