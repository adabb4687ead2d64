extension JSONValue {
  /// Why a document is not JSON, with the place: `unexpected character '}' around line 3,
  /// column 1`.
  package struct SyntaxError: Error, Sendable {
    package var message: String
    /// The line of the place, 1-based.
    package var line = 1
  }

  /// Parses a JSON document (`JSONReader`'s grammar: RFC 8259, plus a trailing comma before a
  /// closing bracket or brace, as Foundation allows) into a value, without recursion, several
  /// times faster than `JSONDecoder` for the rule files read at every start. Nesting deeper than
  /// `JSONReader.maximumDepth` is refused rather than risk the stack when the value is torn
  /// down.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
      var reader = JSONReader(buffer)
      do throws(JSONReader.Failure) {
        return try value(of: &reader)
      } catch {
        throw SyntaxError(error, in: buffer)
      }
    }
  }

  /// A container being filled: an array, or an object with the key of the value to come.
  private enum Frame {
    case array([JSONValue])
    case object([String: JSONValue], key: String)
  }

  /// The document `reader` reads, to its end.
  private static func value(of reader: inout JSONReader) throws(JSONReader.Failure) -> JSONValue {
    var stack: [Frame] = []
    while true {
      var value: JSONValue
      switch try reader.next() {
      case .beginObject:
        stack.append(.object([:], key: ""))
        continue
      case .beginArray:
        stack.append(.array([]))
        continue
      case .key(let name):
        guard case .object(let members, _)? = stack.popLast() else { continue }
        stack.append(.object(members, key: reader.text(of: name)))
        continue
      case .endObject, .endArray:
        switch stack.popLast() {
        case .object(let members, _)?: value = .object(members)
        case .array(let items)?: value = .array(items)
        case nil: continue
        }
      case .string(let string):
        value = .string(reader.text(of: string))
      case .number(let range):
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: reader.bytes[range]), as: UTF8.self)
        guard let number = Double(text) else {
          throw JSONReader.Failure(message: "invalid number", position: range.upperBound)
        }
        value = .number(number)
      case .literal(.true): value = .bool(true)
      case .literal(.false): value = .bool(false)
      case .literal(.null): value = .null
      case .end: continue
      }
      // Put the value in its container, or end the document with it.
      switch stack.popLast() {
      case .array(var items)?:
        items.append(value)
        stack.append(.array(items))
      case .object(var members, let key)?:
        members[key] = value
        stack.append(.object(members, key: key))
      case nil:
        guard case .end = try reader.next() else { continue }
        return value
      }
    }
  }
}

extension JSONValue.SyntaxError {
  /// `failure`'s message with the line and column of its place in `bytes`.
  init(_ failure: JSONReader.Failure, in bytes: UnsafeBufferPointer<UInt8>) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(failure.position, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    self.init(message: "\(failure.message) around line \(line), column \(column)", line: line)
  }
}
