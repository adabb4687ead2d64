import BundleLintKit

/// The text of `bundlelint --help`, made from the flag table, and of `bundlelint help COMMAND`.
enum Help {
  /// A command: its name for `help`, its usage and what it does.
  struct Command {
    var name: String
    var usage: String
    var summary: String
    /// More for `bundlelint help NAME`.
    var details: String
  }

  static let commands = [
    Command(
      name: "lint", usage: "bundlelint [OPTIONS] [PATH ...]",
      summary: "lint the packages under each PATH (default: .)",
      details:
        "A PATH is a package, a folder of packages, a folder inside a package or a Swift file."),
    Command(
      name: "rules", usage: "bundlelint rules", summary: "list the rules",
      details: "Each rule's id, default severity, whether it is opt-in, and what it finds."),
    Command(
      name: "explain", usage: "bundlelint explain RULE", summary: "explain a rule, with examples",
      details:
        "What RULE finds, why it fails at run time, a triggering example, the fixed example and how safe its fix is."
    ),
    Command(
      name: "describe", usage: "bundlelint describe [--format json|dot|mermaid] [PATH ...]",
      summary: "print what each module owns, as JSON or as a graph",
      details: """
        The packages, modules, resources, tables and asset catalogs the rules will
        assume, as JSON. With '--format dot' (Graphviz) or '--format mermaid', a graph:
        a node per module, shaped by its kind and labelled with its resources, and who
        embeds, links and depends on whom. '--findings' counts each module's findings
        and colours the edges their lookups cross; '--focus MODULE,...' draws those
        modules and their neighbours only.
        """
    ),
    Command(
      name: "calls", usage: "bundlelint calls FILE ...",
      summary: "print every call the matcher sees",
      details:
        "One line per call, 'path:line:column<TAB>callee<TAB>labels': why a line was or was not flagged."
    ),
    Command(
      name: "lsp", usage: "bundlelint lsp [--select RULE,...] [--ignore RULE,...] [--config FILE]",
      summary: "serve the Language Server Protocol over standard input and output",
      details:
        "Findings of the open files as the editor holds them, as you type, and their fixes as code actions; see the README for editor setups."
    ),
    Command(
      name: "help", usage: "bundlelint help [COMMAND]", summary: "show this help, or a command's",
      details: "Without COMMAND, the whole help; with it, that command's."),
  ]

  /// `bundlelint help COMMAND`: its usage and what it does; `lint`'s is the whole help.
  static func text(for name: String) -> String {
    guard name != "lint", let command = commands.first(where: { $0.name == name }) else {
      return text()
    }
    return [
      "USAGE:", "  " + command.usage, "", command.summary + ".", command.details,
      "", "Run 'bundlelint --help' for the options of a lint run.",
    ].joined(separator: "\n") + "\n"
  }

  static func text() -> String {
    var lines = [
      "bundlelint \(Version.current): find resource lookups that miss the Swift package's bundle",
      "",
      "USAGE:",
    ]
    let usageWidth = (commands.map(\.usage.count).max() ?? 0) + 2
    for command in commands {
      lines.append(
        "  " + command.usage + String(repeating: " ", count: usageWidth - command.usage.count)
          + command.summary)
    }
    lines += ["", "OPTIONS:"]
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
    let formats =
      ReportFormat.allCases.map { ($0.rawValue, $0.help) }
      + DescribeFormat.allCases.filter(\.drawsGraph).map { ($0.rawValue, $0.help) }
    for (name, help) in formats {
      lines.append("  " + name + String(repeating: " ", count: formatWidth - name.count) + help)
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
