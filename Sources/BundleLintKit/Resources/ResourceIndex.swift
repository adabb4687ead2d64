/// What one module's string tables and asset catalogs contain: keys per table per localization,
/// and asset names by type. Built once per module by `LintRun` from the files `ModuleResources`
/// lists; the checks that use it are pure.
public struct ResourceIndex: Hashable, Sendable {
  /// One string table's keys by localization, with the file each localization came from.
  public struct Table: Hashable, Sendable {
    /// Localization (`en`, `Base`; `""` for a file outside any `.lproj`) to its keys.
    public private(set) var keys: [String: [TableEntry]]
    /// For each localization, where the entries of each file added begin, and the file
    /// (relative to the package root); none for entries added without a file.
    private var entryFiles: [String: [EntryFile]] = [:]
    /// Localization to the file (relative to the package root) that defines it.
    public var files: [String: String] {
      didSet { fileName = Self.fileName(of: files) }
    }
    /// The file name of the first localization's file in sorted order, for messages; nil for a
    /// table without files.
    public private(set) var fileName: String?

    /// Every key of every localization.
    public private(set) var allKeys: Set<String> = []
    /// The keys with format specifiers, in `LocalizationKey.matchForm`.
    public private(set) var formatKeys: [String: String] = [:]
    /// The localizations in the order first added: `translatedMasks` counts by it.
    private var localizationOrder: [String] = []
    /// For each translated key (`isTranslated`), a bit for each of the first 64 localizations
    /// that shows other text for it (a mask, not an array of names, for tables of tens of
    /// thousands of keys in dozens of languages); the others in `translatedBeyond`.
    private var translatedMasks: [String: UInt64] = [:]
    private var translatedBeyond: [String: Set<String>] = [:]
    /// Where `add` put the entries it was last given: their localization and their positions
    /// in its entries.
    private var lastAdded: (localization: String, positions: Range<Int>)?

    public init(keys: [String: [TableEntry]] = [:], files: [String: String] = [:]) {
      self.files = files
      self.fileName = Self.fileName(of: files)
      self.keys = [:]
      for (localization, entries) in keys { add(entries, localization: localization) }
    }

    /// The file name of the first localization's file in sorted order.
    private static func fileName(of files: [String: String]) -> String? {
      guard let path = files.keys.min().flatMap({ files[$0] }),
        let last = path.split(separator: "/").last
      else { return nil }
      return String(last)
    }

    /// Adds the keys of one localization, defined in the file `path` when one is given.
    public mutating func add(_ entries: [TableEntry], localization: String, path: String? = nil) {
      // Each key's text is kept once, however many localizations have it: an entry takes the
      // instance `allKeys` holds, so the parser's copies are let go. The largest apps' tables are most of a run's memory.
      var entries = entries
      if !localizationOrder.contains(localization) { localizationOrder.append(localization) }
      let bit = localizationOrder.firstIndex(of: localization) ?? 0
      do {
        // The entries added before, to compare in place (dropped before `keys` changes).
        let previous = lastAdded.flatMap { keys[$0.localization]?[$0.positions] } ?? []
        for position in entries.indices {
          let inserted: Bool
          let key: String
          let before = previous.startIndex + position
          if before < previous.endIndex, previous[before].key == entries[position].key {
            // The key the file added before has at the same place (a translation keeps its
            // source's order): that file's instance, already in `allKeys`, without hashing.
            (inserted, key) = (false, previous[before].key)
          } else {
            (inserted, key) = allKeys.insert(entries[position].key)
          }
          let showsKey = entries[position].showsKey
          entries[position].key = key
          if inserted {
            if let form = LocalizationKey.formatMatchForm(of: key) {
              formatKeys[form] = formatKeys[form] ?? key
            }
          }
          if !showsKey {
            if bit < 64 {
              translatedMasks[key, default: 0] |= 1 << UInt64(bit)
            } else {
              translatedBeyond[key, default: []].insert(localization)
            }
          }
        }
      }
      let start = keys[localization]?.count ?? 0
      if let path, entryFiles[localization]?.last?.path != path {
        entryFiles[localization, default: []].append(EntryFile(start: start, path: path))
      }
      if keys[localization] == nil {
        keys[localization] = entries
      } else {
        keys[localization]! += entries
      }
      lastAdded = (localization, start..<(start + entries.count))
    }

    /// Where the entries of one file begin among a localization's entries.
    private struct EntryFile: Hashable, Sendable {
      var start: Int
      var path: String
    }

