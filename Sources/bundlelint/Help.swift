import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax

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
      name: "lint", usage: "bundlelint [lint] [PATH ...]",
      summary: "lint the packages under PATH (default: .)",
      details:
        "A PATH is a package, a folder of packages, a folder inside a package or a Swift file. 'bundlelint lint PATH' is the same as 'bundlelint PATH'. The options follow."
    ),
    Command(
      name: "rules", usage: "bundlelint rules [--format json]", summary: "list the rules",
      details:
        "Each rule's id, default severity, whether '--fix' fixes its findings (safe, or unsafe: only with '--unsafe-fixes'), and what it finds; '--format json' prints them as JSON (id, severity, optIn, fixable, fix, summary)."
    ),
    Command(
      name: "explain", usage: "bundlelint explain RULE", summary: "explain a rule, with examples",
      details:
        "What RULE finds, why it fails at run time, a triggering example, the fixed example and how safe its fix is."
    ),
    Command(
      name: "config", usage: "bundlelint config [PATH]",
      summary: "show which configuration applies to PATH",
      details:
        "The .bundlelint.json nearest to PATH's package, looked for from the package's folder up to the repository root (the folder holding .git), or the '--config' file, and what it resolves to with '--select', '--ignore' and '--exclude': the files included and excluded, failOn, and each rule's severity or 'off'. '--show-config' with a lint's options is the same."
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
        modules and their neighbours only. '--file PATH' lists, as JSON, every build
        that compiles one Swift file (SwiftPM targets, Xcode targets, pods) and which
        of them the lint speaks for.
        """
    ),
    Command(
      name: "calls", usage: "bundlelint calls FILE ...",
      summary: "print every call the matcher sees",
      details:
        "One line per call, 'path:line:column<TAB>callee<TAB>labels': why a line was or was not flagged."
    ),
    Command(
      name: "lsp", usage: "bundlelint lsp [OPTIONS]",
      summary: "serve the Language Server Protocol (editors)",
      details:
        "Serves on standard input and output the findings of the open files as the editor holds them, as you type, and their fixes as code actions; see the README for editor setups. Takes --select, --ignore, --config, --rules, --manifest, --cache-dir and --no-cache."
    ),
    Command(
      name: "help", usage: "bundlelint help [COMMAND]", summary: "show this help, or a command's",
      details: "Without COMMAND, the whole help; with it, that command's."),
  ]

  /// The width `--help` fits in: a terminal's default.
  static let width = 80

  /// `bundlelint help COMMAND`: its usage and what it does; `lint`'s is the whole help.
  static func text(for name: String) -> String {
    guard name != "lint", let command = commands.first(where: { $0.name == name }) else {
      return text()
    }
    var lines = ["USAGE:", "  " + command.usage, ""]
    lines += wrap(command.summary + ".", width: width)
    lines += wrap(command.details, width: width)
    lines += ["", "Run 'bundlelint --help' for the options of a lint run."]
    return lines.joined(separator: "\n") + "\n"
  }

  static func text() -> String {
    var lines = [
      "bundlelint \(Version.current): find resource lookups that miss the Swift package's bundle",
      "",
      "USAGE:",
    ]
    lines += table(commands.map { ($0.usage, $0.summary) }, maximumLeft: 32)
    lines += ["", "OPTIONS:"]
    lines += table(
      Flag.all.map { flag in
        var left = flag.names.joined(separator: ", ")
        if let valueName = flag.valueName { left += " \(valueName)" }
        return (left, flag.help)
      })
    lines += ["", "FORMATS:"]
    lines += table(
      ReportFormat.allCases.map { ($0.rawValue, $0.help) }
        + DescribeFormat.allCases.filter(\.drawsGraph).map { ($0.rawValue, $0.help) })
    lines += ["", "EXIT STATUS:"]
    lines += table([
      ("0", "no finding at or above --fail-on"),
      ("1", "findings at or above --fail-on"),
      ("2", "usage or configuration error, a named path that cannot be read, or an internal error"),
    ])
    return lines.joined(separator: "\n") + "\n"
  }

  /// Two columns, indented two spaces, fitting `width`: each left text, then its description
  /// wrapped in the second column; a left text wider than `maximumLeft` has its description
  /// start on the next line.
  static func table(_ rows: [(String, String)], maximumLeft: Int = 30) -> [String] {
    let left = min(rows.map(\.0.count).filter { $0 <= maximumLeft }.max() ?? 0, maximumLeft)
    let column = 2 + left + 2
    var lines: [String] = []
    for (name, description) in rows {
      let wrapped = wrap(description, width: width - column)
      let indent = String(repeating: " ", count: column)
      if name.count > left {
        lines.append("  " + name)
        lines += wrapped.map { indent + $0 }
      } else {
        let pad = String(repeating: " ", count: left - name.count + 2)
        lines.append("  " + name + pad + (wrapped.first ?? ""))
        lines += wrapped.dropFirst().map { indent + $0 }
      }
    }
    return lines
  }

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stands
  /// alone).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
