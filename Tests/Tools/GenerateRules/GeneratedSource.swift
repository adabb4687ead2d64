/// `BuiltinRules+Generated.swift`: the rule files as raw string literals, in file-name order.
enum GeneratedSource {
  /// The first line of the generated file.
  static let header =
    "// Generated from Rules/*.json by 'swift run generate-rules'. Do not edit."

  static func render(_ rules: [RuleFile]) -> String {
    // Generated text is not the formatter's to change (`.ci/run` checks the rest).
    var out = header + "\n// swift-format-ignore-file\n\n"
    out += "extension BuiltinRules {\n"
    out += "  /// The rule files, by file name, in file-name order.\n"
    out += "  static let files: [(name: String, json: String)] = [\n"
    for rule in rules {
      let json = normalized(rule.json)
      let hashes = String(repeating: "#", count: rawDelimiterLength(for: json))
      out += "    (\n"
      out += "      \(quoted(rule.name)),\n"
      out += "      \(hashes)\"\"\"\n"
      out += json
      out += "\n\"\"\"\(hashes)\n"
      out += "    ),\n"
    }
    out += "  ]\n"
    out += "}\n"
    return out
  }

  /// Line breaks as `\n`, no trailing line break: what a multi-line literal can hold exactly.
  private static func normalized(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    var previousWasCR = false
    for scalar in json.unicodeScalars {
      if scalar == "\r" {
        out += "\n"
      } else if scalar != "\n" || !previousWasCR {
        out.unicodeScalars.append(scalar)
      }
      previousWasCR = scalar == "\r"
    }
    while out.hasSuffix("\n") { out.removeLast() }
    return out
  }

  /// One more `#` than the longest run of `#` after a `"` or a `\` in the text, so nothing in it
  /// can end the literal or start an interpolation.
  private static func rawDelimiterLength(for text: String) -> Int {
    var longest = 0
    var run = 0
    var counting = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "#"), counting {
        run += 1
        longest = max(longest, run)
      } else {
        counting = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        run = 0
      }
    }
    return longest + 1
  }

  private static func quoted(_ name: String) -> String {
    var out = "\""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
