/// A JSON value with object keys kept in the order given, rendered with two-space indentation.
enum JSONValue: Sendable {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

  /// Pretty-printed text, without a trailing line break.
  func rendered() -> String {
    var output = ""
    var stack: [Step] = [.value(self, 0)]
    while let step = stack.popLast() {
      switch step {
      case .text(let text):
        output += text
      case .value(let value, let indent):
        switch value {
        case .string(let string): output += Self.quote(string)
        case .number(let number): output += String(number)
        case .bool(let bool): output += bool ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
          output += items.isEmpty ? "[]" : "[\n"
          stack += Self.members(items.map { (nil, $0) }, close: "]", indent: indent)
        case .object(let members):
          output += members.isEmpty ? "{}" : "{\n"
          stack += Self.members(members.map { ($0.0, $0.1) }, close: "}", indent: indent)
        }
      }
    }
    return output
  }

  /// A rendering step: iterative, so deep values never deepen the stack.
  private enum Step {
    case value(JSONValue, Int)
    case text(String)
  }

  /// The steps for the members of an array (no keys) or object, in reverse order for the stack.
  private static func members(_ members: [(String?, JSONValue)], close: String, indent: Int) -> [Step] {
    guard !members.isEmpty else { return [] }
    let pad = String(repeating: "  ", count: indent + 1)
    var steps: [Step] = []
    for (index, (key, item)) in members.enumerated() {
      steps.append(.text(pad + (key.map { quote($0) + ": " } ?? "")))
      steps.append(.value(item, indent + 1))
      steps.append(.text(index == members.count - 1 ? "\n" : ",\n"))
    }
    steps.append(.text(String(repeating: "  ", count: indent) + close))
    return steps.reversed()
  }

  static func quote(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
