import BundleLintCore
import BundleLintSyntax
import Foundation

/// A package's host tables, read as findings ask about keys: most runs (a clean package in CI)
/// never do, and an app's tables run to megabytes. A question about some localizations reads
/// only the `.strings` files of those localizations (a file's keys are in the localization its
/// `.lproj` folder names, however it is read) and the table's other files (String Catalogs,
/// which hold every language), each file once. Shared by the modules of the packages with the
/// same host; safe to ask from several threads (one reads, the others wait).
package final class HostTablesLoader: Hashable, @unchecked Sendable {
  /// One app's or extension's tables, with the file name of its product (`Share.appex`).
  package struct Named: Sendable {
    package var name: String
    package var tables: HostTablesLoader
    /// The asset catalogs the app or extension copies.
    package var assets: HostAssetsLoader
    /// The languages its bundle declares; nil when not known.
    package var localizations: AppLocalizationsLoader? = nil
  }

  private let lock = NSLock()
  /// The table files the loader reads from (absolute paths).
  let paths: [String]
  private let read: @Sendable ([String]) -> HostTables
  /// The files not read yet, by table; nil until the first question.
  private var unread: [String: UnreadFiles]?
  private var tables = HostTables()

  /// One table's files not read yet.
  private struct UnreadFiles {
    /// `.strings` files by the localization of their `.lproj` folder (`""` for none).
    var byLocalization: [String: [String]] = [:]
    /// The others: catalogs, which hold keys of any language.
    var others: [String] = []
  }

  /// - Parameters:
  ///   - paths: the table files (`.strings` files in `.lproj` folders, `.xcstrings` files).
  ///   - read: the keys of some of them.
  package init(paths: [String], read: @escaping @Sendable ([String]) -> HostTables) {
    self.paths = paths
    self.read = read
  }

  /// Whether the host's table `table` (`Localizable` when nil) has `key` in every localization
  /// of `localizations`, or in some localization when `localizations` is empty.
  package func provides(_ key: String, table: String?, in localizations: Set<String>) -> Bool {
    let table = table ?? ResourceIndex.defaultTable
    let key = TableKey(key)
    lock.lock()
    defer { lock.unlock() }
    guard !localizations.isEmpty else {
      readFiles(of: table, localization: nil)
      return tables.containsAnywhere(key, table: table)
    }
    // A localization without the key settles it: the others need not be read.
    for localization in localizations.sorted() {
      readFiles(of: table, localization: localization)
      guard tables.contains(key, table: table, localization: localization) else { return false }
    }
    return true
  }

  /// The localizations in which the tables' String Catalogs have keys, with those of the
  /// `.strings` files read so far (which their `.lproj` folders name anyway): the catalogs are
  /// read now if they were not yet, once for this and the questions about keys.
  package func localizationsOfCatalogs() -> Set<String> {
    lock.lock()
    defer { lock.unlock() }
    if unread == nil { unread = Self.unreadFiles(paths) }
    var reading: [String] = []
    for table in (unread ?? [:]).keys.sorted() {
      reading += unread?[table]?.others ?? []
      unread?[table]?.others = []
    }
    if !reading.isEmpty { tables.formUnion(read(reading)) }
    return tables.localizationsWithKeys
  }

  /// Reads the files of `table` whose keys can be in `localization` (in any, when nil) that
  /// are not read yet. Called with the lock held.
  private func readFiles(of table: String, localization: String?) {
    if unread == nil { unread = Self.unreadFiles(paths) }
    guard var files = unread?[table] else { return }
    var paths = files.others
    files.others = []
    if let localization {
      paths += files.byLocalization.removeValue(forKey: localization) ?? []
    } else {
      paths += files.byLocalization.values.joined()
      files.byLocalization = [:]
    }
    unread?[table] = files
    if !paths.isEmpty { tables.formUnion(read(paths)) }
  }

  /// `paths` by table (the file's name without its extension) and kind.
  private static func unreadFiles(_ paths: [String]) -> [String: UnreadFiles] {
    var files: [String: UnreadFiles] = [:]
    for path in paths {
      let table = PathName.stem(path)
      if PathName.pathExtension(path) == "strings" {
        let localization = StringTableParser.localization(of: path) ?? ""
        files[table, default: UnreadFiles()].byLocalization[localization, default: []].append(path)
      } else {
        files[table, default: UnreadFiles()].others.append(path)
      }
    }
    return files
  }

  package static func == (lhs: HostTablesLoader, rhs: HostTablesLoader) -> Bool { lhs === rhs }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
