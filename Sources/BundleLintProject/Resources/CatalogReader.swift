import BundleLintCore
import BundleLintSyntax

/// Reads a String Catalog's `CatalogDocument` straight from its bytes, in one pass that builds
/// no JSON value: only the strings the document needs (keys, languages, plain values) are made,
/// and everything else is checked and skipped. Catalogs of megabytes are read for every module
/// that owns one, and building the whole JSON value cost about 90 instructions a byte.
///
/// It accepts exactly the documents `JSONValue.parse` accepts, reading strings and numbers with
/// the same grammar (`JSONSyntax`), or gives up (nil): on a document that is not JSON, or that
/// nests deeper than `maximumDepth`, the caller parses it as a JSON value, which says what is
/// wrong or gives the same `CatalogDocument` (`init(json:)`), so the outcome is the same either
/// way.
struct CatalogReader {
  /// Nesting the reader follows before handing the document to the JSON parser (which allows
  /// 512): catalogs nest about six deep.
  static let maximumDepth = 64

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The document of the catalog `bytes`, or nil when the reader gives up.
  static func read(_ bytes: [UInt8]) -> CatalogDocument? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = CatalogReader(bytes: buffer)
      return reader.document()
    }
  }

  private mutating func document() -> CatalogDocument? {
    skipWhitespace()
    var document = CatalogDocument(rootIsObject: false, sourceLanguage: nil, strings: nil)
    if peek == UInt8(ascii: "{") {
      document.rootIsObject = true
      guard
        readObject({ reader, name in
          if reader.isName(name, "sourceLanguage") {
            return reader.readString(into: &document.sourceLanguage)
          } else if reader.isName(name, "strings") {
            guard reader.peek == UInt8(ascii: "{") else {
              document.strings = nil
              return reader.skipValue()
            }
            guard let strings = reader.strings() else { return false }
            document.strings = strings
          } else {
            return reader.skipValue()
          }
          return true
        })
      else { return nil }
    } else if !skipValue() {
      return nil
    }
    skipWhitespace()
    return index == bytes.count ? document : nil
  }

  /// The `strings` object, by key; nil when it cannot be read.
  private mutating func strings() -> [String: CatalogDocument.Entry]? {
    var strings: [String: CatalogDocument.Entry] = [:]
    let read = readObject { reader, name in
      let key = reader.text(name)
      guard reader.peek == UInt8(ascii: "{") else {
        strings[key] = CatalogDocument.Entry()
        return reader.skipValue()
      }
      guard let entry = reader.entry() else { return false }
      strings[key] = entry
      return true
    }
    return read ? strings : nil
  }

  private mutating func entry() -> CatalogDocument.Entry? {
    var entry = CatalogDocument.Entry()
    let read = readObject { reader, name in
      if reader.isName(name, "localizations") {
        guard reader.peek == UInt8(ascii: "{") else {
          entry.localizations = [:]
          return reader.skipValue()
        }
        guard let localizations = reader.localizations() else { return false }
        entry.localizations = localizations
      } else if reader.isName(name, "shouldTranslate") {
        entry.isUntranslatable = reader.peek == UInt8(ascii: "f")
        return reader.skipValue()
      } else {
        return reader.skipValue()
      }
      return true
    }
    return read ? entry : nil
  }

  private mutating func localizations() -> [String: CatalogDocument.Localization]? {
    var localizations: [String: CatalogDocument.Localization] = [:]
    let read = readObject { reader, name in
      let language = reader.text(name)
      guard reader.peek == UInt8(ascii: "{") else {
        localizations[language] = CatalogDocument.Localization(isObject: false, plainValue: nil)
        return reader.skipValue()
      }
      guard let localization = reader.localization() else { return false }
      localizations[language] = localization
      return true
    }
    return read ? localizations : nil
  }

  /// A localization object: its plain value when its only member is `stringUnit`.
  private mutating func localization() -> CatalogDocument.Localization? {
    var members = 0
    var onlyStringUnit = true
    var value: String?
    let read = readObject { reader, name in
      members += 1
      guard reader.isName(name, "stringUnit") else {
        onlyStringUnit = false
        return reader.skipValue()
      }
      value = nil
      guard reader.peek == UInt8(ascii: "{") else { return reader.skipValue() }
      return reader.readObject { reader, name in
        guard reader.isName(name, "value") else { return reader.skipValue() }
        return reader.readString(into: &value)
      }
    }
    guard read else { return nil }
    return CatalogDocument.Localization(
      isObject: true, plainValue: members > 0 && onlyStringUnit ? value : nil)
  }

  // MARK: - JSON

  /// A member name or string: where its text lies, and whether it has escapes to undo.
  typealias Name = JSONSyntax.ScannedString

  /// Reads the object at `{`, calling `member` with each name once the reader stands on its
  /// value; `member` reads or skips the value and says whether that went well.
  private mutating func readObject(_ member: (inout CatalogReader, Name) -> Bool) -> Bool {
    index += 1
    skipWhitespace()
    if take(UInt8(ascii: "}")) { return true }
    depth += 1
    defer { depth -= 1 }
    guard depth < Self.maximumDepth else { return false }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\""), let name = rawString() else { return false }
      skipWhitespace()
      guard take(UInt8(ascii: ":")) else { return false }
      skipWhitespace()
      guard member(&self, name) else { return false }
      skipWhitespace()
      if take(UInt8(ascii: ",")) {
        skipWhitespace()
        // A comma before the closing brace is allowed, as the JSON parser allows it.
        if take(UInt8(ascii: "}")) { return true }
      } else {
        return take(UInt8(ascii: "}"))
      }
    }
  }

  /// Checks and skips the value at the reader.
  private mutating func skipValue() -> Bool {
    skipWhitespace()
    guard let first = peek else { return false }
    switch first {
    case UInt8(ascii: "{"):
      return readObject { reader, _ in reader.skipValue() }
    case UInt8(ascii: "["):
      index += 1
      skipWhitespace()
      if take(UInt8(ascii: "]")) { return true }
      depth += 1
      defer { depth -= 1 }
      guard depth < Self.maximumDepth else { return false }
      while true {
        guard skipValue() else { return false }
        skipWhitespace()
        if take(UInt8(ascii: ",")) {
          skipWhitespace()
          if take(UInt8(ascii: "]")) { return true }
        } else {
          return take(UInt8(ascii: "]"))
        }
      }
    case UInt8(ascii: "\""): return rawString() != nil
    case UInt8(ascii: "t"): return word("true")
    case UInt8(ascii: "f"): return word("false")
    case UInt8(ascii: "n"): return word("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    default: return false
    }
  }

  /// Reads the value at the reader into `value`: its text when it is a string, else nil (the
  /// value skipped). False when it cannot be read.
  private mutating func readString(into value: inout String?) -> Bool {
    guard peek == UInt8(ascii: "\"") else {
      value = nil
      return skipValue()
    }
    guard let raw = rawString() else { return false }
    value = text(raw)
    return true
  }

  /// Checks the string at `"` and moves past it (`JSONSyntax.scanString`); nil for what the
  /// JSON parser rejects.
  private mutating func rawString() -> Name? {
    guard case .success(let string) = JSONSyntax.scanString(in: bytes, quote: index) else {
      return nil
    }
    index = string.contents.upperBound + 1
    return string
  }

  private func text(_ name: Name) -> String { JSONSyntax.text(of: name, inBuffer: bytes) }

  /// Whether the name is `expected`.
  private func isName(_ name: Name, _ expected: StaticString) -> Bool {
    guard !name.isEscaped else { return text(name) == expected.description }
    return expected.withUTF8Buffer { expected in
      UnsafeBufferPointer(rebasing: bytes[name.contents]).elementsEqual(expected)
    }
  }

  /// A number as the JSON parser reads one (`JSONSyntax.scanNumber`) that `Double` also reads.
  private mutating func number() -> Bool {
    let start = index
    let scanned = JSONSyntax.scanNumber(in: bytes, from: index)
    index = scanned.end
    guard scanned.isValid else { return false }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    return Double(text) != nil
  }

  private mutating func word(_ word: StaticString) -> Bool {
    JSONSyntax.take(word: word, inBuffer: bytes, at: &index)
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func take(_ byte: UInt8) -> Bool {
    JSONSyntax.take(byte, inBuffer: bytes, at: &index)
  }

  private mutating func skipWhitespace() {
    index = JSONSyntax.skippingWhitespace(in: bytes, from: index)
  }
}
