import BundleLintCore
import BundleLintSyntax
import Foundation

/// One app's or extension's asset names, from the asset catalogs its Copy Bundle Resources
/// copies, read when a finding first asks (most runs never do). Safe to ask from several
/// threads (one reads, the others wait).
package final class HostAssetsLoader: @unchecked Sendable {
  private let lock = NSLock()
  /// The catalogs (absolute paths of `.xcassets` folders).
  let catalogs: [String]
  private let read: @Sendable ([String]) -> [AssetType: Set<String>]
  private var assets: [AssetType: Set<String>]?

  /// - Parameters:
  ///   - catalogs: the host's asset catalogs.
  ///   - read: their asset names by type.
  init(
    catalogs: [String], read: @escaping @Sendable ([String]) -> [AssetType: Set<String>]
  ) {
    self.catalogs = catalogs
    self.read = read
  }

  /// Whether the host's catalogs have an asset `name` of one of `types`.
  package func has(_ name: String, among types: [AssetType]) -> Bool {
    guard !catalogs.isEmpty else { return false }
    lock.lock()
    defer { lock.unlock() }
    if assets == nil { assets = read(catalogs) }
    return types.contains { assets?[$0]?.contains(name) == true }
  }
}
