/// The keys of the string tables a host app in the repository has (tables outside every
/// package), by table and localization: all a main-bundle lookup needs to know whether the app
/// translates a key. Lighter than a `ResourceIndex` (no suggestions, no lines, no `String` per
/// ASCII key: `TableKey`), since an app's tables can hold hundreds of thousands of entries.
public struct HostTables: Hashable, Sendable {
  /// Table name (`Localizable`) to localization to keys.
  private(set) var keys: [String: [String: Set<TableKey>]] = [:]

  public init() {}

  /// The tables of the files read: each file's table name and its keys by localization. The
  /// sets are built in parallel, each at its final size.
  init(files: [(table: String, keys: [String: [TableKey]])]) {
    var lists: [String: [String: [[TableKey]]]] = [:]
    for file in files {
      for (localization, keys) in file.keys {
        lists[file.table, default: [:]][localization, default: []].append(keys)
      }
    }
    let groups = lists.flatMap { table, byLocalization in
      byLocalization.map { (table: table, localization: $0.key, lists: $0.value) }
    }
    let sets = parallelMap(groups) { group in
      var keys = Set<TableKey>(minimumCapacity: group.lists.reduce(0) { $0 + $1.count })
      for list in group.lists { keys.formUnion(list) }
      return keys
    }
    for (group, set) in zip(groups, sets) {
      keys[group.table, default: [:]][group.localization] = set
    }
  }

  /// Adds the keys of `other`.
  mutating func formUnion(_ other: HostTables) {
    for (table, byLocalization) in other.keys {
      for (localization, added) in byLocalization {
        if let known = keys[table]?[localization], !known.isEmpty {
          keys[table]?[localization] = known.union(added)
        } else {
          keys[table, default: [:]][localization] = added
        }
      }
    }
  }

  /// Whether `table` has `key` in `localization`.
  func contains(_ key: TableKey, table: String, localization: String) -> Bool {
    keys[table]?[localization]?.contains(key) == true
  }

  /// Whether `table` has `key` in any localization.
  func containsAnywhere(_ key: TableKey, table: String) -> Bool {
    keys[table]?.values.contains { $0.contains(key) } == true
  }

  /// The keys of one table file as the full parser read it, by localization.
  static func keys(parsed outcome: StringTableParser.Outcome) -> [String: [TableKey]] {
    outcome.keys.mapValues { $0.map { TableKey($0.key) } }
  }
}