    /// The file (relative to the package root) that defines the entry at `position` of
    /// `localization`'s entries; nil when it was added without one.
    public func path(ofEntryAt position: Int, in localization: String) -> String? {
      entryFiles[localization]?.last { $0.start <= position }?.path
    }

    /// Tables are alike when their entries and the files that define them are: everything else
    /// is made from the entries (in the order they were added, which says nothing of the table).
    public static func == (lhs: Table, rhs: Table) -> Bool {
      lhs.keys == rhs.keys && lhs.files == rhs.files && lhs.entryFiles == rhs.entryFiles
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(keys)
      hasher.combine(files)
    }

    /// Whether some localization shows other text than the key itself for `key`: a lookup that
    /// misses one of the others shows the same text, so missing it changes nothing.
    public func isTranslated(_ key: String) -> Bool {
      translatedMasks[key] != nil || translatedBeyond[key] != nil
    }

    /// The localizations that show other text than `key` for it (`isTranslated`).
    public func translatedLocalizations(of key: String) -> Set<String> {
      var found = translatedBeyond[key] ?? []
      if let mask = translatedMasks[key] {
        for (bit, localization) in localizationOrder.prefix(64).enumerated()
        where mask & (1 << UInt64(bit)) != 0 {
          found.insert(localization)
        }
      }
      return found
    }

    /// The table key `key` finds (itself, or the format key its interpolations stand for).
    public func match(_ key: LocalizationKey) -> String? {
      if allKeys.contains(key.display) { return key.display }
      if key.hasPlaceholders { return formatKeys[key.matchForm] }
      return nil
    }
  }

  /// Table name (`Localizable`) to its contents.
  public var tables: [String: Table]
  /// Asset names by type, over all of the module's catalogs.
  public var assets: [AssetType: Set<String>]
  /// Files that could not be read as what they claim to be.
  public var malformed: [MalformedResource]

  public init(
    tables: [String: Table] = [:], assets: [AssetType: Set<String>] = [:],
    malformed: [MalformedResource] = []
  ) {
    self.tables = tables
    self.assets = assets
    self.malformed = malformed
  }

  /// The table a lookup without a table name uses.
  public static let defaultTable = "Localizable"

  /// The index of string-table files, given each file's path and bytes (nil: unreadable, which
  /// the run reports as `unreadable-file`, not as a malformed table).
  public mutating func addTableFile(path: String, table: String, bytes: [UInt8]?) {
    guard let bytes else { return }
    addTableFile(
      path: path, table: table, parsed: StringTableParser.parse(path: path, bytes: bytes))
  }

  /// Adds a string-table file already parsed (`ModuleResources.parsedCatalogs`).
  mutating func addTableFile(path: String, table: String, parsed outcome: StringTableParser.Outcome)
  {
    if let failure = outcome.failure {
      malformed.append(MalformedResource(path: path, line: failure.line, detail: failure.detail))
    }
    // Taken out while it grows, so its key set and masks are not copied for each file.
    var entry = tables.removeValue(forKey: table) ?? Table()
    for (localization, keys) in outcome.keys {
      entry.add(keys, localization: localization, path: path)
      if entry.files[localization] == nil || path.hasSuffix(".strings") {
        entry.files[localization] = path
      }
    }
    tables[table] = entry
  }

  /// Adds the assets of one catalog (see `AssetCatalogIndexer`).
  public mutating func addAssetCatalog(
    path: String, folders: [String], groupContents: [String: [UInt8]]
  ) {
    let indexed = AssetCatalogIndexer.index(folders: folders, groupContents: groupContents)
    for (type, names) in indexed.assets { assets[type, default: []].formUnion(names) }
    for group in indexed.malformedGroups {
      malformed.append(
        MalformedResource(
          path: path + "/" + group + "/Contents.json", line: 1,
          detail: "it is not a JSON object, so the group's namespace is unknown"))
    }
  }

  /// A key with its lower-cased UTF-8 bytes, for did-you-mean suggestions.
  public struct FoldedKey: Hashable, Sendable {
    public var key: String
    public var folded: [UInt8]

    public init(_ key: String) {
      self.key = key
      // An ASCII key folds byte by byte, as `lowercased()` would, without building a `String`.
      var bytes = Array(key.utf8)
      if bytes.allSatisfy({ $0 < 0x80 }) {
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A {
          bytes[index] |= 0x20
        }
        folded = bytes
      } else {
        folded = Array(key.lowercased().utf8)
      }
    }
  }

  /// Whether the index holds anything at all.
  public var isEmpty: Bool { tables.isEmpty && assets.isEmpty }
}
