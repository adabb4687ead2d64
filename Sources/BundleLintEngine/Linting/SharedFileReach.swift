import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A file that an app extension compiles together with its app (or another target), with what
/// says whether the extension runs its code: the types it declares and creates, and the members
/// it names (`MemberReferences`).
///
/// Such a file runs in the extension when code the extension runs creates one of its types:
/// the extension's own files (its principal class, the controllers its storyboard names), then
/// what those create. A share extension's `ActionViewController` creating the shared
/// `ClientPickerViewController` runs that controller's code in the `.appex`, so the framework
/// lookups it names (`Strings.sendToCancel`) run there too (`closure`). A type only named (a
/// property's type) adds nothing: which of its members run is not known.
struct SharedFileReach: Sendable, Equatable {
  /// The file-scope types the file declares.
  var declaredTypes: [String]
  /// The types the file's code creates (`ModuleReach.calls`).
  var createdTypes: [String]
  /// The members the file names.
  var members: Set<String>

  /// `ownMembers` (what the extension's own files name) with the members named by each of
  /// `shared` that the extension reaches from the types its own files create (`ownCreated`),
  /// through the types each reached file creates, until no file joins.
  static func closure(
    ownMembers: Set<String>, ownCreated: Set<String>, over shared: [SharedFileReach]
  ) -> Set<String> {
    var members = ownMembers
    var created = ownCreated
    var joined = Array(repeating: false, count: shared.count)
    var grew = true
    while grew {
      grew = false
      for (index, file) in shared.enumerated()
      where !joined[index] && file.declaredTypes.contains(where: created.contains) {
        joined[index] = true
        members.formUnion(file.members)
        created.formUnion(file.createdTypes)
        grew = true
      }
    }
    return members
  }
}
