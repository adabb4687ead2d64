import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Whether values of `T` can be copied: for a copyable type the unconstrained overload is the
/// more specific one and wins.
func isCopyable<T: ~Copyable>(_: T.Type) -> Bool { false }
func isCopyable<T>(_: T.Type) -> Bool { true }

@Suite struct OwnedBufferTests {
  /// An element that counts how many of its kind are alive.
  final class Tracked {
    nonisolated(unsafe) static var alive = 0
    let value: Int
    init(_ value: Int) {
      self.value = value
      Self.alive += 1
    }
    deinit { Self.alive -= 1 }
  }

  /// The owners of memory cannot be copied, so no copy can point at storage they freed.
  @Test func theOwnersOfMemoryCannotBeCopied() {
    #expect(isCopyable(Int.self))
    #expect(!isCopyable(OwnedBuffer<Int>.self))
    #expect(!isCopyable(ReportBuffer.self))
    #expect(!isCopyable(JSONStream.self))
    #expect(!isCopyable(CallScanner.self))
    #expect(!isCopyable(Lexer.TokenBuffer.self))
    #expect(!isCopyable(Lexer.Tokenizer.self))
  }

  @Test(.serialized, arguments: [0, 1, 5, 100])
  func theElementsLeftAreFreedWithTheBuffer(count: Int) {
    let before = Tracked.alive
    do {
      var buffer = OwnedBuffer<Tracked>(capacity: 2)
      for i in 0..<count { buffer.append(Tracked(i)) }
      #expect(buffer.count == count)
      #expect(Tracked.alive == before + count)
      if count > 0 {
        #expect(buffer[count - 1].value == count - 1)
        #expect(buffer.removeLast().value == count - 1)
      }
      let taken = buffer.take(from: count / 2, extra: 1)
      #expect(taken.map(\.value) == Array(count / 2..<max(count / 2, count - 1)))
      #expect(buffer.count == count / 2)
    }
    #expect(Tracked.alive == before)
  }
}
