import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct MessageFramerTests {
  static func framed(_ json: String, header: String? = nil) -> [UInt8] {
    Array((header ?? "Content-Length: \(json.utf8.count)\r\n\r\n").utf8) + Array(json.utf8)
  }

  static func frames(_ bytes: [UInt8], chunk: Int) -> [MessageFramer.Frame] {
    var framer = MessageFramer()
    var frames: [MessageFramer.Frame] = []
    var index = 0
    while index < bytes.count {
      framer.append(bytes[index..<min(index + chunk, bytes.count)])
      index += chunk
      while let frame = framer.next() { frames.append(frame) }
    }
    return frames
  }

  @Test(arguments: [1, 2, 7, 1000])
  func messagesComeOutWholeHoweverTheBytesArrive(chunk: Int) {
    let first = #"{"id":1,"method":"é😀"}"#
    let second = #"{"method":"exit"}"#
    let bytes =
      Self.framed(first)
      + Self.framed(
        second,
        header:
          "content-length: \(second.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
      )
    #expect(
      Self.frames(bytes, chunk: chunk) == [
        .message(Array(first.utf8)), .message(Array(second.utf8)),
      ]
    )
  }

  @Test func aHeaderWithoutALengthIsSkippedAndTheStreamGoesOn() {
    let good = #"{"method":"initialized"}"#
    let bytes =
      Array("Content-Type: x\r\n\r\n".utf8) + Array("Content-Length: twelve\r\n\r\n".utf8)
      + Array("no colon here\r\n\r\n".utf8) + Self.framed(good)
    let frames = Self.frames(bytes, chunk: 5)
    #expect(frames.count == 4)
    #expect(frames.last == .message(Array(good.utf8)))
    for frame in frames.dropLast() {
      guard case .malformed = frame else {
        Issue.record("expected a malformed frame, got \(frame)")
        continue
      }
    }
  }

  @Test func aContentAfterABrokenHeaderDoesNotSwallowTheNextMessage() {
    let good = #"{"method":"exit"}"#
    let bytes =
      Array("Content-Length: x\r\n\r\n{\"id\":1}".utf8) + Self.framed(good)
    let frames = Self.frames(bytes, chunk: 3)
    #expect(frames.last == .message(Array(good.utf8)))
    #expect(frames.count == 3)
  }

  @Test func anIncompleteMessageWaitsForTheRest() {
    var framer = MessageFramer()
    framer.append(Array("Content-Length: 4\r\n\r\n{}".utf8))
    #expect(framer.next() == nil)
    framer.append(Array("[]".utf8))
    #expect(framer.next() == .message(Array("{}[]".utf8)))
    #expect(framer.next() == nil)
  }

  @Test func framingWritesTheExactLength() {
    #expect(
      MessageFramer.frame(Array("{\"a\":\"é\"}".utf8))
        == Array("Content-Length: 10\r\n\r\n{\"a\":\"é\"}".utf8))
  }
}

extension MessageFramerTests {
  /// A header announcing more than 64 MiB is reported once; what follows it up to the next
  /// header is skipped, and the messages after it, `exit` included, come out whole.
  @Test(arguments: [1, 3, 64, 100_000])
  func anOversizedHeaderResynchronisesOnTheNextHeader(chunk: Int) {
    let shutdown = #"{"id":2,"method":"shutdown"}"#
    let exit = #"{"method":"exit"}"#
    let bytes =
      Array("Content-Length: 999999999\r\n\r\n".utf8)
      + Array(
        #"{"id":1,"method":"textDocument/didOpen","params":{"text":"Content-Length: 3"}}"#.utf8)
      + Self.framed(shutdown)
      + Self.framed(exit, header: "content-length:\(exit.utf8.count)\r\nContent-Type: x\r\n\r\n")
    #expect(
      Self.frames(bytes, chunk: chunk) == [
        .oversized(999_999_999), .message(Array(shutdown.utf8)), .message(Array(exit.utf8)),
      ])
  }

  /// Megabytes of a message that does come after its oversized header are skipped without
  /// being kept, and the header after them is found.
  @Test func theSkippedBytesAreNotKept() {
    var framer = MessageFramer()
    framer.append(Array("Content-Length: \(MessageFramer.maximumLength + 1)\r\n\r\n".utf8))
    #expect(framer.next() == .oversized(MessageFramer.maximumLength + 1))
    let megabyte = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    for _ in 0..<8 {
      framer.append(megabyte)
      #expect(framer.next() == nil)
    }
    let exit = #"{"method":"exit"}"#
    framer.append(Self.framed(exit))
    #expect(framer.next() == .message(Array(exit.utf8)))
  }

  /// The limit: 64 MiB is read, one byte more is not.
  @Test func theLimitIsSixtyFourMebibytes() {
    #expect(MessageFramer.maximumLength == 64 << 20)
    var framer = MessageFramer()
    framer.append(Array("Content-Length: \(64 << 20)\r\n\r\n".utf8))
    #expect(framer.next() == nil)
  }
}
