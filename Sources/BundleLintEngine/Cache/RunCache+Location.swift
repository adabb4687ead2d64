import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension RunCache {
  /// The user's cache folder for bundlelint: `$XDG_CACHE_HOME/bundlelint` when that variable
  /// holds an absolute path (on macOS too, so tests can isolate the cache), else
  /// `~/Library/Caches/bundlelint` on macOS and `~/.cache/bundlelint` elsewhere; nil without a
  /// home folder.
  package static func defaultDirectory(environment: [String: String]) -> String? {
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
      return PathName.join(base, "bundlelint")
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    #if os(macOS)
      return PathName.join(home, "Library/Caches/bundlelint")
    #else
      return PathName.join(home, ".cache/bundlelint")
    #endif
  }
}
