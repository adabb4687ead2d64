import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// An error that says what is wrong with a JSON file: rule files' (`RuleFileError`) and
/// configuration files' (`ConfigurationError`), each rendered in its own words.
package protocol JSONFileError: Error {
  static func invalidJSON(file: String, detail: String) -> Self
  init(_ error: KeyPathError, file: String)
}

/// A JSON object read strictly, with its key path for errors: every key known, every value of
/// the right type. The one reader of rule files and configuration files.
///
/// Any text field may be a string or an array of lines (`text(_:)`), joined with `\n`.
package struct JSONObjectReader {
  package let members: [String: JSONValue]
  /// The object's key path in the document; empty for the top level.
  let path: String

  init(_ value: JSONValue, path: String) throws(KeyPathError) {
    guard case .object(let members) = value else {
      throw .wrongType(path: path, expected: .object, found: value.typeName)
    }
    self.members = members
    self.path = path
  }

  /// Parses `data`, the text of `file`, and reads its top-level object with `read`; a failure is
  /// an `E` that names the file.
  package static func read<T, E: JSONFileError>(
    _ data: [UInt8], file: String, errors: E.Type,
    _ read: (JSONObjectReader) throws(KeyPathError) -> T
  ) throws(E) -> T {
    let value: JSONValue
    do {
      value = try JSONValue.parse(data)
    } catch {
      throw E.invalidJSON(file: file, detail: error.message)
    }
    do {
      return try read(JSONObjectReader(value, path: ""))
    } catch {
      throw E(error, file: file)
    }
  }

  package func keyPath(_ key: String) -> String { KeyPathError.join(path, key) }

  /// Rejects any key not in `known`, the first in sorted order.
  package func allowOnly(_ known: [String]) throws(KeyPathError) {
    if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
      throw .unknownKey(parent: path, key: unknown, known: known)
    }
  }

  /// The value of `key`; nil when it is absent or `null`.
  func value(_ key: String) -> JSONValue? {
    guard let value = members[key], value != .null else { return nil }
    return value
  }

  func missing(_ key: String) -> KeyPathError { .missingKey(path: keyPath(key)) }

  package func invalid(_ key: String, _ detail: String) -> KeyPathError {
    .invalidValue(path: keyPath(key), detail: detail)
  }

  func wrongType(_ key: String, _ expected: KeyPathError.Expected, _ value: JSONValue)
    -> KeyPathError
  {
    .wrongType(path: keyPath(key), expected: expected, found: value.typeName)
  }

  package func string(_ key: String) throws(KeyPathError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else { throw wrongType(key, .string, value) }
    return text
  }

  package func requiredString(_ key: String) throws(KeyPathError) -> String {
    guard let text = try string(key) else { throw missing(key) }
    return text
  }

  package func bool(_ key: String) throws(KeyPathError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else { throw wrongType(key, .boolean, value) }
    return flag
  }

  /// A string, or an array of strings joined with line breaks.
  func text(_ key: String) throws(KeyPathError) -> String? {
    guard let value = value(key) else { return nil }
    return try Self.text(value, path: keyPath(key))
  }

  func requiredText(_ key: String) throws(KeyPathError) -> String {
    guard let text = try text(key) else { throw missing(key) }
    return text
  }

  static func text(_ value: JSONValue, path: String) throws(KeyPathError) -> String {
    switch value {
    case .string(let text): return text
    case .array(let items):
      var lines: [String] = []
      for (index, item) in items.enumerated() {
        guard case .string(let line) = item else {
          throw .wrongType(path: "\(path)[\(index)]", expected: .string, found: item.typeName)
        }
        lines.append(line)
      }
      return lines.joined(separator: "\n")
    default:
      throw .wrongType(path: path, expected: .text, found: value.typeName)
    }
  }

  func array(_ key: String) throws(KeyPathError) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let items) = value else { throw wrongType(key, .array, value) }
    return items
  }

  package func strings(_ key: String) throws(KeyPathError) -> [String]? {
    guard let value = value(key) else { return nil }
    guard case .array(let items) = value else { throw wrongType(key, .arrayOfStrings, value) }
    var strings: [String] = []
    for (index, item) in items.enumerated() {
      guard case .string(let text) = item else {
        throw .wrongType(path: "\(keyPath(key))[\(index)]", expected: .string, found: item.typeName)
      }
      strings.append(text)
    }
    return strings
  }

  package func object(_ key: String) throws(KeyPathError) -> JSONObjectReader? {
    guard let value = value(key) else { return nil }
    return try JSONObjectReader(value, path: keyPath(key))
  }

  /// The objects of the array at `key`, each with its path (`calls[0]`).
  package func objects(_ key: String) throws(KeyPathError) -> [JSONObjectReader]? {
    guard let items = try array(key) else { return nil }
    var objects: [JSONObjectReader] = []
    for (index, item) in items.enumerated() {
      objects.append(try JSONObjectReader(item, path: "\(keyPath(key))[\(index)]"))
    }
    return objects
  }

  /// An object whose values are texts, by key (`texts`).
  func texts(_ key: String) throws(KeyPathError) -> [String: String]? {
    guard let object = try object(key) else { return nil }
    var texts: [String: String] = [:]
    for name in object.members.keys.sorted() {
      texts[name] = try object.requiredText(name)
    }
    return texts
  }

  package func enumValue<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type)
    throws(KeyPathError) -> T?
  where T.RawValue == String {
    guard let raw = try string(key) else { return nil }
    return try Self.enumValue(raw, T.self, path: keyPath(key))
  }

  func enumValues<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type)
    throws(KeyPathError) -> [T]?
  where T.RawValue == String {
    guard let raws = try strings(key) else { return nil }
    var values: [T] = []
    for (index, raw) in raws.enumerated() {
      values.append(try Self.enumValue(raw, T.self, path: "\(keyPath(key))[\(index)]"))
    }
    return values
  }

  private static func enumValue<T: RawRepresentable & CaseIterable>(
    _ raw: String, _: T.Type, path: String
  ) throws(KeyPathError) -> T where T.RawValue == String {
    guard let value = T(rawValue: raw) else {
      let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw .invalidValue(path: path, detail: "'\(raw)' is not one of \(allowed)")
    }
    return value
  }
}
