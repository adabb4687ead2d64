import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Every format against golden files under `Tests/Fixtures/Golden/`, both ways the output is
/// made: `render` (all at once) and `write` (in pieces, as the command line prints it). That
/// two runs print the same is checked across processes, where the hash seed differs
/// (`ExampleTests.outputIsTheSameInEveryProcess`).
@Suite struct ReporterGoldenTests {
  static let samples = ["rich", "empty"]

  static func fileName(_ sample: String, _ format: ReportFormat) -> String {
    let ext =
      switch format {
      case .text, .concise: "txt"
      case .full: "full.txt"
      case .json: "json"
      case .sarif: "sarif"
      case .github: "github.txt"
      case .junit: "junit.xml"
      case .checkstyle: "checkstyle.xml"
      }
    return "\(sample).\(ext)"
  }

  /// What `write` hands out, joined.
  static func written(_ report: LintReport, _ format: ReportFormat, color: Bool = false)
    -> (text: String, pieces: [[UInt8]])
  {
    var pieces: [[UInt8]] = []
    format.write(report, color: color) { pieces.append($0) }
    return (String(decoding: Array(pieces.joined()), as: UTF8.self), pieces)
  }

  @Test(arguments: samples, ReportFormat.allCases)
  func matchesGoldenFile(sample: String, format: ReportFormat) throws {
    let name = Self.fileName(sample, format)
    let report = SampleReports.named(sample)
    let rendered = try GoldenFile.mismatch(format.render(report), name)
    #expect(rendered == nil)
    let written = try GoldenFile.mismatch(Self.written(report, format).text, name)
    #expect(written == nil)
  }

  @Test func colouredTextMatchesGoldenFile() throws {
    let output = ReportFormat.text.render(SampleReports.rich, color: true)
    #expect(output.contains("\u{1B}["))
    let rendered = try GoldenFile.mismatch(output, "rich.text-color.txt")
    #expect(rendered == nil)
    let text = Self.written(SampleReports.rich, .text, color: true).text
    let written = try GoldenFile.mismatch(text, "rich.text-color.txt")
    #expect(written == nil)
  }

  /// A report of a few thousand findings: its output spans many pieces.
  static let large: LintReport = {
    var report = SampleReports.rich
    report.findings = Array(repeating: report.findings, count: 400).flatMap { $0 }
    return report
  }()

  /// Size and FNV-1a 64 of the large report in `format`, one line of `large.digests.txt`
  /// (megabytes of output are kept as a digest; the pieces are checked whole here).
  static func digest(_ format: ReportFormat, _ text: String) -> String {
    let lines = text.utf8.lazy.filter { $0 == 0x0A }.count
    let hash = String(FNV1a.hash(text.utf8), radix: 16)
    return "\(format.rawValue) \(text.utf8.count) bytes \(lines) lines fnv1a \(hash)"
  }

  @Test func largeReportIsWrittenInBoundedPiecesAsRecorded() throws {
    var digests: [String] = []
    for format in ReportFormat.allCases {
      let (text, pieces) = Self.written(Self.large, format)
      #expect(pieces.count > 1, "\(format)")
      #expect(pieces.allSatisfy { !$0.isEmpty && $0.count <= 2 * ReportBuffer.pieceSize })
      // Each finding of the sample shows 400 times: far more than the sample's whole output.
      let sample = GoldenFile.contents(Self.fileName("rich", format))?.utf8.count ?? 0
      #expect(text.utf8.count > 100 * sample, "\(format)")
      digests.append(Self.digest(format, text))
    }
    let text = digests.joined(separator: "\n") + "\n"
    let mismatch = try GoldenFile.mismatch(text, "large.digests.txt")
    #expect(mismatch == nil)
  }

  @Test func everyFormatHasHelpAndAName() {
    #expect(ReportFormat(rawValue: "sarif") == .sarif)
    #expect(ReportFormat(rawValue: "xcode") == nil)
    for format in ReportFormat.allCases {
      #expect(!format.help.isEmpty)
    }
  }
}
