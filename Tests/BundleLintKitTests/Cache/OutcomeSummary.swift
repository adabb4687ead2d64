@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Everything a run's outcome says, comparable: a cached outcome must equal a fresh one.
struct OutcomeSummary: Equatable, CustomStringConvertible {
  var diagnostics: [Diagnostic]
  var filesLinted: Int
  var filesScanned: Int
  var problems: [WorkspaceProblem]
  var rules: [String]
  var configuredFailOn: Configuration.FailThreshold?
  var suppressed: Int
  var skippedLinks: [String]
  var generatorNote: XcodeGeneratorNote?
  var packageRoots: [String]

  init(_ outcome: LintRun.Outcome) {
    diagnostics = outcome.diagnostics
    filesLinted = outcome.filesLinted
    filesScanned = outcome.filesScanned
    problems = outcome.problems
    // A rule as configured: its id, severity and call shapes.
    rules = outcome.rules.map { "\($0.id) \($0.severity) \($0.calls.map(\.signature))" }
    configuredFailOn = outcome.configuredFailOn
    suppressed = outcome.suppressed
    skippedLinks = outcome.skippedLinks
    generatorNote = outcome.generatorNote
    packageRoots = outcome.packageRoots
  }

  var description: String {
    diagnostics.map { "\($0.location.path):\($0.location.line) \($0.ruleID) \($0.message)" }
      .joined(separator: "\n")
  }
}
