import BundleLintCore
import BundleLintSyntax
import Foundation

/// A module's resource index, read when first asked for and kept: for an app target of an Xcode
/// project, whose tables (often hundreds of thousands of keys) only a lookup of an extension or
/// framework it hosts asks about. Shared by the threads that lint the modules it hosts.
package final class ResourceIndexLoader: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private let build: @Sendable () -> ResourceIndex
  private var built: ResourceIndex?
  /// The files of each table of the index (absolute paths, by table name), and how to read one,
  /// for `mayHave(key:table:)`.
  private let tableFiles: [String: [String]]
  private let readFile: @Sendable (String) -> [UInt8]?

  /// - Parameters:
  ///   - tableFiles: the files of each table the index will hold, by table name.
  ///   - readFile: reads one of them; nil when it cannot be read.
  ///   - build: makes the index.
  package init(
    tableFiles: [String: [String]] = [:],
    readFile: @escaping @Sendable (String) -> [UInt8]? = { _ in nil },
    build: @escaping @Sendable () -> ResourceIndex
  ) {
    self.tableFiles = tableFiles
    self.readFile = readFile
    self.build = build
  }

  /// Whether the index may have `key` in table `table` (`Localizable` when nil), told without
  /// making it when it is not made yet: false only when no file of the table spells the key's
  /// bytes (`TableFileProbe`). An app's tables run to megabytes in dozens of languages; most
  /// keys an extension lacks are not in them either.
  package func mayHave(key: String, table: String?) -> Bool {
    lock.lock()
    let made = built != nil
    lock.unlock()
    if made { return true }
    return TableFileProbe.mayHold(
      key, files: tableFiles[table ?? ResourceIndex.defaultTable] ?? [], readFile: readFile)
  }

  /// The index, read on the first call.
  package var index: ResourceIndex {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let made = build()
    built = made
    return made
  }

  package static func == (lhs: ResourceIndexLoader, rhs: ResourceIndexLoader) -> Bool {
    lhs === rhs
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
