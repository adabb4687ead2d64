#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension [UInt8] {
  /// Whether `word` occurs within `range`, without making a `String` of the bytes.
  package func containsBytes(_ word: String, in range: Range<Int>) -> Bool {
    var word = word
    return word.withUTF8 { needle in containsBytes(needle, in: range) }
  }

  /// Whether `word` (ASCII) occurs within `range`, without making a `String` of the bytes.
  func containsBytes(_ word: StaticString, in range: Range<Int>) -> Bool {
    word.withUTF8Buffer { needle in containsBytes(needle, in: range) }
  }

  /// Whether the bytes of `needle` occur within `range`.
  private func containsBytes(_ needle: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
    firstOccurrence(of: needle, in: range) != nil
  }

  /// Where the bytes of `needle` first occur at or after `start`.
  package func firstOccurrence(of needle: [UInt8], from start: Int) -> Int? {
    needle.withUnsafeBufferPointer { firstOccurrence(of: $0, in: start..<count) }
  }

  /// Where the bytes of `needle` first occur within `range`.
  private func firstOccurrence(of needle: UnsafeBufferPointer<UInt8>, in range: Range<Int>)
    -> Int?
  {
    let lower = Swift.max(range.lowerBound, 0)
    let upper = Swift.min(range.upperBound, count)
    let length = needle.count
    guard length > 0, upper - lower >= length else { return nil }
    return withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return nil }
      let first = Int32(needle[0])
      var i = lower
      // `memchr` finds each candidate first byte; the rest is compared here.
      while i <= upper - length {
        guard let hit = memchr(base + i, first, upper - length + 1 - i) else { return nil }
        i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        var j = 1
        while j < length, bytes[i + j] == needle[j] { j += 1 }
        if j == length { return i }
        i += 1
      }
      return nil
    }
  }
}

extension [UInt8] {
  /// Whether the bytes of `range`, ASCII whitespace removed, spell `word`: `compactText(range)
  /// == word` without making a `String`.
  package func compactText(_ range: Range<Int>, equals word: String) -> Bool {
    let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), count)
    var word = word
    return word.withUTF8 { expected in
      var next = 0
      for index in lower..<upper {
        let byte = self[index]
        if byte.isASCIIWhitespace { continue }
        guard next < expected.count, expected[next] == byte else { return false }
        next += 1
      }
      return next == expected.count
    }
  }
}
