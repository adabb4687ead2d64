#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converts byte offsets to 1-based lines and columns, only when output needs them.
///
/// Columns are UTF-8 bytes, as swiftc prints them; `utf16Column` and `scalarColumn` serve
/// formats that count differently (SARIF, LSP).
public struct SourceLocationConverter: Sendable {
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]
  private let bytes: [UInt8]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts)
  }

  /// The offsets at which lines start. Most files end lines with LF only: `memchr` finds each
  /// one. With a CR anywhere, every byte is looked at (CR and CRLF end lines too).
  private static func lineStarts(of buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    let n = buffer.count
    guard let base = buffer.baseAddress, n > 0 else { return starts }
    starts.reserveCapacity(n / 32 + 1)
    if memchr(base, 0x0D, n) == nil {
      var offset = 0
      while offset < n, let found = memchr(base + offset, 0x0A, n - offset) {
        offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
        starts.append(offset)
      }
      return starts
    }
    var i = 0
    while i < n {
      let b = buffer[i]
      if b == 0x0A {
        starts.append(i + 1)
      } else if b == 0x0D {
        if i + 1 < n, buffer[i + 1] == 0x0A { i += 1 }
        starts.append(i + 1)
      }
      i += 1
    }
    return starts
  }

  /// The 1-based line that contains `offset` (an offset at the end of the file is on the last line).
  public func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low + 1
  }

  /// 1-based line and UTF-8 byte column of `offset`.
  public func location(of offset: Int) -> (line: Int, column: Int) {
    let line = line(of: offset)
    return (line, offset - lineStarts[line - 1] + 1)
  }

  /// 1-based column of `offset` in UTF-16 code units.
  public func utf16Column(of offset: Int) -> Int {
    column(of: offset) { sequenceLength in sequenceLength == 4 ? 2 : 1 }
  }

  /// 1-based column of `offset` in Unicode scalars.
  public func scalarColumn(of offset: Int) -> Int {
    column(of: offset) { _ in 1 }
  }

  /// 1-based column of `offset`, each scalar before it on its line counting `units(its UTF-8
  /// length)`.
  @inline(__always)
  private func column(of offset: Int, _ units: (Int) -> Int) -> Int {
    var column = 1
    var i = lineStarts[line(of: offset) - 1]
    let end = min(offset, bytes.count)
    while i < end {
      let width = Self.sequenceLength(bytes[i])
      column += units(width)
      i += width
    }
    return column
  }

  /// The text of the 1-based line `line`, without its line break; at most `maxBytes` bytes of it.
  public func lineText(_ line: Int, maxBytes: Int = .max) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    if end - start > maxBytes {
      end = Self.characterBoundary(atOrBefore: start + maxBytes, after: start, in: bytes)
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The greatest offset at or before `offset` (and not before `start`) that does not fall inside
  /// a UTF-8 sequence of `bytes`: where text can be cut without splitting a character's bytes.
  public static func characterBoundary(atOrBefore offset: Int, after start: Int, in bytes: [UInt8])
    -> Int
  {
    var end = min(offset, bytes.count)
    while end > start, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return end
  }

  /// Bytes a UTF-8 sequence starting with `lead` spans; invalid lead bytes count as one.
  @inline(__always)
  package static func sequenceLength(_ lead: UInt8) -> Int {
    if lead < 0xC0 { return 1 }
    if lead < 0xE0 { return 2 }
    if lead < 0xF0 { return 3 }
    if lead < 0xF8 { return 4 }
    return 1
  }
}
