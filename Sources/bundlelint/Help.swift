import BundleLintKit

/// The text of `bundlelint --help`, made from the flag table.
enum Help {
  static func text() -> String {
    var lines = [
      "bundlelint \(Version.current): find resource lookups that miss the Swift package's bundle",
      "",
      "USAGE:",
      "  bundlelint [OPTIONS] [PATH ...]     lint the packages under each PATH (default: .)",
      "  bundlelint rules                    list the rules",
      "  bundlelint explain RULE             explain a rule, with examples",
      "  bundlelint describe [PATH ...]      print what each package's modules own, as JSON",
      "  bundlelint calls FILE ...           print every call the matcher sees",
      "",
      "OPTIONS:",
    ]
    let rendered = Flag.all.map { flag -> (String, String) in
      var left = flag.names.joined(separator: ", ")
      if let valueName = flag.valueName { left += " \(valueName)" }
      return (left, flag.help)
    }
    let width = (rendered.map(\.0.count).max() ?? 0) + 2
    for (left, help) in rendered {
      lines.append("  " + left + String(repeating: " ", count: width - left.count) + help)
    }
    lines += ["", "FORMATS:"]
    let formatWidth = (ReportFormat.allCases.map(\.rawValue.count).max() ?? 0) + 2
    for format in ReportFormat.allCases {
      let name = format.rawValue
      lines.append(
        "  " + name + String(repeating: " ", count: formatWidth - name.count) + format.help)
    }
    lines += [
      "",
      "EXIT STATUS:",
      "  0  no finding at or above --fail-on",
      "  1  findings at or above --fail-on",
      "  2  usage or configuration error, a named path that cannot be read, or an internal error",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
