import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The call matcher on hostile input: it never fails, never recurses per nesting level, and keeps
/// its calls in order and inside the input.
@Suite struct HostileMatcherTests {
  @Test(arguments: HostileInput.all)
  func callsAreOrderedAndInsideTheInput(input: HostileInput) {
    let syntax = CallMatcher.match(input.bytes)
    var previous = -1
    for call in syntax.calls {
      #expect(
        call.calleeOffset >= previous && call.calleeOffset < input.bytes.count,
        "\(call.callee) at \(call.calleeOffset)")
      #expect(call.arguments.allSatisfy { $0.valueRange.upperBound <= input.bytes.count })
      previous = call.calleeOffset
    }
    #expect(syntax.comments.allSatisfy { $0.upperBound <= input.bytes.count })
  }

  @Test func everyNestedCallIsFound() {
    let depth = HostileInput.depth
    let bytes = Array(
      (String(repeating: "Text(", count: depth) + String(repeating: ")", count: depth)).utf8)
    let calls = CallMatcher.match(bytes).calls
    #expect(calls.count == depth)
    #expect(calls.first?.closeParen == bytes.count - 1)
    #expect(calls.last?.arguments.isEmpty == true)
  }

  @Test func unclosedCallsAtTheEndAreCutOff() {
    let depth = HostileInput.depth
    let calls = CallMatcher.match(Array(String(repeating: "Text(", count: depth).utf8)).calls
    #expect(calls.count == depth)
    #expect(calls.allSatisfy { $0.closeParen == nil })
  }

  @Test func callsAfterMalformedBytesAreStillFound() {
    let bytes: [UInt8] =
      [0xFF, 0x00, 0xC3] + Array("\nlet a = \"open\nlet t = Text(\"k\", bundle: .module)\n".utf8)
    let calls = CallMatcher.match(bytes).calls
    #expect(calls.map(\.callee) == ["Text"])
    #expect(calls.first?.labelSignature == "_:bundle:")
  }

  /// Found by the fuzzer (Tests/Tools/fuzz.sh): `` ``( `` gives a call whose callee is empty.
  @Test(arguments: ["``(", "``````(", "a.``(", "`` ()", "`` { }", "a.`` { }", "Text(``(\"k\"))"])
  func emptyBacktickedNameIsNotACall(source: String) {
    let calls = CallMatcher.match(Array(source.utf8)).calls
    #expect(calls.allSatisfy { !$0.callee.isEmpty })
    #expect(calls.map(\.callee) == (source.hasPrefix("Text") ? ["Text"] : []))
  }

  /// Found with Tests/Tools/linearity.py: every call under thousands of unclosed `#if`s copied all
  /// of them (quadratic work); a call records the outermost `maxRecordedClauses` only.
  @Test func callsUnderThousandsOfOpenIfsRecordTheOutermostClauses() {
    let count = 20_000
    let source = (0..<count).map { "#if A\($0)\nText(\"a\")\n" }.joined()
    let calls = CallMatcher.match(Array(source.utf8)).calls
    #expect(calls.count == count)
    #expect(calls.first?.conditions.map(\.condition) == ["A0"])
    #expect(
      calls[CallScanner.maxRecordedClauses - 1].conditions.count == CallScanner.maxRecordedClauses)
    let last = calls.last?.conditions ?? []
    #expect(last.count == CallScanner.maxRecordedClauses)
    #expect(last.first?.condition == "A0")
    #expect(last.last?.condition == "A\(CallScanner.maxRecordedClauses - 1)")
  }

  /// Found with Tests/Tools/linearity.py: each string literal copied its text, nested literals
  /// included, so `"\("\(…)")"` took quadratic work; a literal outside an argument list keeps none.
  @Test func deeplyNestedInterpolationsKeepArgumentLiterals() {
    let depth = 20_000
    let source =
      "Text(\"x\\(" + String(repeating: "\"\\(", count: depth) + "Image(\"k\")"
      + String(repeating: ")\"", count: depth) + ")\")"
    let calls = CallMatcher.match(Array(source.utf8)).calls
    #expect(calls.map(\.callee) == ["Text", "Image"])
    #expect(calls.last?.arguments.first?.literal?.text == "k")
    #expect(calls.first?.arguments.first?.literal?.kind == .interpolated)
    #expect(calls.first?.arguments.first?.literal?.text.utf8.count == source.utf8.count - 8)
  }

  @Test func aCallDeepInsideInterpolationsIsFound() {
    let depth = 20_000
    let source =
      String(repeating: "\"\\(", count: depth) + "Image(\"k\")"
      + String(repeating: ")\"", count: depth)
    #expect(CallMatcher.match(Array(source.utf8)).calls.map(\.callee) == ["Image"])
  }
}

