import BundleLintCore
import BundleLintSyntax

/// Reads an old-style (OpenStep) property list over UTF-8 bytes, as `project.pbxproj` is
/// written: `{ key = value; }`, `( a, b, )`, quoted and bare strings, `<hex>` data, `//` and
/// `/* */` comments. Never traps on bad input: it throws `PlistError` with the line.
package struct PlistParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  /// The deepest nesting followed (a real project nests about eight levels).
  static let maximumDepth = 200

  /// The value `bytes` hold.
  package static func parse(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
    var parser = PlistParser(bytes: bytes)
    guard try parser.skipTrivia() else {
      throw bytes.isEmpty || bytes.allSatisfy(Self.isBlank)
        ? .empty : .syntax(line: parser.line, detail: "no value")
    }
    let value = try parser.value(depth: 0)
    guard try !parser.skipTrivia() else {
      throw .syntax(line: parser.line, detail: "more after the end of the property list")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Skips blanks and comments; whether a byte follows.
  private mutating func skipTrivia() throws(PlistError) -> Bool {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
      } else if Self.isBlank(byte) {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let start = line
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          if bytes[index] == 0x0A { line += 1 }
          index += 1
        }
        guard index + 1 < bytes.count else {
          throw .syntax(line: start, detail: "a comment is not closed")
        }
        index += 2
      } else {
        return true
      }
    }
    return false
  }

  private mutating func value(depth: Int) throws(PlistError) -> PlistValue {
    guard depth < Self.maximumDepth else { throw .tooDeep(line: line) }
    guard try skipTrivia() else { throw .syntax(line: line, detail: "a value is missing") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .dictionary(try dictionary(depth: depth))
    case UInt8(ascii: "("): return .array(try array(depth: depth))
    case UInt8(ascii: "<"): return .data(try data())
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
    default:
      guard let word = bare() else {
        throw .syntax(line: line, detail: "unexpected '\(Character(Unicode.Scalar(bytes[index])))'")
      }
      return .string(word)
    }
  }

  private mutating func dictionary(depth: Int) throws(PlistError) -> PlistDictionary {
    var result = PlistDictionary(line: line)
    index += 1
    while true {
      guard try skipTrivia() else { throw .syntax(line: line, detail: "a '{' is not closed") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return result
      }
      guard case .string(let key) = try value(depth: depth + 1) else {
        throw .syntax(line: line, detail: "a key is not a string")
      }
      guard try skipTrivia(), bytes[index] == UInt8(ascii: "=") else {
        throw .syntax(line: line, detail: "expected '=' after '\(key)'")
      }
      index += 1
      let entry = try value(depth: depth + 1)
      guard try skipTrivia(), bytes[index] == UInt8(ascii: ";") else {
        throw .syntax(line: line, detail: "expected ';' after the value of '\(key)'")
      }
      index += 1
      result.append(key, entry)
    }
  }

  private mutating func array(depth: Int) throws(PlistError) -> [PlistValue] {
    var result: [PlistValue] = []
    index += 1
    while true {
      guard try skipTrivia() else { throw .syntax(line: line, detail: "a '(' is not closed") }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        return result
      }
      result.append(try value(depth: depth + 1))
      guard try skipTrivia() else { throw .syntax(line: line, detail: "a '(' is not closed") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] != UInt8(ascii: ")") {
        throw .syntax(line: line, detail: "expected ',' or ')' in an array")
      }
    }
  }

  private mutating func data() throws(PlistError) -> [UInt8] {
    index += 1
    var digits: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      if let digit = byte.hexDigit {
        digits.append(digit)
      } else if !Self.isBlank(byte) {
        throw .syntax(line: line, detail: "data holds a byte that is no hex digit")
      }
      index += 1
    }
    guard index < bytes.count, digits.count % 2 == 0 else {
      throw .syntax(line: line, detail: "data is not closed or has an odd number of digits")
    }
    index += 1
    return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
  }

  /// A word of the bytes an unquoted string may hold.
  private mutating func bare() -> String? {
    let start = index
    while index < bytes.count, Self.isBareByte(bytes[index]) { index += 1 }
    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }

  static func isBareByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...0xFF, UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }

  private mutating func quoted() throws(PlistError) -> String {
    let quote = bytes[index]
    let start = line
    index += 1
    // Most strings hold no escape: decoded straight from the bytes.
    var end = index
    while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\") {
      if bytes[end] == 0x0A { line += 1 }
      end += 1
    }
    if end < bytes.count, bytes[end] == quote {
      defer { index = end + 1 }
      return String(decoding: bytes[index..<end], as: UTF8.self)
    }
    var out = Array(bytes[index..<end])
    index = end
    while index < bytes.count, bytes[index] != quote {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "a"): out.append(0x07)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "v"): out.append(0x0B)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        var scalar: UInt32 = 0
        var count = 0
        while count < 4, index < bytes.count, let digit = bytes[index].hexDigit {
          scalar = scalar << 4 | UInt32(digit)
          index += 1
          count += 1
        }
        out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(escaped - UInt8(ascii: "0"))
        var count = 1
        while count < 3, index < bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index])
        {
          value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
          index += 1
          count += 1
        }
        out += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
      default: out.append(escaped)
      }
    }
    guard index < bytes.count else { throw .syntax(line: start, detail: "a string is not closed") }
    index += 1
    return String(decoding: out, as: UTF8.self)
  }

  /// A space, tab, line feed, carriage return, vertical tab or form feed.
  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
