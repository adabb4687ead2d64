import BundleLintCore
import BundleLintSyntax

/// Reads an old-style `.strings` file: `"key" = "value";` pairs, `/* */` and `//` comments,
/// in UTF-8 or UTF-16 (with a BOM, or guessed from NUL bytes), keeping each key's line.
///
/// A pure function of the bytes. It stops at the first error and says on which line, since the
/// whole file is then unusable at run time (`NSBundle` loads none of its keys).
enum StringsFileParser {
  /// What a parse gives: the entries up to the first error, and that error.
  struct Outcome: Hashable, Sendable {
    package var entries: [TableEntry]
    var failure: Failure?
  }

  /// Where the file stops making sense, and why.
  struct Failure: Error, Hashable, Sendable {
    var line: Int
    var detail: String
  }

  static func parse(_ bytes: [UInt8]) -> Outcome {
    guard let text = decode(bytes) else {
      return Outcome(
        entries: [], failure: Failure(line: 1, detail: "the file is neither UTF-8 nor UTF-16 text"))
    }
    return text.withUnsafeBufferPointer { buffer in
      var parser = Parser(bytes: buffer)
      return parser.run()
    }
  }

  /// The file's text as UTF-8: UTF-16 with a BOM or NUL bytes, else UTF-8 (a UTF-8 BOM
  /// dropped); nil when the bytes are not valid text in the encoding found. Read as bytes, not
  /// scalars: building each string a scalar at a time cost most of a table's reading.
  static func decode(_ bytes: [UInt8]) -> [UInt8]? {
    var bigEndian: Bool?
    var start = 0
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
      bigEndian = false
      start = 2
    } else if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
      bigEndian = true
      start = 2
    } else if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == 0 || bytes[1] == 0 {
      bigEndian = bytes[0] == 0
    }
    guard let bigEndian else {
      let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
      return UTF8Validation.isValid(body) ? body : nil
    }
    guard (bytes.count - start) % 2 == 0 else { return nil }
    var units: [UInt16] = []
    units.reserveCapacity((bytes.count - start) / 2)
    var i = start
    while i + 1 < bytes.count {
      let high = UInt16(bytes[bigEndian ? i : i + 1])
      let low = UInt16(bytes[bigEndian ? i + 1 : i])
      units.append(high << 8 | low)
      i += 2
    }
    return String(validating: units, as: UTF16.self).map { Array($0.utf8) }
  }

  /// A cursor over the text's UTF-8 bytes that counts lines. Non-ASCII bytes are read as the
  /// scalar they start, for the Unicode blanks and letters the format allows. Over the bytes'
  /// buffer, which outlives it (`parse`): every byte of every table is read through it.
  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func run() -> Outcome {
      var outcome = Outcome(entries: [], failure: nil)
      do throws(Failure) {
        while true {
          try skipTrivia()
          guard index < bytes.count else { break }
          let keyLine = line
          let key = try token(what: "a quoted key")
          try skipTrivia()
          var value = key
          if peek == UInt8(ascii: "=") {
            index += 1
            try skipTrivia()
            value = try token(what: "a value after '='")
            try skipTrivia()
          }
          guard peek == UInt8(ascii: ";") else {
            throw Failure(line: keyLine, detail: "expected ';' after the entry")
          }
          index += 1
          let keyText = withUTF8(of: key) { String(decoding: $0, as: UTF8.self) }
          outcome.entries.append(
            withUTF8(of: value) { TableEntry(key: keyText, line: keyLine, valueUTF8: $0) })
        }
      } catch {
        outcome.failure = error
      }
      return outcome
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// A token's UTF-8: where it lies in the text, or the bytes its escapes decode to. Keys
    /// become strings; values are only fingerprinted, straight from these bytes.
    enum Token {
      case range(Range<Int>)
      case decoded([UInt8])
    }

    func withUTF8<Result>(
      of token: Token, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
      switch token {
      case .range(let range):
        body(UnsafeBufferPointer(rebasing: bytes[range]))
      case .decoded(let decoded):
        decoded.withUnsafeBufferPointer(body)
      }
    }

    /// The scalar starting at `index` and its length in bytes (the text is valid UTF-8).
    func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
      let lead = bytes[index]
      if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
      for offset in 1..<length where index + offset < bytes.count {
        value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
      }
      return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Skips whitespace and comments; an unterminated block comment is an error.
    mutating func skipTrivia() throws(Failure) {
      while let byte = peek {
        if byte == 0x0A {
          line += 1
          index += 1
        } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
          index += 1
        } else if byte >= 0x80 {
          let (scalar, length) = scalar(at: index)
          guard scalar.properties.isWhitespace else { return }
          index += length
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          while let next = peek, next != 0x0A { index += 1 }
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          let startLine = line
          index += 2
          var closed = false
          while let next = peek {
            if next == 0x0A { line += 1 }
            if next == UInt8(ascii: "*"), index + 1 < bytes.count,
              bytes[index + 1] == UInt8(ascii: "/")
            {
              index += 2
              closed = true
              break
            }
            index += 1
          }
          if !closed { throw Failure(line: startLine, detail: "the comment is never closed") }
        } else {
          return
        }
      }
    }

    /// A quoted string (escapes decoded) or an unquoted old-style plist word.
    mutating func token(what: String) throws(Failure) -> Token {
      guard let first = peek else { throw Failure(line: line, detail: "expected \(what)") }
      if first == UInt8(ascii: "\"") { return try quoted() }
      let start = index
      while index < bytes.count {
        let (scalar, length) = scalar(at: index)
        guard Self.isWordScalar(scalar) else { break }
        index += length
      }
      if index == start {
        let found = scalar(at: index).scalar
        // The first byte-order mark is read as the encoding's; one at the start of the text is
        // a second.
        let shown =
          index == 0 && found == "\u{FEFF}" ? "a second byte-order mark (U+FEFF)" : found.shown
        throw Failure(line: line, detail: "expected \(what), found \(shown)")
      }
      return .range(start..<index)
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "_$+/:.-".unicodeScalars.contains(scalar)
    }

    mutating func quoted() throws(Failure) -> Token {
      let startLine = line
      index += 1
      // Most strings hold no escape: made straight from their bytes.
      var end = index
      while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
        if bytes[end] == 0x0A { line += 1 }
        end += 1
      }
      if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
        defer { index = end + 1 }
        return .range(index..<end)
      }
      var text = Array(bytes[index..<end])
      index = end
      while let byte = peek {
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return .decoded(text)
        case UInt8(ascii: "\\"):
          guard let escaped = peek else { break }
          switch escaped {
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "r"): text.append(0x0D)
          case UInt8(ascii: "U"), UInt8(ascii: "u"):
            index += 1
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let hex = peek, let digit = hex.hexDigit.map(UInt32.init) {
              value = value << 4 | digit
              index += 1
              digits += 1
            }
            if let decoded = Unicode.Scalar(value) { text += Array(String(decoded).utf8) }
            continue
          case 0x0A:
            line += 1
            text.append(0x0A)
          default:
            // The escaped character itself, all of its bytes.
            let length = scalar(at: index).length
            text += bytes[index..<min(index + length, bytes.count)]
            index += length
            continue
          }
          index += 1
        case 0x0A:
          line += 1
          text.append(0x0A)
        default:
          text.append(byte)
        }
      }
      throw Failure(line: startLine, detail: "the string is never closed")
    }
  }
}
