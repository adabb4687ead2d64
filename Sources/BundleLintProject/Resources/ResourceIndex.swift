import BundleLintCore
import BundleLintSyntax

/// What one module's string tables and asset catalogs contain: keys per table per localization,
/// and asset names by type. Built once per module by `LintRun` from the files `ModuleResources`
/// lists; the checks that use it are pure.
package struct ResourceIndex: Hashable, Sendable {
  /// One string table's keys by localization, with the file each localization came from.
  package struct Table: Hashable, Sendable {
    /// Each key's text once, numbered in the order first added; `StoredTableEntry.key` is a number.
    private var keyTexts: [String] = []
    private var keyNumbers: [String: UInt32] = [:]
    /// Localization (`en`, `Base`; `""` for a file outside any `.lproj`) to its entries, each
    /// in 16 bytes: the largest apps' tables are most of a run's memory.
    private var stored: [String: [StoredTableEntry]] = [:]
    /// For each localization, where the entries of each file added begin, and the file
    /// (relative to the package root); none for entries added without a file.
    private var entryFiles: [String: [EntryFile]] = [:]
    /// Localization to the file (relative to the package root) that defines it.
    package var files: [String: String] {
      didSet { fileName = Self.fileName(of: files) }
    }
    /// The file name of the first localization's file in sorted order, for messages; nil for a
    /// table without files.
    package private(set) var fileName: String?

    /// The keys with format specifiers, in `LocalizationKey.matchForm`.
    package private(set) var formatKeys: [String: String] = [:]
    /// The localizations in the order first added: `translatedMasks` counts by it.
    private var localizationOrder: [String] = []
    /// For each translated key (`isTranslated`), a bit for each of the first 64 localizations
    /// that shows other text for it (a mask, not an array of names, for tables of tens of
    /// thousands of keys in dozens of languages); the others in `translatedBeyond`.
    private var translatedMasks: [UInt32: UInt64] = [:]
    private var translatedBeyond: [UInt32: Set<String>] = [:]
    /// For each key by number, the position in `localizationOrder` of the one localization
    /// that has it, or `Self.inSeveral` once a second one does: whether a key is held only in
    /// the language it was written in, one byte a key.
    private var heldIn: [UInt8] = []
    private static let inSeveral = UInt8.max
    /// Where `add` put the entries it was last given: their localization and their positions
    /// in its entries.
    private var lastAdded: (localization: String, positions: Range<Int>)?

    package init(keys: [String: [TableEntry]] = [:], files: [String: String] = [:]) {
      self.files = files
      self.fileName = Self.fileName(of: files)
      for (localization, entries) in keys { add(entries, localization: localization) }
    }

    /// The file name of the first localization's file in sorted order.
    private static func fileName(of files: [String: String]) -> String? {
      guard let path = files.keys.min().flatMap({ files[$0] }),
        let last = path.split(separator: "/").last
      else { return nil }
      return String(last)
    }

    /// Localization to its entries in the order added (made from the stored entries on each
    /// call: read it once per use).
    package var keys: [String: [TableEntry]] {
      stored.mapValues { $0.map(entry) }
    }

    /// Every key of every localization.
    package var allKeys: Set<String> { Set(keyTexts) }

    /// The localizations that have entries, in no order.
    package var localizations: [String] { Array(stored.keys) }

    /// The value fingerprints of `localization`'s entries by key number (nil where it has no
    /// such key or the value is not known), to compare languages without the keys' texts.
    package func valueFingerprintsByKey(in localization: String) -> [UInt64?] {
      var values = [UInt64?](repeating: nil, count: keyTexts.count)
      for entry in stored[localization] ?? [] { values[Int(entry.key)] = entry.valueFingerprint }
      return values
    }

    /// Whether some entry of `localization` shows a value that is not `empty` and differs from
    /// `other[key]` (`valueFingerprintsByKey(in:)` of another localization); an entry whose value
    /// is not known counts.
    package func hasValue(
      in localization: String, otherThan other: [UInt64?], orEmpty empty: UInt64
    ) -> Bool {
      (stored[localization] ?? []).contains { entry in
        guard let value = entry.valueFingerprint else { return true }
        let key = Int(entry.key)
        return value != empty && (key >= other.count || value != other[key])
      }
    }

    /// The entries of `localization` in the order added; nil when it has none.
    package func entries(in localization: String) -> [TableEntry]? {
      stored[localization].map { $0.map(entry) }
    }

    private func entry(_ stored: StoredTableEntry) -> TableEntry {
      var entry = TableEntry(key: keyTexts[Int(stored.key)], line: stored.line)
      entry.valueFingerprint = stored.valueFingerprint
      entry.showsKey = stored.showsKey
      return entry
    }

    /// Adds the keys of one localization, defined in the file `path` when one is given.
    package mutating func add(_ entries: [TableEntry], localization: String, path: String? = nil) {
      if !localizationOrder.contains(localization) { localizationOrder.append(localization) }
      let bit = localizationOrder.firstIndex(of: localization) ?? 0
      let place = UInt8(min(bit, Int(Self.inSeveral) - 1))
      var added: [StoredTableEntry] = []
      added.reserveCapacity(entries.count)
      do {
        // The entries added before, to compare in place (dropped before `stored` changes).
        let previous = lastAdded.flatMap { stored[$0.localization]?[$0.positions] } ?? []
        for position in entries.indices {
          let entry = entries[position]
          let number: UInt32
          let before = previous.startIndex + position
          if before < previous.endIndex, keyTexts[Int(previous[before].key)] == entry.key {
            // The key the file added before has at the same place (a translation keeps its
            // source's order): its number, without hashing.
            number = previous[before].key
          } else if let known = keyNumbers[entry.key] {
            number = known
          } else {
            number = UInt32(keyTexts.count)
            keyTexts.append(entry.key)
            keyNumbers[entry.key] = number
            heldIn.append(place)
            if let form = LocalizationKey.formatMatchForm(of: entry.key) {
              formatKeys[form] = formatKeys[form] ?? entry.key
            }
          }
          if heldIn[Int(number)] != place { heldIn[Int(number)] = Self.inSeveral }
          if !entry.showsKey {
            if bit < 64 {
              translatedMasks[number, default: 0] |= 1 << UInt64(bit)
            } else {
              translatedBeyond[number, default: []].insert(localization)
            }
          }
          added.append(StoredTableEntry(entry, key: number))
        }
      }
      let start = stored[localization]?.count ?? 0
      if let path, entryFiles[localization]?.last?.path != path {
        entryFiles[localization, default: []].append(EntryFile(start: start, path: path))
      }
      if stored[localization] == nil {
        stored[localization] = added
      } else {
        stored[localization]! += added
      }
      lastAdded = (localization, start..<(start + added.count))
    }

    /// Where the entries of one file begin among a localization's entries.
    private struct EntryFile: Hashable, Sendable {
      var start: Int
      var path: String
    }

    /// The file (relative to the package root) that defines the entry at `position` of
    /// `localization`'s entries; nil when it was added without one.
    package func path(ofEntryAt position: Int, in localization: String) -> String? {
      entryFiles[localization]?.last { $0.start <= position }?.path
    }

    /// Tables are alike when their entries and the files that define them are: everything else
    /// is made from the entries (in the order they were added, which says nothing of the table).
    package static func == (lhs: Table, rhs: Table) -> Bool {
      lhs.files == rhs.files && lhs.entryFiles == rhs.entryFiles && lhs.keys == rhs.keys
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(keys)
      hasher.combine(files)
    }

    /// Whether some localization shows other text than the key itself for `key`: a lookup that
    /// misses one of the others shows the same text, so missing it changes nothing.
    package func isTranslated(_ key: String) -> Bool {
      guard let number = keyNumbers[key] else { return false }
      return translatedMasks[number] != nil || translatedBeyond[number] != nil
    }

    /// Whether more than one localization has an entry for `key` (the language it was written
    /// in and at least one other), whatever the entries show.
    package func isHeldInSeveralLocalizations(_ key: String) -> Bool {
      guard let number = keyNumbers[key] else { return false }
      return heldIn[Int(number)] == Self.inSeveral
    }

    /// The one localization that has `key`, when only one does (the language it was written in,
    /// for a key not translated yet); nil when several do or none.
    package func onlyLocalization(of key: String) -> String? {
      guard let number = keyNumbers[key] else { return nil }
      let place = heldIn[Int(number)]
      guard place != Self.inSeveral, Int(place) < localizationOrder.count else { return nil }
      return localizationOrder[Int(place)]
    }

    /// The localizations that show other text than `key` for it (`isTranslated`).
    package func translatedLocalizations(of key: String) -> Set<String> {
      guard let number = keyNumbers[key] else { return [] }
      var found = translatedBeyond[number] ?? []
      if let mask = translatedMasks[number] {
        for (bit, localization) in localizationOrder.prefix(64).enumerated()
        where mask & (1 << UInt64(bit)) != 0 {
          found.insert(localization)
        }
      }
      return found
    }

    /// Whether some localization's entry for `key` shows other text than the value whose
    /// fingerprint is `shown` (an entry whose value is not known counts as other text).
    package func showsOtherText(for key: String, than shown: UInt64) -> Bool {
      guard let number = keyNumbers[key] else { return false }
      return stored.values.contains { entries in
        entries.contains { $0.key == number && $0.valueFingerprint.map { $0 != shown } ?? true }
      }
    }

    /// The table key `key` finds (itself, or the format key its interpolations stand for).
    package func match(_ key: LocalizationKey) -> String? {
      if keyNumbers[key.display] != nil { return key.display }
      if key.hasPlaceholders { return formatKeys[key.matchForm] }
      return nil
    }
  }

  /// Table name (`Localizable`) to its contents.
  package var tables: [String: Table]
  /// Asset names by type, over all of the module's catalogs.
  package var assets: [AssetType: Set<String>]
  /// Files that could not be read as what they claim to be.
  package var malformed: [MalformedResource]
  /// The names of the module's image files outside asset catalogs (`close.png`,
  /// `close@2x.png` and `close~ipad.png` are all `close`): what `UIImage(named:)` and
  /// `NSImage(named:)` also find in a bundle.
  package var imageFiles: Set<String> = []
  /// The faces of the module's font files (`FontNameTable`), in file order.
  package var fonts: [FontFace] = []

  package init(
    tables: [String: Table] = [:], assets: [AssetType: Set<String>] = [:],
    malformed: [MalformedResource] = []
  ) {
    self.tables = tables
    self.assets = assets
    self.malformed = malformed
  }

  /// The table a lookup without a table name uses.
  package static let defaultTable = "Localizable"

  /// The index of string-table files, given each file's path and bytes (nil: unreadable, which
  /// the run reports as `unreadable-file`, not as a malformed table).
  package mutating func addTableFile(path: String, table: String, bytes: [UInt8]?) {
    guard let bytes else { return }
    addTableFile(
      path: path, table: table, parsed: StringTableParser.parse(path: path, bytes: bytes))
  }

  /// Adds a string-table file already parsed (`ModuleResources.parsedCatalogs`).
  package mutating func addTableFile(
    path: String, table: String, parsed outcome: StringTableParser.Outcome
  ) {
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

  /// Adds the image files among `paths` (resource files, relative to the package root) to
  /// `imageFiles`.
  package mutating func addImageFiles(_ paths: [String]) {
    for path in paths where Self.isImageFile(path) {
      imageFiles.insert(Self.imageName(PathName.stem(path)))
    }
  }

  /// The file types `UIImage(named:)` and `NSImage(named:)` load.
  static let imageTypes: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "heic", "tif", "tiff"]

  /// Whether `path` names a file of one of `imageTypes`, in any letter case.
  package static func isImageFile(_ path: String) -> Bool {
    PathName.pathExtension(path).map { imageTypes.contains($0.lowercased()) } ?? false
  }

  /// An image file's name as a lookup spells it: without a scale (`@2x`) or a device (`~ipad`).
  package static func imageName(_ stem: String) -> String {
    var name = Substring(stem)
    if let tilde = name.lastIndex(of: "~") { name = name[..<tilde] }
    if let at = name.lastIndex(of: "@"), name[name.index(after: at)...].hasSuffix("x") {
      name = name[..<at]
    }
    return String(name)
  }

  /// Adds the faces of the font file `path` (relative to the package root) whose bytes are
  /// `bytes`, or, when its names cannot be read, a malformed resource saying why.
  package mutating func addFontFile(path: String, bytes: [UInt8]) {
    switch FontNameTable.faces(in: bytes, file: path) {
    case .success(let faces): fonts += faces
    case .failure(let failure):
      malformed.append(MalformedResource(path: path, line: 1, detail: failure.detail))
    }
  }

  /// The face of the module's fonts that a lookup by `name` finds (its PostScript, full or
  /// family name), if any.
  package func font(named name: String) -> FontFace? {
    fonts.first { $0.names.contains(name) }
  }

  /// Adds the assets of one catalog (see `AssetCatalogIndexer`).
  package mutating func addAssetCatalog(
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
  package struct FoldedKey: Hashable, Sendable {
    package var key: String
    package var folded: [UInt8]

    package init(_ key: String) {
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
  package var isEmpty: Bool { tables.isEmpty && assets.isEmpty }
}
