import BundleLintCore
import BundleLintSyntax
import Foundation

/// What an app's or extension's bundle declares of languages (`AppLocalizations`), read when
/// first asked for and kept: its Info.plist and String Catalogs are read only when a module it
/// runs has translations to compare. Shared by the threads that lint the modules it runs.
package final class AppLocalizationsLoader: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private let read: @Sendable () -> AppLocalizations?
  private var done = false
  private var value: AppLocalizations?

  /// - Parameter read: the declarations; nil when they cannot be known.
  package init(read: @escaping @Sendable () -> AppLocalizations?) {
    self.read = read
  }

  /// The declarations, read on the first call; nil when they cannot be known.
  package var localizations: AppLocalizations? {
    lock.lock()
    defer { lock.unlock() }
    if !done {
      value = read()
      done = true
    }
    return value
  }

  package static func == (lhs: AppLocalizationsLoader, rhs: AppLocalizationsLoader) -> Bool {
    lhs === rhs
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
