import Foundation

/// A package's host tables, read the first time a finding asks for them: most runs (a clean
/// package in CI) never do, and an app's tables run to megabytes. Shared by the modules of the
/// packages with the same host; safe to ask from several threads (the first reads, the others
/// wait).
public final class HostTablesLoader: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var read: HostTables?
  private let load: @Sendable () -> HostTables

  public init(_ load: @escaping @Sendable () -> HostTables) {
    self.load = load
  }

  /// The tables, read now if not yet.
  public var tables: HostTables {
    lock.lock()
    defer { lock.unlock() }
    if let read { return read }
    let made = load()
    read = made
    return made
  }

  public static func == (lhs: HostTablesLoader, rhs: HostTablesLoader) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
