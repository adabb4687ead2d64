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

  package init(build: @escaping @Sendable () -> ResourceIndex) {
    self.build = build
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
