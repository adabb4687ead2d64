/// A command line bundlelint cannot run. Rendered in one place; exit code 2.
enum UsageError: Error, Equatable {
  /// A flag no `Flag` has, with the nearest name when one is near.
  case unknownFlag(String, suggestion: String?)
  case missingValue(flag: String)
  case invalidValue(flag: String, value: String, expected: String)
  /// `bundlelint help NAME` for a NAME that is no subcommand.
  case unknownSubcommand(String, suggestion: String?)
  case missingArgument(command: String, what: String)
  case unexpectedArgument(command: String, argument: String)
  case outputWithoutFormat
  case severalFormatsOnStandardOutput
  /// `--stdin-filename` with a subcommand, a path, or `--fix`/`--diff`.
  case stdinFilenameOutsideLint
  case stdinFilenameWithPath(String)
  case stdinFilenameWithFix
  /// `bundlelint rules` with a `--format` other than text or JSON, or an `--output`.
  case rulesFormat(String)
  /// `--show-config` with another subcommand.
  case showConfigOutsideLint
  /// An option of `describe` (`--findings`, `--focus`, `--format dot`) with another command.
  case describeOnly(String)
  /// `--findings` or `--focus` with `describe`'s JSON.
  case graphOnly(String)
  /// `describe` with more than one `--format`.
  case severalDescribeFormats

  var message: String {
    switch self {
    case .unknownFlag(let flag, let suggestion):
      "unknown option '\(flag)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run 'bundlelint --help' for the options")
    case .missingValue(let flag):
      "option '\(flag)' needs a value"
    case .invalidValue(let flag, let value, let expected):
      "option '\(flag)' does not take '\(value)'; expected \(expected)"
    case .unknownSubcommand(let name, let suggestion):
      "no command '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run 'bundlelint help' for the commands")
    case .missingArgument(let command, let what):
      "'bundlelint \(command)' needs \(what)"
    case .unexpectedArgument(let command, let argument):
      "'bundlelint \(command)' does not take '\(argument)'"
    case .outputWithoutFormat:
      "'--output' names the file of the '--format' before it; write '--format F --output FILE'"
    case .severalFormatsOnStandardOutput:
      "only one '--format' can go to standard output; give the others an '--output FILE'"
    case .stdinFilenameOutsideLint:
      "'--stdin-filename' is an option of a lint run only"
    case .stdinFilenameWithPath(let path):
      "'--stdin-filename' lints standard input, so it takes no path ('\(path)')"
    case .stdinFilenameWithFix:
      "'--stdin-filename' cannot be combined with '--fix' or '--diff'"
    case .rulesFormat(let format):
      "'bundlelint rules' prints text or json to standard output, not '\(format)'"
    case .showConfigOutsideLint:
      "'--show-config' is an option of a lint run ('bundlelint config PATH' is the same)"
    case .describeOnly(let option):
      "'\(option)' is an option of 'bundlelint describe'"
    case .graphOnly(let option):
      "'\(option)' draws the graph; add '--format dot' or '--format mermaid'"
    case .severalDescribeFormats:
      "'bundlelint describe' writes one format; give '--format' once"
    }
  }
}
