import BundleLintCore
import BundleLintSyntax

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`: strings,
/// arrays, dictionaries and data. Each dictionary keeps the line it starts on, so a note can
/// point into the project file.
public enum PlistValue: Hashable, Sendable {
  case string(String)
  case array([PlistValue])
  case dictionary(PlistDictionary)
  case data([UInt8])

  /// The string, if this is one.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The dictionary, if this is one.
  public var dictionary: PlistDictionary? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The array, if this is one.
  public var array: [PlistValue]? {
    if case .array(let value) = self { return value }
    return nil
  }
}

/// A dictionary of a property list, its entries in file order, with the line its `{` is on.
///
/// Kept as pairs, not hashed: most dictionaries of a project file hold a handful of entries and
/// are read by a few keys, and hashing every key of every object was most of the reading cost.
/// A key written twice counts once, with its last value, as in a dictionary; equality ignores
/// the order.
public struct PlistDictionary: Hashable, Sendable {
  /// One `key = value;`.
  public struct Entry: Hashable, Sendable {
    public var key: String
    public var value: PlistValue
  }

  /// The entries as written.
  public private(set) var pairs: [Entry]
  /// 1-based.
  public var line: Int

  public init(entries: [String: PlistValue] = [:], line: Int = 1) {
    pairs = entries.keys.sorted().map { Entry(key: $0, value: entries[$0]!) }
    self.line = line
  }

  /// The entries by key.
  public var entries: [String: PlistValue] {
    Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
  }

  /// The value of `key`: its last entry's.
  public subscript(key: String) -> PlistValue? {
    pairs.last { $0.key == key }?.value
  }

  /// Adds `key = value` after the others.
  mutating func append(_ key: String, _ value: PlistValue) {
    pairs.append(Entry(key: key, value: value))
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.entries == rhs.entries
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(entries)
  }
}
