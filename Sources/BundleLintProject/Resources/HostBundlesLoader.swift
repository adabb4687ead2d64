import BundleLintCore
import BundleLintSyntax
import Foundation

/// Whether a module's main-bundle lookups find a key in a host app, from two sources: the
/// repository's app tables (`app`: those below the nearest folder above the package), and the
/// apps and extensions of the Xcode projects that link the module (`xcode`, found when first
/// needed). The app tables are asked first: a key they lack is in no host, and the projects are
/// never read; a key they have is the hosts' only when one of the processes that run the
/// module has it, when the projects say which those are. Each source reads its files only as
/// questions need them. Shared by the threads that lint the module.
package final class HostBundlesLoader: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private let app: HostTablesLoader?
  private let findXcode: @Sendable () -> [HostTablesLoader.Named]?
  private var xcode: [HostTablesLoader.Named]??

  package init(
    app: HostTablesLoader?, xcode: @escaping @Sendable () -> [HostTablesLoader.Named]? = { nil }
  ) {
    self.app = app
    self.findXcode = xcode
  }

  /// For each app and extension the projects say run the module, by the file name of its
  /// product, whether its tables have `key` in table `table` (in some localization); nil when
  /// the projects say nothing of the module.
  package func eachHostProvides(
    _ key: String, table: String?, in localizations: Set<String> = []
  ) -> [(host: String, provides: Bool)]? {
    xcodeBundles()?.map { ($0.name, $0.tables.provides(key, table: table, in: localizations)) }
  }

  /// For each app and extension the projects say run the module, by the file name of its
  /// product, whether its asset catalogs have an asset `name` of one of `types`; nil when the
  /// projects say nothing of the module.
  package func eachHostHasAsset(_ name: String, among types: [AssetType])
    -> [(host: String, provides: Bool)]?
  {
    xcodeBundles()?.map { ($0.name, $0.assets.has(name, among: types)) }
  }

  /// For each app and extension the projects say run the module, by the file name of its
  /// product, the languages its bundle declares (nil for one whose declarations cannot be
  /// known); nil when the projects say nothing of the module.
  package func eachHostLocalizations() -> [(host: String, localizations: AppLocalizationsLoader?)]?
  {
    xcodeBundles()?.map { ($0.name, $0.localizations) }
  }

  /// Whether an app extension is among the processes the projects say run the module (the
  /// projects are read now if they were not yet).
  package var runsInAppExtension: Bool {
    xcodeBundles()?.contains { PathName.pathExtension($0.name) == "appex" } ?? false
  }

  /// Whether a host has `key` in table `table` (`Localizable` when nil) in every localization of
  /// `localizations` (in some, when empty).
  package func provides(_ key: String, table: String?, in localizations: Set<String>) -> Bool {
    if let app, !app.provides(key, table: table, in: localizations) { return false }
    guard let bundles = xcodeBundles() else { return app != nil }
    // Any host will do: a process that runs the module may never run this code (a widget that
    // links a model package and shows none of its dates), and which does is not known here.
    return bundles.contains { $0.tables.provides(key, table: table, in: localizations) }
  }

  /// Who provides `key` as `provides(_:table:in:)` finds it, for a message: the file name of
  /// the first app or extension in name order whose tables have it (`'Share.appex'`), or `the
  /// app` for the repository's app tables when the projects say nothing of the module; nil
  /// when `provides` is false.
  package func provider(of key: String, table: String?, in localizations: Set<String>) -> String? {
    if let app, !app.provides(key, table: table, in: localizations) { return nil }
    guard let bundles = xcodeBundles() else { return app == nil ? nil : "the app" }
    return bundles.sorted { $0.name < $1.name }
      .first { $0.tables.provides(key, table: table, in: localizations) }
      .map { "'\($0.name)'" }
  }

  /// Whether questions asked of the loader may read one of `tables` (absolute paths): a file
  /// of the repository's app tables, or of the Copy Bundle Resources of the apps and extensions
  /// the projects say run the module (the projects are read now if they were not yet).
  package func mayRead(_ tables: Set<String>) -> Bool {
    if let app, app.paths.contains(where: tables.contains) { return true }
    return xcodeBundles()?.contains { $0.tables.paths.contains(where: tables.contains) } ?? false
  }

  /// The tables of each app and extension the projects say run the module; nil when they say
  /// nothing of it.
  private func xcodeBundles() -> [HostTablesLoader.Named]? {
    lock.lock()
    defer { lock.unlock() }
    if let xcode { return xcode }
    let found = findXcode()
    xcode = .some(found)
    return found
  }

  package static func == (lhs: HostBundlesLoader, rhs: HostBundlesLoader) -> Bool { lhs === rhs }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
