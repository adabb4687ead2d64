/// The rule files of `Rules/`, compiled into the binary so it needs no resource folder.
///
/// `BuiltinRules+Generated.swift` holds them; `GeneratedRulesTests` renders that file from
/// `Rules/*.json` with `renderSource(files:)` and fails when the committed one is stale.
public enum BuiltinRules {
  /// The first line of the generated file.
  public static let header =
    "// Generated from Rules/*.json by 'BUNDLELINT_REGENERATE=1 swift test --filter GeneratedRulesTests'. Do not edit."

  /// The Swift source of `BuiltinRules+Generated.swift` for rule files given as (file name, JSON
  /// text) pairs, in the order given.
  public static func renderSource(files: [(name: String, json: String)]) -> String {
    var out = header + "\n\n"
    out += "extension BuiltinRules {\n"
    out += "  /// The rule files, by file name, in file-name order.\n"
    out += "  static let files: [(name: String, json: String)] = [\n"
    for file in files {
      let json = normalized(file.json)
      let hashes = String(repeating: "#", count: rawDelimiterLength(for: json))
      out += "    (\n"
      out += "      \(quoted(file.name)),\n"
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
    var text = json.replacingCRLF()
    while text.hasSuffix("\n") { text.removeLast() }
    return text
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

extension String {
  /// The text with `\r\n` and lone `\r` turned into `\n`.
  fileprivate func replacingCRLF() -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    var previousWasCR = false
    for scalar in unicodeScalars {
      if scalar == "\r" {
        out += "\n"
        previousWasCR = true
        continue
      }
      if scalar == "\n", previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = false
      out.unicodeScalars.append(scalar)
    }
    return out
  }
}
