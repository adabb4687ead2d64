/// Splits a byte stream into JSON-RPC messages framed as the Language Server Protocol frames
/// them (`Content-Length: N\r\n\r\n` then N bytes of JSON), and frames outgoing ones.
///
/// Bytes arrive in pieces of any size; `next()` returns each complete message once. A header
/// block without a usable `Content-Length` is reported and skipped, so the stream can go on.
public struct MessageFramer: Sendable {
  /// What the stream held next.
  public enum Frame: Equatable, Sendable {
    /// One message's content.
    case message([UInt8])
    /// A header block that could not be used, and why.
    case malformed(String)
  }

  /// The largest content accepted; a longer one is skipped as malformed.
  public static let maximumLength = 256 << 20

  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` starts.
  private var start = 0
  /// The content length of the message whose header was read, while its content is incomplete.
  private var pendingLength: Int?
  /// Bytes of an oversized content still to skip.
  private var skipping = 0

  public init() {}

  /// Adds bytes read from the stream.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete frame, or nil until more bytes arrive.
  public mutating func next() -> Frame? {
    if skipping > 0 {
      let dropped = min(skipping, buffer.count - start)
      start += dropped
      skipping -= dropped
      if skipping > 0 { return nil }
    }
    if let length = pendingLength {
      guard buffer.count - start >= length else { return nil }
      let content = Array(buffer[start..<start + length])
      start += length
      pendingLength = nil
      return .message(content)
    }
    guard let end = headerEnd() else {
      // A stream that sends no header end for this long is not sending headers.
      if buffer.count - start > 64 << 10 {
        start = buffer.count
        return .malformed("a header longer than 64 KiB without an end")
      }
      return nil
    }
    // Bytes before the last `Content-Length` that do not end a line are left over from a
    // message framed wrongly: skipped, so the message after them is read.
    if let field = lastLengthField(before: end), field > start,
      field - start < 2 || buffer[field - 1] != 0x0A || buffer[field - 2] != 0x0D
    {
      let skipped = field - start
      start = field
      return .malformed("\(skipped) bytes outside any message")
    }
    let header = String(decoding: buffer[start..<end], as: UTF8.self)
    start = end + 4
    var length: Int?
    for line in header.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else {
        return .malformed("a header line without ':' ('\(line.prefix(80))')")
      }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
      if name == "content-length" {
        let digits = value.prefix { $0 != " " && $0 != "\t" }
        guard let number = Int(digits), number >= 0, digits.count == value.count
        else { return .malformed("a 'Content-Length' that is not a length ('\(value)')") }
        length = number
      }
    }
    guard let length else { return .malformed("a header without 'Content-Length'") }
    if length > Self.maximumLength {
      skipping = length
      return .malformed("a message of \(length) bytes, more than the \(Self.maximumLength) allowed")
    }
    pendingLength = length
    return next()
  }

  /// The offset of the `\r\n\r\n` that ends the header starting at `start`.
  private func headerEnd() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D,
        buffer[index + 3] == 0x0A
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Where the last `Content-Length` (any case) between `start` and `end` starts.
  private func lastLengthField(before end: Int) -> Int? {
    let name = Array("content-length".utf8)
    var index = end - name.count
    while index >= start {
      if zip(name, buffer[index..<index + name.count]).allSatisfy({ $0 == $1 | 0x20 }) {
        return index
      }
      index -= 1
    }
    return nil
  }

  /// `content` with its header: the bytes to write for one message.
  public static func frame(_ content: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
  }
}
