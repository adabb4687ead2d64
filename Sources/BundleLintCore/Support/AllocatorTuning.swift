#if canImport(Glibc)
  import Glibc
#endif

/// How a process of the tool asks the C allocator to behave, before any work.
package enum AllocatorTuning {
  /// glibc's `M_MMAP_THRESHOLD` (`malloc.h`, which the Glibc module does not import).
  private static let mmapThreshold: Int32 = -3

  /// The size from which an allocation gets a mapping of its own.
  static let threshold: Int32 = 128 * 1024

  /// On glibc, keeps the size from which an allocation gets a mapping of its own at 128 KiB.
  /// glibc raises that threshold each time such a mapping is freed (up to 32 MiB), after which
  /// the large buffers of a run (a file's bytes and tokens, a table's entries) come from the heap
  /// and their pages stay resident once freed: a corpus run peaked 5 to 10 MB higher. A fixed
  /// threshold hands every large buffer back to the system when it is freed. Left alone when the
  /// environment sets `MALLOC_MMAP_THRESHOLD_` (`environmentSetsThreshold`), and where the
  /// allocator is not glibc's. Returns whether the allocator took the setting.
  @discardableResult
  package static func apply(
    environmentSetsThreshold: Bool = hasEnvironmentVariable("MALLOC_MMAP_THRESHOLD_")
  ) -> Bool {
    #if canImport(Glibc)
      guard !environmentSetsThreshold,
        let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt")
      else { return false }
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      return unsafeBitCast(symbol, to: MallOpt.self)(mmapThreshold, threshold) == 1
    #else
      return false
    #endif
  }

  /// Whether the environment has `name`, whatever its value.
  package static func hasEnvironmentVariable(_ name: String) -> Bool {
    #if canImport(Glibc)
      getenv(name) != nil
    #else
      false
    #endif
  }
}
