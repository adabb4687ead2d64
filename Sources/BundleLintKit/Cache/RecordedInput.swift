/// One thing a run learnt from the file system, with what a later run checks to know that it
/// still holds.
struct RecordedInput: Hashable, Sendable {
  enum Kind: UInt8, Sendable {
    /// A folder's entries: its snapshot (a folder's modification time changes when an entry is
    /// added, removed or renamed), and a hash of the entries when the snapshot is racy.
    case listing = 1
    /// A file's bytes: its snapshot, and a hash of the bytes when the snapshot is racy.
    case read = 2
    /// What `type(of:)` answered (absent included: a `Package.swift` that appears later counts).
    case type = 3
    /// What `realPath` answered.
    case realPath = 4
  }

  var kind: Kind
  var path: String
  /// Taken before the listing or the read; `.absent` for the other kinds.
  var snapshot: FileSnapshot = .absent
  /// Of the entries or the bytes, when the snapshot is racy.
  var hash: UInt64?
  /// `type`: the type's raw value, empty for none; `realPath`: the resolved path, or a NUL and
  /// the error's detail.
  var answer: String = ""
}
