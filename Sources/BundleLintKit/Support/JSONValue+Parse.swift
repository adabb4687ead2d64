extension JSONValue {
  /// Why a document is not JSON, with the place: `unexpected character '}' around line 3,
  /// column 1`.
  struct SyntaxError: Error, Sendable {
    var message: String
    /// The line of the place, 1-based.
    var line = 1
  }

  /// The deepest nesting of arrays and objects a document may have; deeper documents are
  /// rejected rather than risk the stack when the value is torn down.
  static let maximumDepth = 512

  /// Parses a JSON document (RFC 8259, plus a trailing comma before a closing bracket or brace,
  /// as Foundation allows) into a value: a hand-written parser, without recursion, several times
  /// faster than `JSONDecoder` for the rule files read at every start, and than
  /// `JSONSerialization` for String Catalogs of megabytes.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = Parser(bytes: bytes)
    return try parser.document()
  }

  private struct Parser {
    /// A container being filled: an array, or an object with the key of the value to come.
    private enum Frame {
      case array([JSONValue])
      case object([String: JSONValue], key: String)
    }

    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    mutating func document() throws(SyntaxError) -> JSONValue {
      var stack: [Frame] = []
      nextValue: while true {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of data") }
        var value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "{"):
          index += 1
          skipWhitespace()
          if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            value = .object([:])
          } else {
            guard stack.count < JSONValue.maximumDepth else {
              throw failure("too many nested arrays or objects")
            }
            stack.append(.object([:], key: try key()))
            continue nextValue
          }
        case UInt8(ascii: "["):
          index += 1
          skipWhitespace()
          if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            value = .array([])
          } else {
            guard stack.count < JSONValue.maximumDepth else {
              throw failure("too many nested arrays or objects")
            }
            stack.append(.array([]))
            continue nextValue
          }
        case UInt8(ascii: "\""):
          value = .string(try string())
        case UInt8(ascii: "t"):
          try word("true")
          value = .bool(true)
        case UInt8(ascii: "f"):
          try word("false")
          value = .bool(false)
        case UInt8(ascii: "n"):
          try word("null")
          value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          value = .number(try number())
        default:
          throw unexpectedCharacter()
        }
        // Put the value in its container; close the containers that end after it.
        while let frame = stack.popLast() {
          skipWhitespace()
          switch frame {
          case .array(var items):
            items.append(value)
            // A comma before the closing bracket is allowed, as Foundation allows it.
            if take(UInt8(ascii: ",")) {
              skipWhitespace()
              if !take(UInt8(ascii: "]")) {
                stack.append(.array(items))
                continue nextValue
              }
            } else if !take(UInt8(ascii: "]")) {
              throw unexpectedCharacter()
            }
            value = .array(items)
          case .object(var members, let key):
            members[key] = value
            if take(UInt8(ascii: ",")) {
              skipWhitespace()
              if !take(UInt8(ascii: "}")) {
                stack.append(.object(members, key: try self.key()))
                continue nextValue
              }
            } else if !take(UInt8(ascii: "}")) {
              throw unexpectedCharacter()
            }
            value = .object(members)
          }
        }
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected data after the document") }
        return value
      }
    }

    /// An object's key and the colon after it.
    private mutating func key() throws(SyntaxError) -> String {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw index < bytes.count
          ? unexpectedCharacter() : failure("unexpected end of data")
      }
      let key = try string()
      skipWhitespace()
      guard take(UInt8(ascii: ":")) else { throw unexpectedCharacter() }
      return key
    }

    private mutating func string() throws(SyntaxError) -> String {
      index += 1  // the opening quote
      let start = index
      // Fast path: no escapes.
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20
      {
        index += 1
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
      }
      var out = Array(bytes[start..<index])
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return String(decoding: out, as: UTF8.self)
        case UInt8(ascii: "\\"):
          index += 1
          guard index < bytes.count else { break }
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800...0xDBFF).contains(scalar), take(UInt8(ascii: "\\")), take(UInt8(ascii: "u"))
            {
              let low = try hexQuad()
              guard (0xDC00...0xDFFF).contains(low) else {
                throw failure("invalid surrogate pair in a string")
              }
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else {
              throw failure("invalid unicode escape in a string")
            }
            out.append(contentsOf: String(Character(unicode)).utf8)
          default:
            index -= 1
            throw failure("invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
          }
        case 0..<0x20:
          throw failure("unescaped control character in a string")
        default:
          out.append(byte)
          index += 1
        }
      }
      throw failure("unterminated string")
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard index < bytes.count, let digit = bytes[index].hexDigit.map(UInt32.init) else {
          throw failure("invalid unicode escape in a string")
        }
        value = value << 4 | digit
        index += 1
      }
      return value
    }

    private mutating func number() throws(SyntaxError) -> Double {
      let start = index
      _ = take(UInt8(ascii: "-"))
      let first = index
      let count = digits()
      // No leading zeros: `0` alone or a digit 1–9 first.
      guard count > 0, bytes[first] != UInt8(ascii: "0") || count == 1 else {
        throw failure("invalid number")
      }
      if take(UInt8(ascii: ".")) {
        guard digits() > 0 else { throw failure("invalid number") }
      }
      if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
        if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
        guard digits() > 0 else { throw failure("invalid number") }
      }
      guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw failure("invalid number")
      }
      return value
    }

    /// Skips digits; how many there were.
    private mutating func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - start
    }

    private mutating func word(_ word: StaticString) throws(SyntaxError) {
      let count = word.utf8CodeUnitCount
      let matches = word.withUTF8Buffer { expected in
        index + count <= bytes.count && bytes[index..<(index + count)].elementsEqual(expected)
      }
      guard matches else { throw unexpectedCharacter() }
      index += count
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    private mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    private func unexpectedCharacter() -> SyntaxError {
      guard index < bytes.count else { return failure("unexpected end of data") }
      let byte = bytes[index]
      let shown =
        (0x21..<0x7F).contains(byte)
        ? "'\(Character(Unicode.Scalar(byte)))'"
        : "byte 0x\(String(byte, radix: 16, uppercase: true))"
      return failure("unexpected character \(shown)")
    }

    /// `what` with the line and column of the current position.
    private func failure(_ what: String) -> SyntaxError {
      var line = 1
      var column = 1
      for byte in bytes[..<min(index, bytes.count)] {
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return SyntaxError(message: "\(what) around line \(line), column \(column)", line: line)
    }
  }
}
