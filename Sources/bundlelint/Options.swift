import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax

/// Everything the command line says, after parsing and before any work.
struct Options {
  /// What to do.
  enum Command: Equatable {
    /// Lint the packages under the paths.
    case lint
    /// List the rules.
    case rules
    /// Explain one rule.
    case explain(String)
    /// Print every call the matcher sees in the files.
    case calls
    /// Print, as JSON, what the rules will assume about each package.
    case describe
    /// Serve the Language Server Protocol over standard input and output.
    case lsp
    /// Print which configuration applies to a path, and the settings it resolves to.
    case config
    case help
    /// `bundlelint help COMMAND`.
    case helpOn(String)
    case version
  }

  var command: Command = .lint
  /// The paths, the rules, `--select`, `--ignore`, `--exclude`, `--config` and `--manifest`;
  /// its current folder is set when the command runs.
  var scope = RunScope(currentDirectory: "")
  /// nil: the configuration's `failOn`, else `warning`.
  var failOn: Configuration.FailThreshold?
  var baselinePath: String?
  var writeBaselinePath: String?
  /// `--build-warnings` (the build-tool plugin): findings are warnings, and the run fails, only
  /// where `--fail-on` or a configuration's `failOn` says so.
  var buildWarnings = false
  /// Written after linting, whatever the findings: the build-tool plugin's declared output.
  var stampPath: String?
  var absolutePaths = false
  /// `--color`: whether the text layouts colour their output.
  var color: ColorChoice = .auto
  /// `--statistics`: a table of counts per rule instead of the findings on stdout.
  var statistics = false
  /// `--quiet`: the findings only, no summary line.
  var quiet = false
  /// The reports to write: each format goes to its file, or to stdout when it has none.
  var outputs: [Output] = []

  /// One `--format F [--output FILE]` pair.
  typealias Output = LintCommand.Output

  /// `--fix`: apply the fixes that may be applied, in place.
  var fix = false
  /// `--unsafe-fixes`: unsafe fixes may be applied too.
  var unsafeFixes = false
  /// `--diff`: print what `--fix` would change, write nothing.
  var diff = false
  /// `--show-fixes`: list the fixes applied.
  var showFixes = false

  /// `--show-config`: print the configuration that applies instead of linting.
  var showConfig = false

  /// `--stdin-filename`: lint standard input as the file at this path.
  var stdinFilename: String?

  /// `--no-cache`: lint from scratch, neither reading nor writing the rerun cache.
  var noCache = false
  /// `--cache-dir`: the rerun cache's folder instead of the user's cache folder.
  var cacheDirectory: String?

  /// `describe --format dot|mermaid`: draw the graph (nil: JSON, or the lint's `--format json`).
  var describeFormat: DescribeFormat?
  /// Whether the last `--format` was `describeFormat`, whose file a following `--output` names.
  var describeFormatIsLast = false
  /// `describe --output FILE`: where the description or the graph goes instead of stdout.
  var describeOutput: String?
  /// `describe --findings`: the graph counts the findings of a lint of the same paths.
  var describeFindings = false
  /// `describe --focus`: the graph draws these modules and their neighbours only.
  var focus: [String] = []
  /// `describe --file PATH`: the builds that compile this Swift file, instead of the packages.
  var describeFile: String?
}
