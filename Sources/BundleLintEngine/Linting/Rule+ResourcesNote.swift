import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Rule {
  /// The rule's note that `module` gets its resources at `place` (`resourcesHere`: for an Xcode
  /// target, its Copy Bundle Resources phase, where a project edit adds a resource); nil
  /// without a place.
  func resourcesNote(of module: String, at place: ManifestLocation?, role: Note.Role) -> Note? {
    place.map {
      Note(
        message: text(.resourcesHere, ["module": module]), location: $0.sourceLocation,
        role: role)
    }
  }
}