/// The manifest reader on hostile input: a result for everything, an error that says why.
@Suite struct HostileManifestTests {
  @Test(arguments: HostileInput.all)
  func everyInputGivesAResult(input: HostileInput) {
    switch ManifestReader.read(input.bytes) {
    case .success(let manifest):
      // Every target it reports was read from a line the input has.
      let lines = input.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      #expect(
        manifest.targets.allSatisfy {
          $0.position.map { (1...lines.count).contains($0.line) } ?? true
        })
      #expect(manifest.targets.allSatisfy { !$0.name.isEmpty })
    case .failure(let error):
      #expect(!error.message.isEmpty)
    }
  }

  static let header = "// swift-tools-version:5.9\nimport PackageDescription\n"

  @Test func emptyManifest() {
    #expect(ManifestReader.read(Array(" \n\t\n".utf8)) == .failure(.empty))
  }

  @Test func binaryManifest() {
    #expect(ManifestReader.read([0x00, 0xFF, 0x01, 0x02]) == .failure(.binary))
  }

  @Test func halfWrittenManifestPointsAtWhatIsOpen() {
    let text =
      Self.header
      + "let package = Package(name: \"A\", targets: [.target(name: \"A\", resources: [.process(\"R"
    guard case .failure(.incomplete(let position)) = ManifestReader.read(Array(text.utf8)) else {
      Issue.record("expected .incomplete, got \(ManifestReader.read(Array(text.utf8)))")
      return
    }
    #expect(position.line == 3)
  }

  /// Found with Tests/Tools/linearity.py: each note was checked against every earlier one, and a
  /// list bound in each `#if` branch was searched to the bottom of its chain, so these took
  /// quadratic work (20,000 `#if` branches took minutes in a debug build).
  @Test(arguments: [
    ("changes of unread target lists", "a.targets = 1;\n"),
    ("a list bound in every '#if' branch", "#if A\nlet x = [1]\n"),
    ("stray closers", ")]}>"),
    ("braces and angle brackets", "}>"),
  ])
  func manyStatementsAreReadInLinearWork(name: String, unit: String) {
    let count = 20_000
    let text =
      Self.header + "let package = Package(name: \"P\")\n" + String(repeating: unit, count: count)
    switch ManifestReader.read(Array(text.utf8)) {
    case .success(let manifest):
      #expect(manifest.notes.count <= count + 1, "\(name)")
    case .failure(let error):
      #expect(!error.message.isEmpty, "\(name)")
    }
  }

  @Test func aRepeatedNoteIsKeptOnce() {
    let text = Self.header + "let t = make()\nlet package = Package(name: \"P\", targets: [t, t])\n"
    guard case .success(let manifest) = ManifestReader.read(Array(text.utf8)) else {
      Issue.record("expected a manifest")
      return
    }
    #expect(manifest.notes.map(\.position) == [ManifestPosition(line: 3, column: 9)])
  }

  @Test func deeplyNestedManifestDoesNotOverflowTheStack() {
    let depth = HostileInput.depth
    let text =
      Self.header + "let package = Package(name: " + String(repeating: "(", count: depth) + "\"A\""
      + String(repeating: ")", count: depth) + ")\n"
    _ = ManifestReader.read(Array(text.utf8))
    let open =
      Self.header + "let package = Package(name: \"A\", targets: "
      + String(repeating: "[", count: depth)
    #expect(throws: Never.self) { _ = ManifestReader.read(Array(open.utf8)) }
  }
}
