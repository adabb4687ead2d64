import BundleLintCore
import BundleLintSyntax

/// The keys of the string tables a host app in the repository has (tables outside every
/// package), by table and localization: all a main-bundle lookup needs to know whether the app
/// translates a key. Lighter than a `ResourceIndex` (no suggestions, no lines, no `String` per
/// ASCII key, each key once however many localizations have it: `HostTableKeys`), since an
/// app's tables can hold hundreds of thousands of entries.
package struct HostTables: Sendable {
  /// Table name (`Localizable`) to its keys.
  private var keys: [String: HostTableKeys] = [:]

  init() {}

  /// The tables of the files read: each file's table name and its keys by localization.
  init(files: [(table: String, keys: [String: [TableKey]])]) {
    add(files: files)
  }

  /// Adds the keys of the files read.
  mutating func add(files: [(table: String, keys: [String: [TableKey]])]) {
    for file in files {
      for (localization, added) in file.keys {
        keys[file.table, default: HostTableKeys()].add(added, localization: localization)
      }
    }
  }

  /// Adds the keys of `other`.
  mutating func formUnion(_ other: HostTables) {
    for (table, added) in other.keys {
      // A table read for the first time is taken as it is, not numbered again.
      if keys[table] == nil {
        keys[table] = added
      } else {
        keys[table]?.formUnion(added)
      }
    }
  }

  /// Whether `table` has `key` in `localization`.
  func contains(_ key: TableKey, table: String, localization: String) -> Bool {
    keys[table]?.contains(key, localization: localization) == true
  }

  /// The localizations in which some table has a key.
  var localizationsWithKeys: Set<String> {
    Set(keys.values.flatMap(\.localizationsWithKeys))
  }

  /// Whether `table` has `key` in any localization.
  func containsAnywhere(_ key: TableKey, table: String) -> Bool {
    keys[table]?.containsAnywhere(key) == true
  }

  /// The keys of one table file as the full parser read it, by localization.
  static func keys(parsed outcome: StringTableParser.Outcome) -> [String: [TableKey]] {
    outcome.keys.mapValues { $0.map { TableKey($0.key) } }
  }
}
