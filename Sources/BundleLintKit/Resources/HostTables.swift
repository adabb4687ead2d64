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
