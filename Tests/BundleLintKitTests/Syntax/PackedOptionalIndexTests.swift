import Testing

@testable import BundleLintSyntax

@Suite struct PackedOptionalIndexTests {
  /// A frame field as the scanner declares one.
  struct Holder {
    @PackedOptionalIndex var index: Int? = nil
  }

  @Test(arguments: [nil, 0, 1, 4096, Int(Int32.max)] as [Int?])
  func aValueOrNoneIsKept(_ value: Int?) {
    var holder = Holder(index: value)
    #expect(holder.index == value)
    holder.index = 7
    holder.index = value
    #expect(holder.index == value)
  }

  /// Four bytes, as a `PackedIndex`: a frame does not grow for an index it may not have.
  @Test func itTakesNoMoreRoomThanAPackedIndex() {
    #expect(MemoryLayout<PackedOptionalIndex>.size == MemoryLayout<PackedIndex>.size)
  }

  @Test(.enabled(if: _isDebugAssertConfiguration(), "a debug build checks each value"))
  func aNegativeValueTrapsWhenSet() async {
    await #expect(processExitsWith: .failure) {
      var holder = Holder()
      holder.index = -1
    }
  }

  @Test(.enabled(if: _isDebugAssertConfiguration(), "a debug build checks each value"))
  func aValueTooLargeTrapsWhenMade() async {
    await #expect(processExitsWith: .failure) {
      _ = Holder(index: Int(Int32.max) + 1)
    }
  }
}
