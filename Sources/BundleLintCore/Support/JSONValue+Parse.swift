extension JSONValue {
  /// Why a document is not JSON, with the place: `unexpected character '}' around line 3,
  /// column 1`.
  package struct SyntaxError: Error, Sendable {
    package var message: String
    /// The line of the place, 1-based.
    package var line = 1
  }

  /// The deepest nesting of arrays and objects a document may have; deeper documents are
  /// rejected rather than risk the stack when the value is torn down.
  static let maximumDepth = 512

  /// Parses a JSON document (RFC 8259, plus a trailing comma before a closing bracket or brace,
  /// as Foundation allows) into a value: a hand-written parser, without recursion, several times
  /// faster than `JSONDecoder` for the rule files read at every start, and than
  /// `JSONSerialization` for String Catalogs of megabytes.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
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
      switch JSONSyntax.scanString(bytes, quote: index) {
      case .success(let string):
        index = string.contents.upperBound + 1
        return JSONSyntax.text(of: string, in: bytes)
      case .failure(let broken):
        index = broken.position
        throw failure(broken.message)
      }
    }

    private mutating func number() throws(SyntaxError) -> Double {
      let start = index
      let scanned = JSONSyntax.scanNumber(bytes, from: index)
      index = scanned.end
      guard scanned.isValid else { throw failure("invalid number") }
      guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw failure("invalid number")
      }
      return value
    }

    private mutating func word(_ word: StaticString) throws(SyntaxError) {
      guard JSONSyntax.take(word: word, in: bytes, at: &index) else {
        throw unexpectedCharacter()
      }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      JSONSyntax.take(byte, in: bytes, at: &index)
    }

    private mutating func skipWhitespace() {
      index = JSONSyntax.skippingWhitespace(bytes, from: index)
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
