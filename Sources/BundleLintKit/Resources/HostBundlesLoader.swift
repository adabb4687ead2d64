import Foundation

/// The string tables of every bundle a module's main-bundle lookups search, read when first
/// asked for: one `HostTables` per app or extension that runs the module's code (from the Xcode
/// projects that link it), or, when no project says, the repository's app tables as one. Shared
/// by the threads that lint the module.
public final class HostBundlesLoader: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var read: [HostTables]?
  private let load: @Sendable () -> [HostTables]

  public init(_ load: @escaping @Sendable () -> [HostTables]) {
    self.load = load
  }

  /// The tables of each host bundle, read now if not yet; empty when no host is known.
  public var bundles: [HostTables] {
    lock.lock()
    defer { lock.unlock() }
    if let read { return read }
    let made = load()
    read = made
    return made
  }

  public static func == (lhs: HostBundlesLoader, rhs: HostBundlesLoader) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
