import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ReporterTests {
  /// A reporter that implements only `write`, in three pieces.
  enum PieceReporter: Reporter {
    static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
      sink(Array("files: ".utf8))
      sink(Array("\(report.filesLinted)".utf8))
      sink(Array(" é\n".utf8))
    }
  }

  @Test func renderIsDerivedFromWrite() {
    #expect(PieceReporter.render(SampleReports.rich) == "files: 12 é\n")
  }

  static func reporter(_ name: String) -> any Reporter.Type {
    switch name {
    case "text": TextReporter.self
    case "json": JSONReporter.self
    case "sarif": SARIFReporter.self
    case "github": GitHubActionsReporter.self
    case "junit": JUnitReporter.self
    default: CheckstyleReporter.self
    }
  }

  @Test(arguments: ["text", "json", "sarif", "github", "junit", "checkstyle"], ["rich", "empty"])
  func renderIsWhatWriteHandsOut(format: String, report: String) {
    let reporter = Self.reporter(format)
    let report = SampleReports.named(report)
    var written: [UInt8] = []
    reporter.write(report) { written += $0 }
    #expect(!written.isEmpty || report.findings.isEmpty)
    #expect(Array(reporter.render(report).utf8) == written)
  }

  @Test func theTextReporterWritesWithoutColour() {
    var written: [UInt8] = []
    TextReporter.write(SampleReports.rich) { written += $0 }
    let plain = TextReporter.render(SampleReports.rich, color: false)
    #expect(String(decoding: written, as: UTF8.self) == plain)
    #expect(!written.contains(0x1B))
  }
}
