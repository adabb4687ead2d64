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
  private let catalogsMayDeclare: @Sendable (_ languages: [String]) -> Bool
  private var withoutCatalogs: AppLocalizations??
  private var whole: AppLocalizations??

  /// - Parameters:
  ///   - read: the declarations, with the languages of the bundle's String Catalogs or without
  ///     them; nil when they cannot be known.
  ///   - catalogsMayDeclare: false only when the bundle's String Catalogs surely declare none
  ///     of `languages` (`AppLocalizationsReader.catalogsMayDeclare`).
  package init(
    read: @escaping @Sendable (_ readingCatalogs: Bool) -> AppLocalizations?,
    catalogsMayDeclare: @escaping @Sendable (_ languages: [String]) -> Bool = { _ in true }
  ) {
    self.read = read
    self.catalogsMayDeclare = catalogsMayDeclare
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

  /// What the bundle declares, as far as it tells which of `languages` are declared: without
  /// its String Catalogs when the rest already declares every one of them, the bundle allows
  /// mixed localizations, or the catalogs' bytes spell none of the others (a catalog only adds
  /// languages); else whole. Nil when not known.
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
    if partial.allowsMixedLocalizations { return partial }
    let lacking = partial.lacking(languages)
    if lacking.isEmpty || !catalogsMayDeclare(lacking) { return partial }
    return localizations
  }

  package static func == (lhs: AppLocalizationsLoader, rhs: AppLocalizationsLoader) -> Bool {
    lhs === rhs
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
