/// A parsed rule file's JSON value, kept generic so the decoder can reject unknown keys by path.
enum RuleJSON: Hashable, Sendable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([RuleJSON])
  case object([String: RuleJSON])

  init(from decoder: any Decoder) throws {
    // The most frequent types first: each failed attempt throws an error that costs more than
    // the value's decoding, and rule files are mostly strings and objects.
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([String: RuleJSON].self) {
      self = .object(value)
    } else if let value = try? container.decode([RuleJSON].self) {
      self = .array(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else {
      self = .number(try container.decode(Double.self))
    }
  }

  /// What the value is, as a rule-file error names it.
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
