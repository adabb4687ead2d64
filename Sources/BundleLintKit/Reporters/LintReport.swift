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
    findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }

  /// `path` as every format prints it: relative to `currentDirectory` when inside it, otherwise
  /// absolute, both without `.` or `..` components.
  public func displayPath(_ path: String) -> String {
    ReportPath.relative(path, to: currentDirectory) ?? ReportPath.absolute(path, in: currentDirectory)
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
