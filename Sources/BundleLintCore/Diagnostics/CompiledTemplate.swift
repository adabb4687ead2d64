/// A message template split once into its literal runs and placeholders, for a text rendered
/// for many findings: rendering appends strings, with no scan of the template.
///
/// Renders exactly as `MessageTemplate.render` does: a `{name}` whose name `values` fills
/// becomes the value, any other brace stays as written.
package struct CompiledTemplate: Hashable, Sendable {
  /// The literal runs; one more than `names`, a run before each placeholder and one after.
  private var literals: [String]
  /// The placeholder names, in order.
  private var names: [String]

  package init(_ template: String) {
    var literals: [String] = []
    var names: [String] = []
    var template = template
    template.withUTF8 { bytes in
      var copied = 0
      MessageTemplate.forEachPlaceholder(in: bytes) { open, close in
        literals.append(String(decoding: bytes[copied..<open], as: UTF8.self))
        names.append(String(decoding: bytes[(open + 1)..<close], as: UTF8.self))
        copied = close + 1
      }
      literals.append(String(decoding: bytes[copied..<bytes.count], as: UTF8.self))
    }
    self.literals = literals
    self.names = names
  }

  /// The text with the placeholders `values` fills replaced.
  package func render(_ values: MessageValues) -> String {
    if names.isEmpty { return literals[0] }
    var length = 0
    for literal in literals { length += literal.utf8.count }
    for name in names { length += values[name]?.utf8.count ?? name.utf8.count + 2 }
    var out = ""
    out.reserveCapacity(length)
    out += literals[0]
    for index in names.indices {
      if let value = values[names[index]] {
        out += value.escapingInvisibleCharacters()
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
