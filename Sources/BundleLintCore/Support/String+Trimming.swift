extension String {
  /// The text without leading and trailing spaces, tabs or line breaks.
  package func trimmingWhitespace() -> String {
    let bytes = Array(utf8)
    var start = 0
    var end = bytes.count
    while start < end, bytes[start].isASCIIWhitespace { start += 1 }
    while end > start, bytes[end - 1].isASCIIWhitespace { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
