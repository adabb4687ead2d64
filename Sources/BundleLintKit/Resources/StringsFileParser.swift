/// Reads an old-style `.strings` file: `"key" = "value";` pairs, `/* */` and `//` comments,
/// in UTF-8 or UTF-16 (with a BOM, or guessed from NUL bytes), keeping each key's line.
///
/// A pure function of the bytes. It stops at the first error and says on which line, since the
/// whole file is then unusable at run time (`NSBundle` loads none of its keys).
enum StringsFileParser {
  /// What a parse gives: the entries up to the first error, and that error.
  struct Outcome: Hashable, Sendable {
    var entries: [TableEntry]
    var failure: Failure?
  }

  /// Where the file stops making sense, and why.
  struct Failure: Error, Hashable, Sendable {
    var line: Int
    var detail: String
  }

  static func parse(_ bytes: [UInt8]) -> Outcome {
    guard let scalars = decode(bytes) else {
      return Outcome(
        entries: [], failure: Failure(line: 1, detail: "the file is neither UTF-8 nor UTF-16 text"))
    }
    var parser = Parser(scalars: scalars)
    return parser.run()
  }

  /// The file's text as scalars: UTF-16 with a BOM or NUL bytes, else UTF-8 (a UTF-8 BOM
  /// dropped); nil when the bytes are not valid text in the encoding found.
  static func decode(_ bytes: [UInt8]) -> [Unicode.Scalar]? {
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
      return scalars(of: body, as: UTF8.self)
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
    return scalars(of: units, as: UTF16.self)
  }

  /// The scalars `units` encode in `Codec`, or nil when they are not valid.
  private static func scalars<Codec: UnicodeCodec>(of units: [Codec.CodeUnit], as _: Codec.Type)
    -> [Unicode.Scalar]?
  {
    var scalars: [Unicode.Scalar] = []
    var decoder = Codec()
    var iterator = units.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return scalars
      case .error: return nil
      }
    }
  }

  /// A cursor over the scalars that counts lines.
  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func run() -> Outcome {
      var outcome = Outcome(entries: [], failure: nil)
      do throws(Failure) {
        while true {
          try skipTrivia()
          guard index < scalars.count else { break }
          let keyLine = line
          let key = try token(what: "a quoted key")
          try skipTrivia()
          var value = key
          if peek == "=" {
            index += 1
            try skipTrivia()
            value = try token(what: "a value after '='")
            try skipTrivia()
          }
          guard peek == ";" else {
            throw Failure(line: keyLine, detail: "expected ';' after the entry")
          }
          index += 1
          outcome.entries.append(
            TableEntry(key: key, line: keyLine, value: value))
        }
      } catch {
        outcome.failure = error
      }
      return outcome
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// Skips whitespace and comments; an unterminated block comment is an error.
    mutating func skipTrivia() throws(Failure) {
      while let scalar = peek {
        if scalar == "\n" {
          line += 1
          index += 1
        } else if scalar.properties.isWhitespace {
          index += 1
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let next = peek, next != "\n" { index += 1 }
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let startLine = line
          index += 2
          var closed = false
          while let next = peek {
            if next == "\n" { line += 1 }
            if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
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
    mutating func token(what: String) throws(Failure) -> String {
      guard let first = peek else { throw Failure(line: line, detail: "expected \(what)") }
      if first == "\"" { return try quoted() }
      var word = ""
      while let scalar = peek, Self.isWordScalar(scalar) {
        word.unicodeScalars.append(scalar)
        index += 1
      }
      if word.isEmpty {
        throw Failure(line: line, detail: "expected \(what), found '\(Character(first))'")
      }
      return word
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "_$+/:.-".unicodeScalars.contains(scalar)
    }

    mutating func quoted() throws(Failure) -> String {
      let startLine = line
      index += 1
      var text = ""
      while let scalar = peek {
        index += 1
        switch scalar {
        case "\"":
          return text
        case "\\":
          guard let escaped = peek else { break }
          index += 1
          switch escaped {
          case "n": text += "\n"
          case "t": text += "\t"
          case "r": text += "\r"
          case "U", "u":
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let hex = peek, let digit = Self.hexValue(hex) {
              value = value << 4 | digit
              index += 1
              digits += 1
            }
            if let decoded = Unicode.Scalar(value) { text.unicodeScalars.append(decoded) }
          case "\n":
            line += 1
            text += "\n"
          default: text.unicodeScalars.append(escaped)
          }
        case "\n":
          line += 1
          text += "\n"
        default:
          text.unicodeScalars.append(scalar)
        }
      }
      throw Failure(line: startLine, detail: "the string is never closed")
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
      switch scalar {
      case "0"..."9": scalar.value - 48
      case "a"..."f": scalar.value - 87
      case "A"..."F": scalar.value - 55
      default: nil
      }
    }
  }
}
