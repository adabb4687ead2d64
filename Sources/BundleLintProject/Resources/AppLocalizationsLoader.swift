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
  private let probeCatalogs: @Sendable (_ languages: [String]) -> CatalogProbe
  private var withoutCatalogs: AppLocalizations??
  private var whole: AppLocalizations??

  /// - Parameters:
  ///   - read: the declarations, with the languages of the bundle's String Catalogs or without
  ///     them; nil when they cannot be known.
  ///   - probeCatalogs: which of `languages` the bundle's String Catalogs declare, told from
  ///     their bytes where they can tell (`AppLocalizationsReader.probeCatalogs`).
  package init(
    read: @escaping @Sendable (_ readingCatalogs: Bool) -> AppLocalizations?,
    probeCatalogs: @escaping @Sendable (_ languages: [String]) -> CatalogProbe = { _ in
      CatalogProbe(declared: [], isComplete: false)
    }
  ) {
    self.read = read
    self.probeCatalogs = probeCatalogs
  }

  /// What the bytes of an app's String Catalogs tell of some languages.
  package struct CatalogProbe: Hashable, Sendable {
    /// The languages a catalog surely declares.
    package var declared: [String]
    /// Whether the bytes told of every language: the others are surely not declared.
    package var isComplete: Bool

    package init(declared: [String], isComplete: Bool) {
      self.declared = declared
      self.isComplete = isComplete
    }
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
  /// its String Catalogs when the rest already declares every one of them or the bundle allows
  /// mixed localizations (a catalog only adds languages); with what the catalogs' bytes tell
  /// of the others when they tell of each; else whole. Nil when not known.
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
    if lacking.isEmpty { return partial }
    let probe = probeCatalogs(lacking)
    guard probe.isComplete else { return localizations }
    return AppLocalizations(declared: partial.declared + probe.declared)
  }

  package static func == (lhs: AppLocalizationsLoader, rhs: AppLocalizationsLoader) -> Bool {
    lhs === rhs
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
