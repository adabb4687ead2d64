/// One key of a string table, with the line that defines it (1 when unknown).
public struct TableEntry: Hashable, Sendable {
  public var key: String
  public var line: Int
  /// The file that defines it, relative to the package root; nil until the index sets it.
  public var path: String?
  /// The text the entry shows, when it is one plain string, as `StringTableParser.fingerprint`
  /// gives it (nil for plural variants, a dictionary, or not known): only compared, so a table
  /// of tens of thousands of translations keeps 8 bytes of each, not its text.
  public var valueFingerprint: UInt64?
  /// The text the entry shows is the key itself (`"OK" = "OK";`, a catalog entry with no
  /// other value): a lookup that misses it shows the same text. False when not known.
  public var showsKey: Bool

  public init(key: String, line: Int, path: String? = nil, value: String? = nil) {
    self.key = key
    self.line = line
    self.path = path
    self.valueFingerprint = value.map(StringTableParser.fingerprint)
    self.showsKey = value == key
  }
}

/// Why a resource file could not be read as what its extension says, and where.
public struct MalformedResource: Hashable, Sendable, Error {
  /// Relative to the package root.
  public var path: String
  /// 1-based; 1 when the parser gives no position.
  public var line: Int
  /// Lowercase, no trailing period: `expected ';' after the value`.
  public var detail: String

  public init(path: String, line: Int, detail: String) {
    self.path = path
    self.line = line
    self.detail = detail
  }
}
