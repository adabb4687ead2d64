import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

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
  /// The path's folder, empty when the path is not `folder/name` (then `name` is the path):
  /// kept apart so that a check opens each folder once and looks its names up in it.
  var folder: String
  var name: String
  /// Taken before the listing or the read; `.absent` for the other kinds.
  var snapshot: FileSnapshot = .absent
  /// Of the entries or the bytes, when the snapshot is racy.
  var hash: UInt64?
  /// `type`: the type's raw value, empty for none; `realPath`: the resolved path, or a NUL and
  /// the error's detail.
  var answer: String = ""

  init(
    kind: Kind, path: String, snapshot: FileSnapshot = .absent, hash: UInt64? = nil,
    answer: String = ""
  ) {
    let folder = PathName.parent(path)
    let name = PathName.lastComponent(path)
    let splits = !folder.isEmpty && PathName.join(folder, name) == path
    self.init(
      kind: kind, folder: splits ? folder : "", name: splits ? name : path, snapshot: snapshot,
      hash: hash, answer: answer)
  }

  init(
    kind: Kind, folder: String, name: String, snapshot: FileSnapshot = .absent,
    hash: UInt64? = nil, answer: String = ""
  ) {
    self.kind = kind
    self.folder = folder
    self.name = name
    self.snapshot = snapshot
    self.hash = hash
    self.answer = answer
  }

  /// The path as the run gave it.
  var path: String { folder.isEmpty ? name : PathName.join(folder, name) }
}
