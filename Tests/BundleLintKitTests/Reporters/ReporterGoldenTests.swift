import Testing

@testable import BundleLintKit

@Suite struct ReporterGoldenTests {
  static let samples = ["rich", "empty"]

  static func fileName(_ sample: String, _ format: ReportFormat) -> String {
    let ext =
      switch format {
      case .text: "txt"
      case .json: "json"
      case .sarif: "sarif"
      case .github: "github.txt"
      case .junit: "junit.xml"
      case .checkstyle: "checkstyle.xml"
      }
    return "\(sample).\(ext)"
  }

  @Test(arguments: samples, ReportFormat.allCases)
  func matchesGoldenFile(sample: String, format: ReportFormat) throws {
    let output = format.render(SampleReports.named(sample))
    try GoldenFile.assertMatches(output, Self.fileName(sample, format))
  }

  @Test func colouredTextMatchesGoldenFile() throws {
    let output = ReportFormat.text.render(SampleReports.rich, color: true)
    #expect(output.contains("\u{1B}["))
    try GoldenFile.assertMatches(output, "rich.text-color.txt")
  }

  @Test(arguments: ReportFormat.allCases)
  func renderingIsDeterministic(format: ReportFormat) {
    #expect(format.render(SampleReports.rich) == format.render(SampleReports.rich))
  }

  /// A report of a few thousand findings: its output spans many pieces.
  static let large: LintReport = {
    var report = SampleReports.rich
    report.findings = Array(repeating: report.findings, count: 400).flatMap { $0 }
    return report
  }()

  @Test(arguments: ReportFormat.allCases)
  func largeReportIsWrittenInBoundedPiecesThatJoinToTheRenderedText(format: ReportFormat) {
    var pieces: [[UInt8]] = []
    format.write(Self.large) { pieces.append($0) }
    #expect(pieces.count > 1)
    #expect(pieces.allSatisfy { !$0.isEmpty && $0.count <= 2 * ReportBuffer.pieceSize })
    #expect(String(decoding: Array(pieces.joined()), as: UTF8.self) == format.render(Self.large))
  }

  @Test func everyFormatHasAReporterAndHelp() {
    #expect(ReportFormat(rawValue: "sarif") == .sarif)
    #expect(ReportFormat(rawValue: "xcode") == nil)
    for format in ReportFormat.allCases {
      #expect(!format.help.isEmpty)
      #expect(format.reporter.render(SampleReports.rich) == format.render(SampleReports.rich))
    }
  }
}
