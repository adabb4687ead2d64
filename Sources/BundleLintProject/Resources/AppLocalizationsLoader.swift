import BundleLintCore
import BundleLintSyntax
import Foundation

/// What an app's or extension's bundle declares of languages (`AppLocalizations`), read when
/// first asked for and kept: its Info.plist files only when a module it runs has languages to
/// compare, its String Catalogs only when those leave a language undeclared. Shared by the
/// threads that lint the modules it runs.
package final class AppLocalizationsLoader: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private let read: @Sendable (_ readingCatalogs: Bool) -> AppLocalizations?
  private var withoutCatalogs: AppLocalizations??
  private var whole: AppLocalizations??

  /// - Parameter read: the declarations, with the languages of the bundle's String Catalogs
  ///   or without them; nil when they cannot be known.
  package init(read: @escaping @Sendable (_ readingCatalogs: Bool) -> AppLocalizations?) {
    self.read = read
  }

  /// The declarations, read on the first call; nil when they cannot be known.
  package var localizations: AppLocalizations? {
    lock.lock()
    defer { lock.unlock() }
    if let whole { return whole }
    let made = read(true)
    whole = .some(made)
    return made
  }

  /// What the bundle declares, as far as it tells whether `languages` are declared: without
  /// its String Catalogs when those already declare every one of them or the bundle allows
  /// mixed localizations (a catalog only adds languages), else whole. Nil when not known.
  package func declarations(for languages: Set<String>) -> AppLocalizations? {
    lock.lock()
    let known = withoutCatalogs
    lock.unlock()
    let partial = known ?? read(false)
    if known == nil {
      lock.lock()
      withoutCatalogs = .some(partial)
      lock.unlock()
    }
    guard let partial else { return nil }
    if partial.allowsMixedLocalizations || partial.lacking(languages).isEmpty { return partial }
    return localizations
  }

  package static func == (lhs: AppLocalizationsLoader, rhs: AppLocalizationsLoader) -> Bool {
    lhs === rhs
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
