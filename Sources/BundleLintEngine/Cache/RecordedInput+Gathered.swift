import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension RecordedInput {
  /// The inputs to store of `records` (every record of a run, repeats included, in the order
  /// recorded), sorted by folder (`RunCache.byFolder`, so a check opens each folder once): the
  /// first record of each kind and path (an input read twice is checked as first read, which is
  /// at least as strict), without the type answers that a listing or read of the same path
  /// already checks (its snapshot gives the type, and was taken with the same answer: one `stat`
  /// per path on a warm run instead of two).
  static func gathered(_ records: [RecordedInput]) -> [RecordedInput] {
    // Each folder's records, in the order recorded; then the folders in order, and each
    // folder's records by name and kind (a path's first record first): a sort of a few
    // thousand folders and of each folder's few records, not of every record by its folder.
    var groupOfFolder: [String: Int] = [:]
    var groups: [[Int]] = []
    for index in records.indices {
      let folder = records[index].folder
      if let group = groupOfFolder[folder] {
        groups[group].append(index)
      } else {
        groupOfFolder[folder] = groups.count
        groups.append([index])
      }
    }
    let order = records.withUnsafeBufferPointer { records in
      groupOfFolder.sorted { $0.key < $1.key }.flatMap { _, group in
        // Read in place: a copy of a record would retain its three strings.
        groups[group].sorted { a, b in
          if records[a].name != records[b].name { return records[a].name < records[b].name }
          if records[a].kind != records[b].kind {
            return records[a].kind.rawValue < records[b].kind.rawValue
          }
          return a < b
        }
      }
    }
    var kept: [RecordedInput] = []
    kept.reserveCapacity(order.count)
    // The types the kept listing and read of the current path give (a type answer sorts after
    // both).
    var snapshotTypes: [String] = []
    for index in order {
      let input = records[index]
      if let last = kept.last, last.folder == input.folder, last.name == input.name {
        if last.kind == input.kind { continue }
      } else {
        snapshotTypes.removeAll(keepingCapacity: true)
      }
      switch input.kind {
      case .listing, .read: snapshotTypes.append(input.snapshot.fileType?.rawValue ?? "")
      case .type where snapshotTypes.contains(input.answer): continue
      case .type, .realPath: break
      }
      kept.append(input)
    }
    return kept
  }
}
