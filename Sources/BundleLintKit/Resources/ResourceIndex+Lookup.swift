extension ResourceIndex {
  /// The table key `key` finds in table `table` (`Localizable` when nil), if any.
  public func match(_ key: LocalizationKey, table: String?) -> String? {
    tables[table ?? Self.defaultTable]?.match(key)
  }

  /// The type of the asset `name` among `types`, if the module's catalogs have it.
  public func assetType(named name: String, among types: [AssetType]) -> AssetType? {
    types.first { assets[$0]?.contains(name) == true }
  }

  /// How a message names where the table lives: `Localizable.strings`, `Localizable.xcstrings`.
  public func tableFileName(_ table: String?) -> String {
    let name = table ?? Self.defaultTable
    let files = tables[name]?.files ?? [:]
    guard let path = files.keys.sorted().first.flatMap({ files[$0] }),
      let last = path.split(separator: "/").last
    else { return name }
    return String(last)
  }

  /// The closest key of `table` to `key`, if one is close enough to be a typo.
  public func suggestion(forKey key: LocalizationKey, table: String?) -> String? {
    guard let keys = tables[table ?? Self.defaultTable]?.allKeys else { return nil }
    return Self.closest(to: key.display, among: keys)
  }

  /// The closest asset name of `types` to `name`, if one is close enough to be a typo.
  public func suggestion(forAsset name: String, among types: [AssetType]) -> String? {
    Self.closest(to: name, among: types.reduce(into: Set<String>()) { $0.formUnion(assets[$1] ?? []) })
  }

  /// The candidate with the smallest edit distance to `word`, ignoring case, when that distance
  /// is at most a third of the word's length (at least 1, at most 3); ties go to the first in
  /// sorted order.
  static func closest(to word: String, among candidates: Set<String>) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    let limit = min(3, max(1, target.count / 3))
    var best: (distance: Int, name: String)?
    for candidate in candidates.sorted() {
      let other = Array(candidate.lowercased().unicodeScalars)
      guard abs(other.count - target.count) <= limit else { continue }
      let distance = editDistance(target, other, limit: limit)
      if distance <= limit, distance < (best?.distance ?? .max) { best = (distance, candidate) }
    }
    return best?.name
  }

  /// Levenshtein distance, cut short above `limit` (then any value above it).
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
