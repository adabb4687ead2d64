/// A message template split once into its literal runs and placeholders, for a text rendered
/// for many findings: rendering appends strings, with no scan of the template.
///
/// Renders exactly as `MessageTemplate.render` does: a `{name}` whose name `values` fills
/// becomes the value, any other brace stays as written.
struct CompiledTemplate: Hashable, Sendable {
  /// The literal runs; one more than `names`, a run before each placeholder and one after.
  private var literals: [String]
  /// The placeholder names, in order.
  private var names: [String]

  init(_ template: String) {
    var literals: [String] = []
    var names: [String] = []
    let bytes = Array(template.utf8)
    var copied = 0
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "{") else {
        i += 1
        continue
      }
      var end = i + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "}"), bytes[end] != UInt8(ascii: "{") {
        end += 1
      }
      // A name runs to the next '}' with no '{' in it (no value's name has one).
      guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > i + 1 else {
        i += 1
        continue
      }
      literals.append(String(decoding: bytes[copied..<i], as: UTF8.self))
      names.append(String(decoding: bytes[(i + 1)..<end], as: UTF8.self))
      i = end + 1
      copied = i
    }
    literals.append(String(decoding: bytes[copied..<bytes.count], as: UTF8.self))
    self.literals = literals
    self.names = names
  }

  /// The text with the placeholders `values` fills replaced.
  func render(_ values: MessageValues) -> String {
    if names.isEmpty { return literals[0] }
    var length = 0
    for literal in literals { length += literal.utf8.count }
    for name in names { length += values[name]?.utf8.count ?? name.utf8.count + 2 }
    var out = ""
    out.reserveCapacity(length)
    out += literals[0]
    for index in names.indices {
      if let value = values[names[index]] {
        out += value
      } else {
        out += "{"
        out += names[index]
        out += "}"
      }
      out += literals[index + 1]
    }
    return out
  }
}
