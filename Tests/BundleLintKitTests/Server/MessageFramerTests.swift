import Testing

@testable import BundleLintKit

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
