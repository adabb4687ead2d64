import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

/// JSON written as Swift literals, for the protocol's messages: `["line": .int(3)]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  package init(stringLiteral value: String) { self = .string(value) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  package init(nilLiteral: ()) { self = .null }

  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements) { _, last in last })
  }

  /// A whole number.
  static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// The member `key` of an object; nil for a missing member or anything else.
  subscript(key: String) -> JSONValue? { objectValue?[key] }

  /// The elements, if this is an array.
  var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The value, if this is a whole number an `Int` holds.
  var intValue: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 else {
      return nil
    }
    return Int(value)
  }

  /// The value, if this is a boolean.
  var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }
}
