extension String {
  /// The text with every character that prints nothing written out, as a Swift string literal
  /// would (`\u{FEFF}`, `\u{200B}`): control and format characters, line and paragraph
  /// separators, private-use and unassigned code points. Line feeds and tabs stay (a rule's
  /// documentation is made of lines; a message has its line breaks replaced before). A message
  /// never carries a character the reader cannot see. Text of printable ASCII is returned as it
  /// is, unread past its bytes.
  func escapingInvisibleCharacters() -> String {
    guard utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 >= 0x7F }),
      unicodeScalars.contains(where: \.isHidden)
    else { return self }
    var out = ""
    for scalar in unicodeScalars {
      if scalar.isHidden {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension Unicode.Scalar {
  /// Whether the scalar prints nothing a reader can see: a control or format character, a line
  /// or paragraph separator, a private-use or unassigned code point.
  var isInvisible: Bool {
    if value < 0x20 || value == 0x7F { return true }
    if value < 0x80 { return false }
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
      .surrogate:
      return true
    default:
      return false
    }
  }

  /// Whether a message writes the scalar out: it is invisible, and not a line feed or a tab.
  fileprivate var isHidden: Bool { isInvisible && value != 0x0A && value != 0x09 }

  /// The scalar as a message names it: `'x'` when it prints, else by name and code point
  /// (`a byte-order mark (U+FEFF)`) or by code point alone (`U+200B`).
  package var shown: String {
    if value == 0xFEFF { return "a byte-order mark (U+FEFF)" }
    guard isInvisible else { return "'\(Character(self))'" }
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
