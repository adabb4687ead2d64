import BundleLintCore
import BundleLintSyntax

/// Reads a String Catalog's `CatalogDocument` straight from its bytes, in one pass of the JSON
/// reader that builds no JSON value: only the strings the document needs (keys, languages,
/// plain values) are made, and everything else is checked and skipped (`skipValue`). Catalogs
/// of megabytes are read for every module that owns one, and building the whole JSON value
/// cost about 90 instructions a byte.
///
/// It reads through `JSONReader`, as `JSONValue.parse` does, so it accepts exactly the
/// documents the parser accepts; on one that is not JSON it gives up (nil), and the caller
/// parses it as a JSON value to say what is wrong.
struct CatalogReader {
  private var reader: JSONReader

  private init(bytes: UnsafeBufferPointer<UInt8>) { reader = JSONReader(bytes) }

  /// The document of the catalog `bytes`, or nil when they are not JSON.
  static func read(_ bytes: [UInt8]) -> CatalogDocument? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = CatalogReader(bytes: buffer)
      return try? reader.document()
    }
  }

  private typealias Name = JSONReader.JSONString

  private mutating func document() throws(JSONReader.Failure) -> CatalogDocument {
    var document = CatalogDocument(rootIsObject: false, sourceLanguage: nil, strings: nil)
    if reader.peek() == UInt8(ascii: "{") {
      document.rootIsObject = true
      _ = try reader.next()
      while let name = try reader.nextKey() {
        if reader.isText(name, "sourceLanguage") {
          document.sourceLanguage = try readString()
        } else if reader.isText(name, "strings") {
          document.strings = try isObjectElseSkipped() ? strings() : nil
        } else {
          try reader.skipValue()
        }
      }
    } else {
      try reader.skipValue()
    }
    _ = try reader.next()
    return document
  }

  /// The `strings` object at the reader, by key.
  private mutating func strings() throws(JSONReader.Failure) -> [String: CatalogDocument.Entry] {
    var strings: [String: CatalogDocument.Entry] = [:]
    _ = try reader.next()
    while let name = try reader.nextKey() {
      let key = reader.text(of: name)
      strings[key] = try isObjectElseSkipped() ? entry() : CatalogDocument.Entry()
    }
    return strings
  }

  /// The entry object at the reader.
  private mutating func entry() throws(JSONReader.Failure) -> CatalogDocument.Entry {
    var entry = CatalogDocument.Entry()
    _ = try reader.next()
    while let name = try reader.nextKey() {
      if reader.isText(name, "localizations") {
        entry.localizations = try isObjectElseSkipped() ? localizations() : [:]
      } else if reader.isText(name, "shouldTranslate") {
        entry.isUntranslatable = reader.peek() == UInt8(ascii: "f")
        try reader.skipValue()
      } else {
        try reader.skipValue()
      }
    }
    return entry
  }

  /// The `localizations` object at the reader, by language.
  private mutating func localizations() throws(JSONReader.Failure)
    -> [String: CatalogDocument.Localization]
  {
    var localizations: [String: CatalogDocument.Localization] = [:]
    _ = try reader.next()
    while let name = try reader.nextKey() {
      let language = reader.text(of: name)
      localizations[language] =
        try isObjectElseSkipped()
        ? localization() : CatalogDocument.Localization(isObject: false, plainValue: nil)
    }
    return localizations
  }

  /// The localization object at the reader: its plain value when its only member is
  /// `stringUnit`.
  private mutating func localization() throws(JSONReader.Failure) -> CatalogDocument.Localization {
    var members = 0
    var onlyStringUnit = true
    var value: String?
    _ = try reader.next()
    while let name = try reader.nextKey() {
      members += 1
      guard reader.isText(name, "stringUnit") else {
        onlyStringUnit = false
        try reader.skipValue()
        continue
      }
      value = nil
      guard reader.peek() == UInt8(ascii: "{") else {
        try reader.skipValue()
        continue
      }
      _ = try reader.next()
      while let name = try reader.nextKey() {
        if reader.isText(name, "value") {
          value = try readString()
        } else {
          try reader.skipValue()
        }
      }
    }
    return CatalogDocument.Localization(
      isObject: true, plainValue: members > 0 && onlyStringUnit ? value : nil)
  }

  /// Whether the value at the reader is an object, to be read; when it is not, it is skipped.
  private mutating func isObjectElseSkipped() throws(JSONReader.Failure) -> Bool {
    guard reader.peek() == UInt8(ascii: "{") else {
      try reader.skipValue()
      return false
    }
    return true
  }

  /// The value at the reader: its text when it is a string, else nil (the value skipped).
  private mutating func readString() throws(JSONReader.Failure) -> String? {
    guard reader.peek() == UInt8(ascii: "\"") else {
      try reader.skipValue()
      return nil
    }
    guard case .string(let string) = try reader.next() else { return nil }
    return reader.text(of: string)
  }
}
