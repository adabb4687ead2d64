import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax

extension Options {
  /// Subcommand names. A path with one of these names can be given as `./name`.
  static let subcommands = [
    "lint", "rules", "explain", "config", "calls", "describe", "help", "lsp",
  ]

  /// Parses the arguments after the program name. `exists` says whether a path exists: a first
  /// argument that names no path and is one typo from a subcommand is that typo, not a path.
  static func parse(_ arguments: [String], exists: (String) -> Bool = { _ in true })
    throws(UsageError) -> Options
  {
    var options = Options()
    var positional: [String] = []
    var index = 0
    var flagsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if flagsEnded || !argument.hasPrefix("-") || argument == "-" {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        flagsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let flag = Flag.all.first(where: { $0.names.contains(name) }) else {
        let names = Flag.all.flatMap(\.names).filter { $0.hasPrefix("--") }
        throw .unknownFlag(name, suggestion: NameSuggestion.closest(to: name, in: names))
      }
      var value = ""
      if flag.valueName != nil {
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw .missingValue(flag: name)
        }
      } else if inlineValue != nil {
        throw .invalidValue(flag: name, value: inlineValue!, expected: "no value")
      }
      do {
        try flag.apply(&options, value)
      } catch let error as UsageError {
        throw error
      } catch {
        throw .invalidValue(flag: name, value: value, expected: "a valid value")
      }
    }
    if options.command == .help || options.command == .version { return options }
    if options.outputs.filter({ $0.file == nil }).count > 1 {
      throw .severalFormatsOnStandardOutput
    }

    if let first = positional.first {
      if subcommands.contains(first) {
        positional.removeFirst()
        try options.takeSubcommand(first, arguments: &positional)
        if case .help = options.command { return options }
        if case .helpOn = options.command { return options }
      } else if !first.contains("/"), !exists(first),
        let suggestion = NameSuggestion.closest(to: first, in: subcommands)
      {
        // `bundlelint rulse`: a typo of a command, not a path that does not exist.
        throw .unknownSubcommand(first, suggestion: suggestion)
      }
    }
    options.scope.paths = positional
    if options.showConfig {
      guard options.command == .lint || options.command == .config else {
        throw .showConfigOutsideLint
      }
      if options.scope.paths.count > 1 {
        throw .unexpectedArgument(command: "config", argument: options.scope.paths[1])
      }
      options.command = .config
    }
    try options.checkDescribeOptions()
    if options.stdinFilename != nil {
      if options.command != .lint { throw .stdinFilenameOutsideLint }
      if !options.scope.paths.isEmpty {
        throw .stdinFilenameWithPath(options.scope.paths[0])
      }
      if options.fix || options.diff { throw .stdinFilenameWithFix }
    }
    return options
  }

  /// Sets the command `name` names, taking its arguments from `positional`.
  private mutating func takeSubcommand(_ name: String, arguments positional: inout [String])
    throws(UsageError)
  {
    func noArguments() throws(UsageError) {
      if let extra = positional.first {
        throw .unexpectedArgument(command: name, argument: extra)
      }
    }
    switch name {
    case "lint":
      // SwiftLint's habit: `bundlelint lint PATH` is `bundlelint PATH`.
      command = .lint
    case "rules":
      try noArguments()
      if let other = outputs.first(where: {
        $0.file != nil || ($0.format != .json && $0.format != .text)
      }) {
        throw .rulesFormat(other.file == nil ? other.format.rawValue : "--output")
      }
      command = .rules
    case "explain":
      guard let id = positional.first else {
        throw .missingArgument(command: "explain", what: "a rule id")
      }
      if positional.count > 1 {
        throw .unexpectedArgument(command: "explain", argument: positional[1])
      }
      command = .explain(id)
      positional = []
    case "config":
      if positional.count > 1 {
        throw .unexpectedArgument(command: "config", argument: positional[1])
      }
      command = .config
    case "calls":
      if positional.isEmpty {
        throw .missingArgument(command: "calls", what: "one or more Swift files")
      }
      command = .calls
    case "help":
      guard let topic = positional.first else {
        command = .help
        return
      }
      if positional.count > 1 {
        throw .unexpectedArgument(command: "help", argument: positional[1])
      }
      guard Help.commands.contains(where: { $0.name == topic }) else {
        let names = Help.commands.map(\.name)
        throw .unknownSubcommand(topic, suggestion: NameSuggestion.closest(to: topic, in: names))
      }
      command = .helpOn(topic)
      positional = []
    case "lsp":
      try noArguments()
      command = .lsp
    default:
      command = .describe
    }
  }

  /// The describe options apply to `describe` only, and `--findings` and `--focus` to its
  /// graph formats; `describe` writes JSON, dot or Mermaid, one of them.
  private func checkDescribeOptions() throws(UsageError) {
    let graphOptions = [(describeFindings, "--findings"), (!focus.isEmpty, "--focus")]
      .filter(\.0).map(\.1)
    guard command == .describe else {
      if let format = describeFormat {
        throw .describeOnly("--format \(format.rawValue)")
      }
      if let option = graphOptions.first { throw .describeOnly(option) }
      if describeFile != nil { throw .describeOnly("--file") }
      return
    }
    if describeFile != nil, let option = graphOptions.first { throw .graphOnly(option) }
    if describeFile != nil, let format = describeFormat, format.drawsGraph {
      throw .invalidValue(flag: "--format", value: format.rawValue, expected: "json with '--file'")
    }
    if let other = outputs.first(where: { $0.format != .json }) {
      let names = DescribeFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidValue(
        flag: "--format", value: other.format.rawValue, expected: names + " for 'describe'")
    }
    if outputs.count + (describeFormat == nil ? 0 : 1) > 1 { throw .severalDescribeFormats }
    if describeFormat == nil, let option = graphOptions.first { throw .graphOnly(option) }
  }
}
