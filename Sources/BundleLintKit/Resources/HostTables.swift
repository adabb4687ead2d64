/// The keys of the string tables a host app in the repository has (tables outside every
/// package), by table and localization: all a main-bundle lookup needs to know whether the app
/// translates a key. Lighter than a `ResourceIndex` (no suggestions, no lines), since an app's
/// tables can hold hundreds of thousands of entries.
public struct HostTables: Hashable, Sendable {
  /// Table name (`Localizable`) to localization to keys.
  public private(set) var keys: [String: [String: Set<String>]] = [:]

  public init() {}

  /// Adds one table file as the parser read it.
  mutating func add(table: String, parsed outcome: StringTableParser.Outcome) {
    for (localization, entries) in outcome.keys {
      keys[table, default: [:]][localization, default: []].formUnion(entries.map(\.key))
    }
  }

  /// The localizations of `table` (`Localizable` when nil) that have `key`.
  public func localizations(of key: String, table: String?) -> Set<String> {
    guard let byLocalization = keys[table ?? ResourceIndex.defaultTable] else { return [] }
    return Set(byLocalization.filter { $0.value.contains(key) }.map(\.key))
  }
}

extension HostTables {
  /// Adds the keys of one localization.
  mutating func add(table: String, localization: String, keys newKeys: [String]) {
    keys[table, default: [:]][localization, default: []].formUnion(newKeys)
  }

  /// The keys of a UTF-8 `.strings` file, read fast (an app's tables run to megabytes, and only
  /// their keys matter here); nil when the file holds anything this reader does not know (a
  /// BOM, an unquoted or escaped key, a syntax error), so the full parser reads it instead.
  static func quickKeys(ofStrings bytes: [UInt8]) -> [String]? {
    var keys: [String] = []
    var i = 0
    let count = bytes.count
    func skipTrivia() -> Bool {
      while i < count {
        let byte = bytes[i]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          i += 1
        } else if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") {
          i += 2
          while i + 1 < count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/"))
          {
            i += 1
          }
          guard i + 1 < count else { return false }
          i += 2
        } else if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
          while i < count, bytes[i] != 0x0A { i += 1 }
        } else {
          return true
        }
      }
      return true
    }
    /// A quoted string starting at `i`; its bytes when it holds no escape.
    func quoted() -> ArraySlice<UInt8>? {
      guard i < count, bytes[i] == UInt8(ascii: "\"") else { return nil }
      let start = i + 1
      i = start
      while i < count, bytes[i] != UInt8(ascii: "\"") {
        if bytes[i] == UInt8(ascii: "\\") { return nil }
        i += 1
      }
      guard i < count else { return nil }
      defer { i += 1 }
      return bytes[start..<i]
    }
    /// Skips a quoted value, escapes and all.
    func skipValue() -> Bool {
      guard i < count, bytes[i] == UInt8(ascii: "\"") else { return false }
      i += 1
      while i < count, bytes[i] != UInt8(ascii: "\"") {
        i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard i < count else { return false }
      i += 1
      return true
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.starts(with: [0xFE, 0xFF])
    {
      return nil
    }
    while true {
      guard skipTrivia() else { return nil }
      if i >= count { return keys }
      guard let key = quoted(), skipTrivia() else { return nil }
      if i < count, bytes[i] == UInt8(ascii: "=") {
        i += 1
        guard skipTrivia(), skipValue(), skipTrivia() else { return nil }
      }
      guard i < count, bytes[i] == UInt8(ascii: ";") else { return nil }
      i += 1
      keys.append(String(decoding: key, as: UTF8.self))
    }
  }
}

extension HostTables {
  /// The keys of a String Catalog and, for each, the languages it has a localization in (its
  /// source language always), read by skimming the JSON rather than building it (an app's
  /// catalog runs to megabytes); nil when the bytes are not JSON this reader follows.
  static func quickKeys(ofCatalog bytes: [UInt8]) -> (source: String, keys: [String: Set<String>])?
  {
    var skimmer = JSONSkimmer(bytes: bytes)
    return skimmer.catalog()
  }
}

