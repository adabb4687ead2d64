import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Which file-scope declarations only preview code names, in one file and across a module.
@Suite struct PreviewOnlyCodeTests {
  static func candidates(
    _ code: String, findingsIn names: [String], path: String = "/p/Rows.swift"
  ) -> [String] {
    let source = Array(code.utf8)
    let tokens = Lexer.tokenize(source)
    let syntax = CallMatcher.match(source, tokens: tokens)
    let offsets = names.compactMap { name in
      syntax.declarations.first { $0.name == name }?.bodyRange?.lowerBound
    }
    return PreviewOnlyCode.candidates(
      syntax: syntax, tokens: tokens, source: source, path: path,
      offsets: offsets.map { $0 + 1 })
  }

  static let file = """
    struct SampleRow: View {
      var body: some View { Text("Hello") }
    }
    struct ShippedRow: View {
      var body: some View { Text("Hello") }
    }
    struct Screen: View {
      var body: some View { ShippedRow() }
    }
    func sampleTitle() -> String { NSLocalizedString("Hello", comment: "") }
    #Preview {
      SampleRow()
      ShippedRow()
      Text(sampleTitle())
    }

    """

  @Test func aDeclarationNamedOnlyInPreviewsIsACandidate() {
    #expect(
      Self.candidates(Self.file, findingsIn: ["SampleRow", "ShippedRow", "sampleTitle"])
        == ["SampleRow", "sampleTitle"])
  }

  @Test func onlyDeclarationsHoldingAFindingAreAsked() {
    #expect(Self.candidates(Self.file, findingsIn: ["ShippedRow"]).isEmpty)
  }

  @Test func aPublicDeclarationIsNoCandidate() {
    let code = Self.file.replacingOccurrences(
      of: "struct SampleRow", with: "public struct SampleRow")
    #expect(Self.candidates(code, findingsIn: ["SampleRow", "sampleTitle"]) == ["sampleTitle"])
  }

  @Test func theComponentTheFileIsNamedAfterIsNoCandidate() {
    #expect(
      Self.candidates(Self.file, findingsIn: ["SampleRow"], path: "/p/SampleRow.swift").isEmpty)
  }

  @Test func aFileWithoutPreviewsHasNone() {
    let code = "struct SampleRow: View {\n  var body: some View { Text(\"Hello\") }\n}\n"
    #expect(Self.candidates(code, findingsIn: ["SampleRow"]).isEmpty)
  }

  @Test func aNameIsSpelledOnlyAsAWholeWord() {
    let bytes = Array("let model = SampleRowModel()\nlet title = sampleTitle()\n".utf8)
    #expect(PreviewOnlyCode.spelled(["SampleRow", "sampleTitle"], in: bytes) == ["sampleTitle"])
  }
}
