import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct PackedIndexTests {
  /// A frame field as the scanner declares one.
  struct Holder {
    @PackedIndex var index = 0
  }

  @Test(arguments: [0, 1, -1, 4096, Int(Int32.max), Int(Int32.min)])
  func aValueThatFitsIsKept(_ value: Int) {
    var holder = Holder(index: value)
    #expect(holder.index == value)
    holder.index = value
    #expect(holder.index == value)
  }

  /// Release builds rely on the call matcher's check that every index of a file fits.
  @Test func aFileIsTooLargeExactlyWhenItsIndicesCouldNotFit() {
    #expect(PackedIndex.maximumCount == Int(Int32.max))
    #expect(!SourceText.isTooLarge(Array(repeating: 0x20, count: 1024)))
  }

  @Test(.enabled(if: _isDebugAssertConfiguration(), "a debug build checks each value"))
  func aValueTooLargeTrapsWhenSet() async {
    await #expect(processExitsWith: .failure) {
      var holder = Holder()
      holder.index = Int(Int32.max) + 1
    }
  }

  @Test(.enabled(if: _isDebugAssertConfiguration(), "a debug build checks each value"))
  func aValueTooSmallTrapsWhenMade() async {
    await #expect(processExitsWith: .failure) {
      _ = Holder(index: Int(Int32.min) - 1)
    }
  }
}
