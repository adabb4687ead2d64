/// Compact JSON for an `Encodable` value, with keys sorted and `/` unescaped: the bytes
/// `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes`, at a fraction of its
/// cost (Foundation's encoder spends some 200,000 instructions on each finding of a report).
///
/// Covers what the reporters encode: structs, arrays, dictionaries with string keys, strings,
/// booleans, integers and nil (which synthesized `Encodable` leaves out).
enum JSONWriter {
  static func encode(_ value: some Encodable) throws -> [UInt8] {
    let root = Node()
    try value.encode(to: TreeEncoder(node: root, codingPath: []))
    var out: [UInt8] = []
    out.reserveCapacity(4096)
    root.write(to: &out)
    return out
  }

  /// A value being built: containers are filled after they are handed out, so nodes are shared.
  fileprivate final class Node {
    enum Content {
      case empty
      case scalar([UInt8])
      case array([Node])
      /// Members in the order they were set (a key set again keeps its first place).
      case object([(key: String, node: Node)])
    }

    var content = Content.empty

    func write(to out: inout [UInt8]) {
      switch content {
      case .empty:
        out.append(contentsOf: "{}".utf8)
      case .scalar(let bytes):
        out.append(contentsOf: bytes)
      case .array(let items):
        out.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
          if index > 0 { out.append(UInt8(ascii: ",")) }
          item.write(to: &out)
        }
        out.append(UInt8(ascii: "]"))
      case .object(let members):
        out.append(UInt8(ascii: "{"))
        for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
          if index > 0 { out.append(UInt8(ascii: ",")) }
          JSONWriter.appendString(member.key, to: &out)
          out.append(UInt8(ascii: ":"))
          member.node.write(to: &out)
        }
        out.append(UInt8(ascii: "}"))
      }
    }
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped as
  /// `JSONEncoder` escapes them (`\n`, `\u001f`), everything else as it is.
  static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most strings need no escape: copied at once.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      out.append(contentsOf: text.utf8)
      out.append(UInt8(ascii: "\""))
      return
    }
    let hex = Array("0123456789abcdef".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0..<0x20:
        out.append(contentsOf: "\\u00".utf8)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  fileprivate static func scalar(_ text: String) -> Node.Content {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 2)
    appendString(text, to: &out)
    return .scalar(out)
  }

  fileprivate static func scalar(_ value: some BinaryInteger) -> Node.Content {
    .scalar(Array(String(value).utf8))
  }

  fileprivate static func scalar(_ value: Bool) -> Node.Content {
    .scalar(Array((value ? "true" : "false").utf8))
  }

  fileprivate static func scalar(_ value: Double) throws -> Node.Content {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "not a finite number"))
    }
    if value == value.rounded(), abs(value) < 1e15 { return .scalar(Array(String(Int64(value)).utf8)) }
    return .scalar(Array(String(value).utf8))
  }

  fileprivate struct TreeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if case .object = node.content {} else { node.content = .object([]) }
      return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if case .array = node.content {} else { node.content = .array([]) }
      return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      Single(node: node, codingPath: codingPath)
    }
  }

  /// Encodes `value` into a new node.
  fileprivate static func node(for value: some Encodable, at path: [any CodingKey]) throws -> Node {
    let child = Node()
    switch value {
    case let text as String: child.content = scalar(text)
    case let flag as Bool: child.content = scalar(flag)
    case let number as Int: child.content = scalar(number)
    default: try value.encode(to: TreeEncoder(node: child, codingPath: path))
    }
    return child
  }

  fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey]

    private func set(_ child: Node, _ key: Key) {
      guard case .object(var members) = node.content else { return }
      node.content = .empty
      let name = key.stringValue
      if let index = members.firstIndex(where: { $0.key == name }) {
        members[index].node = child
      } else {
        members.append((name, child))
      }
      node.content = .object(members)
    }

    private func set(_ content: Node.Content, _ key: Key) {
      let child = Node()
      child.content = content
      set(child, key)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.scalar(Array("null".utf8)), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try JSONWriter.scalar(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try JSONWriter.scalar(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(JSONWriter.scalar(value), key) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      set(try JSONWriter.node(for: value, at: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let child = Node()
      child.content = .object([])
      set(child, key)
      return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = Node()
      child.content = .array([])
      set(child, key)
      return Unkeyed(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      let child = Node()
      set(child, key)
      return TreeEncoder(node: child, codingPath: codingPath + [key])
    }
  }

  fileprivate struct Unkeyed: UnkeyedEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey]
    var count: Int {
      if case .array(let items) = node.content { return items.count }
      return 0
    }

    private func append(_ child: Node) {
      guard case .array(var items) = node.content else { return }
      node.content = .empty
      items.append(child)
      node.content = .array(items)
    }

    private func append(_ content: Node.Content) {
      let child = Node()
      child.content = content
      append(child)
    }

    mutating func encodeNil() throws { append(.scalar(Array("null".utf8))) }
    mutating func encode(_ value: Bool) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: String) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: Double) throws { append(try JSONWriter.scalar(value)) }
    mutating func encode(_ value: Float) throws { append(try JSONWriter.scalar(Double(value))) }
    mutating func encode(_ value: Int) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: Int8) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: Int16) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: Int32) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: Int64) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: UInt) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: UInt8) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: UInt16) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: UInt32) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: UInt64) throws { append(JSONWriter.scalar(value)) }
    mutating func encode(_ value: some Encodable) throws {
      append(try JSONWriter.node(for: value, at: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = Node()
      child.content = .object([])
      append(child)
      return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let child = Node()
      child.content = .array([])
      append(child)
      return Unkeyed(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
      let child = Node()
      append(child)
      return TreeEncoder(node: child, codingPath: codingPath)
    }
  }

  fileprivate struct Single: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .scalar(Array("null".utf8)) }
    mutating func encode(_ value: Bool) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: String) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: Double) throws { node.content = try JSONWriter.scalar(value) }
    mutating func encode(_ value: Float) throws { node.content = try JSONWriter.scalar(Double(value)) }
    mutating func encode(_ value: Int) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: Int8) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: Int16) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: Int32) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: Int64) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: UInt) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: UInt8) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: UInt16) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: UInt32) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: UInt64) throws { node.content = JSONWriter.scalar(value) }
    mutating func encode(_ value: some Encodable) throws {
      node.content = try JSONWriter.node(for: value, at: codingPath).content
    }
  }
}
