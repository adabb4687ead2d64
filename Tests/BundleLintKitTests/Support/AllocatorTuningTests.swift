import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The allocator setting the executable makes before any work.
@Suite struct AllocatorTuningTests {
  /// glibc takes the fixed threshold; the environment's own setting is left alone.
  @Test func glibcTakesTheThresholdUnlessTheEnvironmentSetsOne() {
    #if canImport(Glibc)
      #expect(AllocatorTuning.apply(environmentSetsThreshold: false))
    #else
      #expect(!AllocatorTuning.apply(environmentSetsThreshold: false))
    #endif
    #expect(!AllocatorTuning.apply(environmentSetsThreshold: true))
  }
}
