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

/// A dictionary of a property list, its entries by key, with the line its `{` is on.
public struct PlistDictionary: Hashable, Sendable {
  public var entries: [String: PlistValue]
  /// 1-based.
  public var line: Int

  public init(entries: [String: PlistValue] = [:], line: Int = 1) {
    self.entries = entries
    self.line = line
  }

  public subscript(key: String) -> PlistValue? { entries[key] }
}
