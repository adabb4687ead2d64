import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

/// Splits a byte stream into JSON-RPC messages framed as the Language Server Protocol frames
/// them (`Content-Length: N\r\n\r\n` then N bytes of JSON), and frames outgoing ones.
///
/// Bytes arrive in pieces of any size; `next()` returns each complete message once. A header
/// block without a usable `Content-Length` is reported and skipped, so the stream can go on. A
/// header that announces more than `maximumLength` bytes is reported (the server answers it
/// with an error) and the framer resynchronises on the next header, whatever follows it: a
/// client that sends a wrong length, or a huge message, loses that message, not every later
/// one, `exit` included. Memory stays bounded while it skips.
package struct MessageFramer: Sendable {
  /// What the stream held next.
  package enum Frame: Equatable, Sendable {
    /// One message's content.
    case message([UInt8])
    /// A header block that could not be used, and why.
    case malformed(String)
    /// A header announcing a content of this many bytes, more than `maximumLength`: skipped up
    /// to the next header.
    case oversized(Int)
  }

  /// The largest content accepted: 64 MiB, more than any document an editor sends.
  package static let maximumLength = 64 << 20

  /// The longest header block read; a longer one is no header.
  static let maximumHeaderLength = 64 << 10

  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` starts.
  private var start = 0
  /// The content length of the message whose header was read, while its content is incomplete.
  private var pendingLength: Int?
  /// Whether the bytes up to the next header are skipped, after an oversized one.
  private var resynchronizing = false

  package init() {}

  /// Adds bytes read from the stream.
  package mutating func append(_ bytes: some Collection<UInt8>) {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete frame, or nil until more bytes arrive.
  package mutating func next() -> Frame? {
    if resynchronizing {
      guard let header = nextHeader() else { return nil }
      start = header
      resynchronizing = false
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
      if buffer.count - start > Self.maximumHeaderLength {
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
      resynchronizing = true
      return .oversized(length)
    }
    pendingLength = length
    return next()
  }

  /// Where the next header block starts at or after `start`: a `Content-Length` line (any
  /// case) that ends after its length, then header lines of printable ASCII, then a blank line
  /// (JSON content holds no raw line break inside a string, so a header quoted in a message is
  /// not taken for one). Nil until
  /// one arrives; the bytes before the last place one may start are dropped meanwhile.
  private mutating func nextHeader() -> Int? {
    let name = Array("content-length".utf8)
    var index = start
    while index + name.count <= buffer.count {
      if buffer[index] | 0x20 == name[0],
        zip(name, buffer[index..<index + name.count]).allSatisfy({ $0 == $1 | 0x20 })
      {
        switch header(at: index, nameLength: name.count) {
        case true?: return index
        case nil:
          // Perhaps a header whose end is still to come.
          start = index
          return nil
        case false?: break
        }
      }
      index += 1
    }
    start = max(start, buffer.count - (name.count - 1))
    return nil
  }

  /// Whether a header block starts at `index` (with `Content-Length`'s name there): true, false,
  /// or nil while its end may still come.
  private func header(at index: Int, nameLength: Int) -> Bool? {
    var cursor = index + nameLength
    func skipBlanks() {
      while cursor < buffer.count, buffer[cursor] == 0x20 || buffer[cursor] == 0x09 { cursor += 1 }
    }
    skipBlanks()
    guard cursor < buffer.count else { return nil }
    guard buffer[cursor] == UInt8(ascii: ":") else { return false }
    cursor += 1
    skipBlanks()
    let digits = cursor
    while cursor < buffer.count, (0x30...0x39).contains(buffer[cursor]) { cursor += 1 }
    guard cursor < buffer.count else {
      return cursor - index < Self.maximumHeaderLength ? nil : false
    }
    guard cursor > digits else { return false }
    // The line ends after the length (a length quoted in a JSON string does not).
    skipBlanks()
    guard cursor + 1 < buffer.count else { return nil }
    guard buffer[cursor] == 0x0D, buffer[cursor + 1] == 0x0A else { return false }
    // The rest of the block: printable lines up to a blank one.
    while cursor + 1 < buffer.count {
      if cursor - index > Self.maximumHeaderLength { return false }
      let byte = buffer[cursor]
      if byte == 0x0D {
        guard buffer[cursor + 1] == 0x0A else { return false }
        if cursor + 3 < buffer.count, buffer[cursor + 2] == 0x0D, buffer[cursor + 3] == 0x0A {
          return true
        }
        if cursor + 3 >= buffer.count { return nil }
        cursor += 2
        continue
      }
      guard (byte >= 0x20 && byte < 0x7F) || byte == 0x09 else { return false }
      cursor += 1
    }
    return cursor - index < Self.maximumHeaderLength ? nil : false
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
  package static func frame(_ content: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
  }
}
