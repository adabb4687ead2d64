import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Escaping for the labels of the graph drawings: each character a drawing reads as syntax
/// replaced by how that drawing writes it, and line breaks made spaces (a label line is one
/// line).
enum GraphLabelText {
  /// A backslash and a double quote, each after a backslash: Graphviz's quoted strings and
  /// YAML's double-quoted scalars.
  static let backslashesAndQuotes: [Character: String] = ["\\": "\\\\", "\"": "\\\""]

  /// `text` with each character that `replacements` names written as it says.
  static func escaped(_ text: String, _ replacements: [Character: String]) -> String {
    var out = ""
    for character in text {
      if let replacement = replacements[character] {
        out += replacement
      } else if character.isNewline {
        out += " "
      } else {
        out.append(character)
      }
    }
    return out
  }
}
