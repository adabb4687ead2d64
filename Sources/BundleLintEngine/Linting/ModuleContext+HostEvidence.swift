import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension ModuleContext {
  /// Of the hosts in `lacking` (apps and extensions by product, `Share.appex`), the first that
  /// is known to run the code named `codeNames` (`PackageHostCheck.codeNames`): an app
  /// extension whose own files name it (`hostReferences`). Before the run knows what the
  /// extensions name (a first pass), the first extension of `lacking`: a candidate the second
  /// pass settles (only an extension's own files are such evidence). Nil when none is known to
  /// run it.
  func hostRunning(_ codeNames: @autoclosure () -> Set<String>, among lacking: [String])
    -> String?
  {
    guard let references = hostReferences else {
      return lacking.first { PathName.pathExtension($0) == "appex" }
    }
    let names = codeNames()
    return lacking.first { references[$0].map { !$0.isDisjoint(with: names) } ?? false }
  }
}
