import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Everything a reporter renders: the findings of one run and what is needed to describe them.
///
/// Reporters are pure functions of a `LintReport`; nothing here touches the file system.
public struct LintReport: Hashable, Sendable {
  /// The tool's name as it appears in SARIF, JUnit and annotation titles.
  public static let toolName = "bundlelint"

  /// Sorted by path, line and column (reporters keep this order, except where a format needs
  /// another one).
  public var findings: [Diagnostic]
  /// The rules that ran, in any order.
  public var rules: [RuleMetadata]
  public var toolVersion: String
  /// The tool's home page; SARIF `informationUri`.
  public var informationURI: String
  /// The absolute directory the tool ran in: paths inside it are printed relative to it, and it
  /// is SARIF's `%SRCROOT%`.
  public var currentDirectory: String
  /// Swift files that were linted (they belong to a module that owns resources).
  public var filesLinted: Int
  /// Swift files that were found, linted or not.
  public var filesScanned: Int
  /// Print every path absolute (for Xcode and build logs, which resolve paths their own way).
  public var absolutePaths = false
  /// The root of the repository the linted paths are in (the nearest folder above them with a
  /// `.git`): SARIF's `%SRCROOT%` when set, so code scanning gets repository paths whatever the
  /// current directory.
  public var repositoryRoot: String?
  /// Whether the `full` text layout marks the fixes `--fix --unsafe-fixes` would apply
  /// (`--unsafe-fixes`).
  public var marksUnsafeFixes = false
  /// The source lines the `full` text layout frames (empty: no frames).
  public var sourceExcerpts = SourceExcerpts()

  public init(
    findings: [Diagnostic], rules: [RuleMetadata], toolVersion: String,
    informationURI: String = "https://github.com/bundlelint/bundlelint",
    currentDirectory: String, filesLinted: Int, filesScanned: Int
  ) {
    self.findings = findings
    self.rules = rules
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.currentDirectory = currentDirectory
    self.filesLinted = filesLinted
    self.filesScanned = filesScanned
  }

  /// How many findings have `severity`.
  public func count(of severity: Severity) -> Int {
    // Reads each finding's severity in place: a finding copied out costs a retain and a
    // release of each of its strings and arrays.
    var count = 0
    for index in findings.indices where findings[index].severity == severity { count += 1 }
    return count
  }

  /// `path` as every format prints it: relative to `currentDirectory` when inside it, otherwise
  /// absolute, both without `.` or `..` components.
  public func displayPath(_ path: String) -> String {
    (absolutePaths ? nil : PathName.displayed(path, in: currentDirectory))
      ?? PathName.absolute(path, from: currentDirectory)
  }

  /// The metadata of each rule that has a finding, sorted by id; rules without metadata get a
  /// placeholder.
  var firedRules: [RuleMetadata] {
    var byID: [String: RuleMetadata] = [:]
    for rule in rules { byID[rule.id] = rule }
    var fired: [String: RuleMetadata] = [:]
    for finding in findings where fired[finding.ruleID] == nil {
      fired[finding.ruleID] =
        byID[finding.ruleID] ?? .placeholder(id: finding.ruleID, severity: finding.severity)
    }
    return fired.values.sorted { $0.id < $1.id }
  }
}
