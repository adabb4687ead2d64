/// The keys of the string tables a host app in the repository has (tables outside every
/// package), by table and localization: all a main-bundle lookup needs to know whether the app
/// translates a key. Lighter than a `ResourceIndex` (no suggestions, no lines, no `String` per
/// ASCII key, no index: `HostKeys`), since an app's tables can hold hundreds of thousands of
/// entries.
public struct HostTables: Sendable {
  /// Table name (`Localizable`) to localization to keys.
  private(set) var keys: [String: [String: HostKeys]] = [:]

  public init() {}

  /// The tables of the files read: each file's table name and its keys by localization.
  init(files: [(table: String, keys: [String: [TableKey]])]) {
    for file in files {
      for (localization, added) in file.keys {
        keys[file.table, default: [:]][localization, default: HostKeys()]
          .append(contentsOf: added)
      }
    }
  }

  /// Adds the keys of `other`.
  mutating func formUnion(_ other: HostTables) {
    for (table, byLocalization) in other.keys {
      for (localization, added) in byLocalization {
        keys[table, default: [:]][localization, default: HostKeys()].append(contentsOf: added)
      }
    }
  }

  /// Whether `table` has `key` in `localization`.
  mutating func contains(_ key: TableKey, table: String, localization: String) -> Bool {
    keys[table]?[localization]?.contains(key) == true
  }

  /// Whether `table` has `key` in any localization.
  mutating func containsAnywhere(_ key: TableKey, table: String) -> Bool {
    let localizations = keys[table].map { Array($0.keys) } ?? []
    for localization in localizations where keys[table]?[localization]?.contains(key) == true {
      return true
    }
    return false
  }

  /// The keys of one table file as the full parser read it, by localization.
  static func keys(parsed outcome: StringTableParser.Outcome) -> [String: [TableKey]] {
    outcome.keys.mapValues { $0.map { TableKey($0.key) } }
  }
}
