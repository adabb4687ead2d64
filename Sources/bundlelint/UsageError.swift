/// A command line bundlelint cannot run. Rendered in one place; exit code 2.
enum UsageError: Error, Equatable {
  case unknownFlag(String)
  case missingValue(flag: String)
  case invalidValue(flag: String, value: String, expected: String)
  case unknownRule(String)
  case missingArgument(command: String, what: String)
  case unexpectedArgument(command: String, argument: String)
  case outputWithoutFormat
  case severalFormatsOnStandardOutput

  var message: String {
    switch self {
    case .unknownFlag(let flag):
      "unknown option '\(flag)'; run 'bundlelint --help' for the options"
    case .missingValue(let flag):
      "option '\(flag)' needs a value"
    case .invalidValue(let flag, let value, let expected):
      "option '\(flag)' does not take '\(value)'; expected \(expected)"
    case .unknownRule(let id):
      "no rule '\(id)'; run 'bundlelint rules' for the list"
    case .missingArgument(let command, let what):
      "'bundlelint \(command)' needs \(what)"
    case .unexpectedArgument(let command, let argument):
      "'bundlelint \(command)' does not take '\(argument)'"
    case .outputWithoutFormat:
      "'--output' names the file of the '--format' before it; write '--format F --output FILE'"
    case .severalFormatsOnStandardOutput:
      "only one '--format' can go to standard output; give the others an '--output FILE'"
    }
  }
}