/// A forward-only reader of JSON that keeps only object keys and strings at the places a String
/// Catalog names them: `strings` → key → `localizations` → language.
private struct JSONSkimmer {
  let bytes: [UInt8]
  var i = 0

  mutating func catalog() -> (source: String, keys: [String: Set<String>])? {
    var source = "en"
    var keys: [String: Set<String>] = [:]
    guard skipBlanks(), take(UInt8(ascii: "{")) else { return nil }
    var first = true
    while true {
      guard skipBlanks() else { return nil }
      if take(UInt8(ascii: "}")) { return (source, keys) }
      if !first { guard take(UInt8(ascii: ",")), skipBlanks() else { return nil } }
      first = false
      guard let name = string(), skipBlanks(), take(UInt8(ascii: ":")), skipBlanks() else {
        return nil
      }
      switch name {
      case "sourceLanguage":
        guard let value = string() else { return nil }
        source = value
      case "strings":
        guard
          members({ skimmer, key in
            var languages: Set<String> = []
            guard
              skimmer.members({ skimmer, field in
                guard field == "localizations" else { return skimmer.skipValue() }
                return skimmer.members { skimmer, language in
                  languages.insert(language)
                  return skimmer.skipValue()
                }
              })
            else { return false }
            keys[key] = languages
            return true
          })
        else { return nil }
      default:
        guard skipValue() else { return nil }
      }
    }
  }

  /// Reads an object, calling `member` with each key, the reader at its value.
  mutating func members(_ member: (inout JSONSkimmer, String) -> Bool) -> Bool {
    guard skipBlanks(), take(UInt8(ascii: "{")) else { return false }
    var first = true
    while true {
      guard skipBlanks() else { return false }
      if take(UInt8(ascii: "}")) { return true }
      if !first { guard take(UInt8(ascii: ",")), skipBlanks() else { return false } }
      first = false
      guard let key = string(), skipBlanks(), take(UInt8(ascii: ":")), skipBlanks(),
        member(&self, key)
      else { return false }
    }
  }

  /// Skips any value, nested ones too, counting brackets outside strings.
  mutating func skipValue() -> Bool {
    guard skipBlanks(), i < bytes.count else { return false }
    switch bytes[i] {
    case UInt8(ascii: "\""): return skipString()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      while i < bytes.count {
        let byte = bytes[i]
        if byte == UInt8(ascii: "\"") {
          guard skipString() else { return false }
          continue
        }
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
          depth += 1
        } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
          depth -= 1
          if depth == 0 {
            i += 1
            return true
          }
        }
        i += 1
      }
      return false
    default:
      // A number, `true`, `false` or `null`.
      while i < bytes.count, ![0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) {
        i += 1
      }
      return true
    }
  }

  mutating func skipString() -> Bool {
    guard take(UInt8(ascii: "\"")) else { return false }
    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == 0x5C ? 2 : 1 }
    return take(UInt8(ascii: "\""))
  }

  /// A string, its common escapes decoded; nil at `\u` (left to the full parser).
  mutating func string() -> String? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    var out: [UInt8] = []
    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
      if bytes[i] == 0x5C {
        guard i + 1 < bytes.count else { return nil }
        switch bytes[i + 1] {
        case UInt8(ascii: "\""), 0x5C, UInt8(ascii: "/"): out.append(bytes[i + 1])
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        default: return nil
        }
        i += 2
      } else {
        out.append(bytes[i])
        i += 1
      }
    }
    guard take(UInt8(ascii: "\"")) else { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  mutating func skipBlanks() -> Bool {
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    return true
  }

  mutating func take(_ byte: UInt8) -> Bool {
    guard i < bytes.count, bytes[i] == byte else { return false }
    i += 1
    return true
  }
}
