import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax

/// One command-line flag, declared once: its names, its help, and how it changes `Options`.
/// The same table drives parsing and `--help`.
struct Flag: Sendable {
  let names: [String]
  /// The value's placeholder in help (`RULE,...`), or nil for a switch.
  let valueName: String?
  let help: String
  let apply: @Sendable (inout Options, String) throws -> Void

  static let all: [Flag] = [
    Flag(
      names: ["--select"], valueName: "RULE,...",
      help: "run only these rules (comma-separated ids; 'all': every rule, opt-in ones too)"
    ) { options, value in options.scope.select += try ruleList(value, flag: "--select") },
    Flag(
      names: ["--ignore"], valueName: "RULE,...",
      help: "skip these rules (comma-separated ids; 'all': every rule --select does not name)"
    ) { options, value in options.scope.ignore += try ruleList(value, flag: "--ignore") },
    Flag(
      names: ["--exclude"], valueName: "GLOB",
      help:
        "never lint files matching GLOB, relative to this folder (repeatable; '*', '?', '**')"
    ) { options, value in
      if case .failure = GlobPattern.parse(value) {
        throw UsageError.invalidValue(
          flag: "--exclude", value: value, expected: "a relative path pattern ('**/Generated/**')")
      }
      options.scope.excluded.append(value)
    },
    Flag(
      names: ["--fail-on"], valueName: "warning|error|never",
      help: "lowest severity that makes the exit code 1 (default: warning)"
    ) { options, value in
      guard let failOn = Configuration.FailThreshold(rawValue: value) else {
        throw UsageError.invalidValue(
          flag: "--fail-on", value: value, expected: "warning, error or never")
      }
      options.failOn = failOn
    },
    Flag(
      names: ["--format", "--output-format"],
      valueName: "FORMAT",
      help:
        "report format (see FORMATS; default: text); repeat with --output for several reports"
    ) { options, value in
      if let format = DescribeFormat(rawValue: value), format.drawsGraph {
        if options.describeFormat != nil { throw UsageError.severalDescribeFormats }
        options.describeFormat = format
        options.describeFormatIsLast = true
        return
      }
      guard let format = ReportFormat(rawValue: value) else {
        let names =
          ReportFormat.allCases.map(\.rawValue)
          + DescribeFormat.allCases.filter(\.drawsGraph).map(\.rawValue)
        throw UsageError.invalidValue(
          flag: "--format", value: value, expected: names.joined(separator: ", "))
      }
      options.outputs.append(Options.Output(format: format, file: nil))
      options.describeFormatIsLast = false
    },
    Flag(
      names: ["--output", "-o"], valueName: "FILE",
      help: "write the report of the preceding --format to FILE instead of stdout"
    ) { options, value in
      if options.describeFormatIsLast {
        guard options.describeOutput == nil else { throw UsageError.outputWithoutFormat }
        options.describeOutput = value
        return
      }
      guard let last = options.outputs.indices.last, options.outputs[last].file == nil else {
        throw UsageError.outputWithoutFormat
      }
      options.outputs[last].file = value
    },
    Flag(
      names: ["--config"], valueName: "FILE",
      help: "read the configuration from FILE instead of the nearest .bundlelint.json"
    ) { options, value in options.scope.configurationPath = value },
    .toggle(
      "--show-config",
      help: "print which configuration applies to PATH and what it sets, instead of linting"
    ) { $0.showConfig = true },
    Flag(
      names: ["--baseline"], valueName: "FILE",
      help: "report only findings that are not in the baseline FILE"
    ) { options, value in options.baselinePath = value },
    Flag(
      names: ["--write-baseline"], valueName: "FILE",
      help: "record today's findings in FILE (exit code 0), for --baseline to leave out later"
    ) { options, value in options.writeBaselinePath = value },
    .toggle(
      "--build-warnings",
      help:
        "report findings as build warnings; errors stay errors, and fail, only where failOn is set"
    ) { $0.buildWarnings = true },
    Flag(
      names: ["--stamp"], valueName: "FILE",
      help: "after linting, write an empty Swift file FILE (the build-tool plugin's output)"
    ) { options, value in options.stampPath = value },
    Flag(
      names: ["--absolute-paths"], valueName: nil,
      help: "print absolute paths (build logs, Xcode) instead of paths relative to this folder"
    ) { options, _ in options.absolutePaths = true },
    Flag(
      names: ["--manifest"], valueName: "static|evaluate",
      help:
        "read Package.swift without running it (static, default) or ask the toolchain (evaluate)"
    ) { options, value in
      switch value {
      case "static": options.scope.manifestMode = .static
      case "evaluate": options.scope.manifestMode = .evaluate
      default:
        throw UsageError.invalidValue(
          flag: "--manifest", value: value, expected: "static or evaluate")
      }
    },
    // Fixing (after ruff): --fix, --unsafe-fixes, --diff, --show-fixes.
    .toggle("--fix", help: "apply the safe fixes in place, then report what is left") {
      $0.fix = true
    },
    .toggle(
      "--unsafe-fixes",
      help:
        "with --fix or --diff, apply the unsafe fixes too; alone, count them and mark them in full"
    ) { $0.unsafeFixes = true },
    .toggle(
      "--diff",
      help: "print what --fix would change as a unified diff, write nothing (exit code 1: changes)"
    ) { $0.diff = true },
    .toggle("--show-fixes", help: "with --fix, list on stderr the fixes applied, by file and rule")
    {
      $0.showFixes = true
    },
    Flag(
      names: ["--rules"], valueName: "DIR",
      help: "load rule definitions from DIR instead of the built-in ones (for rule authors)"
    ) { options, value in options.scope.rulesDirectory = value },
    Flag(
      names: ["--color"], valueName: "auto|always|never",
      help:
        "colour the text layouts: auto (a terminal, unless NO_COLOR or TERM=dumb), always, never"
    ) { options, value in
      guard let choice = ColorChoice(rawValue: value) else {
        throw UsageError.invalidValue(
          flag: "--color", value: value, expected: "auto, always or never")
      }
      options.color = choice
    },
    Flag(
      names: ["--statistics"], valueName: nil,
      help: "print a table of counts per rule (severity, fixable) instead of the findings"
    ) { options, _ in options.statistics = true },
    Flag(
      names: ["--quiet", "-q"], valueName: nil,
      help: "print the findings only: no summary line on stderr"
    ) { options, _ in options.quiet = true },
    Flag(
      names: ["--stdin-filename"], valueName: "PATH",
      help: "lint standard input as if it were the Swift file at PATH (in PATH's package)"
    ) { options, value in options.stdinFilename = value },
    Flag(
      names: ["--cache-dir"], valueName: "DIR",
      help: "keep the rerun cache in DIR (default: $XDG_CACHE_HOME/bundlelint, ~/.cache/bundlelint)"
    ) { options, value in options.cacheDirectory = value },
    .toggle("--no-cache", help: "lint from scratch: neither read nor write the rerun cache") {
      $0.noCache = true
    },
    .toggle("--findings", help: "describe: count findings on the graph") {
      $0.describeFindings = true
    },
    Flag(
      names: ["--file"], valueName: "PATH",
      help: "describe: the builds that compile this Swift file (SwiftPM, Xcode, CocoaPods)"
    ) { options, value in options.describeFile = value },
    Flag(
      names: ["--focus"], valueName: "MODULE,...",
      help: "describe: draw these modules and neighbours"
    ) { options, value in
      let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      if names.isEmpty {
        throw UsageError.invalidValue(flag: "--focus", value: value, expected: "module names")
      }
      options.focus += names
    },
    Flag(names: ["--help", "-h"], valueName: nil, help: "show this help") { options, _ in
      options.command = .help
    },
    Flag(names: ["--version"], valueName: nil, help: "show the version") { options, _ in
      options.command = .version
    },
  ]

  /// A flag without a value: `set` turns its option on.
  static func toggle(
    _ name: String, help: String, _ set: @escaping @Sendable (inout Options) -> Void
  ) -> Flag {
    Flag(names: [name], valueName: nil, help: help) { options, _ in set(&options) }
  }

  private static func ruleList(_ value: String, flag: String) throws -> [String] {
    let ids = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    if ids.isEmpty { throw UsageError.invalidValue(flag: flag, value: value, expected: "rule ids") }
    return ids
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    var s = self
    while let first = s.first, set.contains(first) { s.removeFirst() }
    while let last = s.last, set.contains(last) { s.removeLast() }
    return String(s)
  }
}

extension Set where Element == Character {
  fileprivate static let whitespaces: Set<Character> = [" ", "\t"]
}
