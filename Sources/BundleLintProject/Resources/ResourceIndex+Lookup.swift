import BundleLintCore
import BundleLintSyntax

extension ResourceIndex {
  /// The table key `key` finds in table `table` (`Localizable` when nil), if any.
  package func match(_ key: LocalizationKey, table: String?) -> String? {
    tables[table ?? Self.defaultTable]?.match(key)
  }

  /// Whether some table has the key `name`, or some catalog an asset of that name.
  package func hasKeyOrAsset(_ name: LocalizationKey) -> Bool {
    tables.keys.contains { match(name, table: $0) != nil }
      || assets.values.contains { $0.contains(name.display) }
  }

  /// The type of the asset `name` among `types`, if the module's catalogs have it.
  package func assetType(named name: String, among types: [AssetType]) -> AssetType? {
    types.first { assets[$0]?.contains(name) == true }
  }

  /// How a message names where the table lives: `Localizable.strings`, `Localizable.xcstrings`.
  package func tableFileName(_ table: String?) -> String {
    let name = table ?? Self.defaultTable
    return tables[name]?.fileName ?? name
  }

  /// The closest key of `table` to `key`, if one is close enough to be a typo.
  package func suggestion(forKey key: LocalizationKey, table: String?) -> String? {
    guard let keys = tables[table ?? Self.defaultTable]?.allKeys else { return nil }
    return Self.closest(to: key.display, among: keys)
  }

  /// The closest asset name of `types` to `name`, if one is close enough to be a typo.
  package func suggestion(forAsset name: String, among types: [AssetType]) -> String? {
    Self.closest(
      to: name, among: types.reduce(into: Set<String>()) { $0.formUnion(assets[$1] ?? []) })
  }

  /// The candidate with the smallest edit distance to `word`, ignoring case, when that distance
  /// is at most a third of the word's length (at least 1, at most 3); ties go to the first in
  /// sorted order. Distances count UTF-8 bytes, which is exact for ASCII keys.
  static func closest(to word: String, among names: Set<String>) -> String? {
    let target = Array(word.lowercased().utf8)
    let limit = min(3, max(1, word.unicodeScalars.count / 3))
    var best: (distance: Int, name: String)?
    for name in names {
      // Folding keeps an ASCII name's length, so most names are ruled out before folding (a
      // table holds tens of thousands); another name may change length when folded.
      if abs(name.utf8.count - target.count) > limit, name.utf8.allSatisfy({ $0 < 0x80 }) {
        continue
      }
      let candidate = FoldedKey(name)
      guard abs(candidate.folded.count - target.count) <= limit else { continue }
      let distance = editDistance(target, candidate.folded, limit: limit)
      guard distance <= limit else { continue }
      if let current = best,
        distance > current.distance
          || distance == current.distance && candidate.key > current.name
      {
        continue
      }
      best = (distance, candidate.key)
    }
    return best?.name
  }

  /// Levenshtein distance, computed only within `limit` of the diagonal: any value above
  /// `limit` comes back as `limit + 1`.
  static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let outside = limit + 1
    var previous = [Int](repeating: outside, count: b.count + 1)
    for j in 0...min(b.count, limit) { previous[j] = j }
    var current = [Int](repeating: outside, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      current[low - 1] = low == 1 && i <= limit ? i : outside
      var rowMinimum = current[low - 1]
      if low <= high {
        for j in low...high {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          let value = min(substitution, previous[j] + 1, current[j - 1] + 1, outside)
          current[j] = value
          rowMinimum = min(rowMinimum, value)
        }
      }
      if high < b.count { current[high + 1] = outside }
      if rowMinimum > limit { return outside }
      swap(&previous, &current)
    }
    return min(previous[b.count], outside)
  }

}

extension ResourceIndex {
  /// Whether some localization of `table` shows `key` as other text than the key itself (a
  /// translation, a plural variant): only then does a lookup that misses it show something else.
  ///
  /// With `fallback` (the `value:` a call gives, shown when the lookup misses), whether some
  /// localization shows other text than that.
  package func translates(_ key: LocalizationKey, table: String?, fallback: String? = nil) -> Bool {
    guard let contents = tables[table ?? Self.defaultTable], let found = contents.match(key)
    else { return false }
    guard let fallback, fallback != found else { return contents.isTranslated(found) }
    return contents.showsOtherText(for: found, than: StringTableParser.fingerprint(of: fallback))
  }

  /// Whether `table` has `key` in more than one localization (`Table.isHeldInSeveralLocalizations`).
  package func isHeldInSeveralLocalizations(_ key: LocalizationKey, table: String?) -> Bool {
    guard let contents = tables[table ?? Self.defaultTable], let found = contents.match(key)
    else { return false }
    return contents.isHeldInSeveralLocalizations(found)
  }

  /// The localizations a host must have `key` in to show what the module's `table` would: those
  /// that translate it, or, for a key not translated yet, the one language that has it (so a
  /// host's other languages need not be read); empty when neither is known.
  package func hostLocalizations(of key: LocalizationKey, table: String?) -> Set<String> {
    guard let contents = tables[table ?? Self.defaultTable], let found = contents.match(key)
    else { return [] }
    let translated = contents.translatedLocalizations(of: found)
    if !translated.isEmpty { return translated }
    return contents.onlyLocalization(of: found).map { [$0] } ?? []
  }

  /// The localizations of `table` whose entry for `key` shows other text than the key.
  package func translatedLocalizations(of key: LocalizationKey, table: String?) -> Set<String> {
    guard let contents = tables[table ?? Self.defaultTable], let found = contents.match(key)
    else { return [] }
    return contents.translatedLocalizations(of: found)
  }
}
