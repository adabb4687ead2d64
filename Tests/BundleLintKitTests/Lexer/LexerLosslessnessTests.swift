import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Every byte belongs to exactly one token, in order, and no token is empty — for any input.
@Suite struct LexerLosslessnessTests {
  /// The first way `tokens` fails to tile `bytes`, or `nil` when they tile it exactly.
  static func tilingProblem(_ tokens: [Token], _ bytes: [UInt8]) -> String? {
    var offset = 0
    for (index, token) in tokens.enumerated() {
      if token.length == 0 { return "token \(index) (\(token.kind)) is empty" }
      if Int(token.start) != offset {
        return "token \(index) (\(token.kind)) starts at \(token.start), expected \(offset)"
      }
      offset = token.end
    }
    // Contiguous ranges from 0 to the end: concatenated, they are the input byte for byte.
    return offset == bytes.count ? nil : "tokens end at \(offset) of \(bytes.count) bytes"
  }

  /// The first way the string-literal pieces of `tokens` are out of place, or `nil`.
  ///
  /// Segments, interpolation openings and closing delimiters only follow a piece of the same
  /// literal; every literal without its closing delimiter is flagged `.unterminated`.
  static func structureProblem(_ tokens: [Token]) -> String? {
    var closed = 0
    var terminatedOpens = 0
    var interpolations = 0
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1].kind : nil
      let afterLiteralPiece =
        previous == .stringOpen || previous == .stringSegment || previous == .interpolationClose
      switch token.kind {
      case .stringSegment, .interpolationOpen, .stringClose:
        if !afterLiteralPiece {
          return "token \(index) (\(token.kind)) follows \(String(describing: previous))"
        }
        if token.kind == .stringSegment, previous == .stringSegment {
          return "token \(index): two segments in a row"
        }
      default:
        break
      }
      switch token.kind {
      case .stringOpen where !token.flags.contains(.unterminated): terminatedOpens += 1
      case .stringClose: closed += 1
      case .interpolationOpen: interpolations += 1
      case .interpolationClose:
        interpolations -= 1
        if interpolations < 0 { return "token \(index): interpolation closed but not open" }
      default: break
      }
    }
    return closed == terminatedOpens
      ? nil : "\(terminatedOpens) literals not flagged unterminated, \(closed) closed"
  }

  /// Every Swift file under Sources/ and Tests/ (Tests/Fixtures included).
  static func repositorySwiftFiles() throws -> [URL] {
    var files: [URL] = []
    for folder in ["Sources", "Tests"] {
      let root = PackageRoot.url(folder)
      let walker = try #require(
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
      for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }

  @Test func everySwiftFileInTheRepositoryRoundTrips() throws {
    let files = try Self.repositorySwiftFiles()
    #expect(
      files.count >= 20, "found only \(files.count) Swift files under \(PackageRoot.path)")
    for file in files {
      let bytes = Array(try Data(contentsOf: file))
      let tokens = Lexer.tokenize(bytes)
      #expect(Self.tilingProblem(tokens, bytes) == nil, "\(file.lastPathComponent)")
      #expect(Self.structureProblem(tokens) == nil, "\(file.lastPathComponent)")
      // The project's own code is well formed: nothing unknown, unterminated or invalid.
      // Fixtures may be broken on purpose.
      guard !file.path.contains("/Tests/Fixtures/") else { continue }
      let bad = tokens.filter {
        $0.kind == .unknown || !$0.flags.isDisjoint(with: [.unterminated, .invalidUTF8])
      }
      #expect(
        bad.isEmpty,
        "\(file.lastPathComponent): \(bad.prefix(3).map { Lexer.text(of: $0, in: bytes) })")
    }
  }

  /// The checkers above catch what they are meant to catch.
  @Test func checkersRejectBrokenTokenLists() {
    let bytes = Array(#""a""#.utf8)
    let good = Lexer.tokenize(bytes)
    #expect(Self.tilingProblem(good, bytes) == nil && Self.structureProblem(good) == nil)
    var gap = good
    gap.remove(at: 1)
    #expect(Self.tilingProblem(gap, bytes) != nil)
    var empty = good
    empty.insert(Token(kind: .identifier, start: 1, length: 0), at: 1)
    #expect(Self.tilingProblem(empty, bytes) != nil)
    var unflagged = good
    unflagged.removeLast()
    #expect(Self.structureProblem(unflagged) != nil)
    let stray = [Token(kind: .stringSegment, start: 0, length: 3)]
    #expect(Self.structureProblem(stray) != nil)
  }

  @Test(arguments: 0..<8)
  func randomBytesRoundTrip(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    // Bytes weighted towards the ones that open and close literals and comments.
    let alphabet: [UInt8] =
      Array("\"\"\"#####\\\\\\///**(()))`\n\r \tab_$0.1?!<>=,".utf8)
      + [0x00, 0x80, 0xBF, 0xC3, 0xA9, 0xE2, 0x82, 0xF0, 0x9F, 0xFF, 0xED, 0xA0]
    for _ in 0..<300 {
      let length = Int.random(in: 0..<200, using: &generator)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator)!
          : UInt8.random(in: 0...255, using: &generator)
      }
      let tokens = Lexer.tokenize(bytes)
      if let problem = Self.tilingProblem(tokens, bytes) ?? Self.structureProblem(tokens) {
        Issue.record("seed \(seed): \(problem) in \(bytes)")
        return
      }
    }
  }

  @Test(arguments: 0..<8)
  func mutatedSourceRoundTrips(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let files = try Self.repositorySwiftFiles()
    let sample =
      Array(try Data(contentsOf: files[Int(seed) % files.count]).prefix(1500))
      + Array(Self.tricky.utf8)
    let inserts: [UInt8] = Array("\"#\\/(`*)\n".utf8) + [0x00, 0xFF, 0xC3]
    for _ in 0..<120 {
      var bytes = sample
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        guard !bytes.isEmpty else { break }
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes.remove(at: index)
        case 1: bytes.insert(inserts.randomElement(using: &generator)!, at: index)
        default: bytes[index] = inserts.randomElement(using: &generator)!
        }
      }
      let tokens = Lexer.tokenize(bytes)
      if let problem = Self.tilingProblem(tokens, bytes) ?? Self.structureProblem(tokens) {
        Issue.record("seed \(seed): \(problem) in \(String(decoding: bytes, as: UTF8.self))")
        return
      }
    }
  }

  /// Every truncation of tricky source round-trips (unterminated everything).
  @Test func everyPrefixOfTrickySourceRoundTrips() {
    let bytes = Array(Self.tricky.utf8)
    for end in 0...bytes.count {
      let prefix = Array(bytes[..<end])
      let tokens = Lexer.tokenize(prefix)
      #expect(
        (Self.tilingProblem(tokens, prefix) ?? Self.structureProblem(tokens)) == nil,
        "prefix \(end)")
    }
  }

  /// Long runs of the bytes that open and close things; each must lex in one pass.
  @Test(arguments: [
    "/", "/ ", "(/", "(/a)", "#", "\"", "\"\"\"", "#\"", "#\"\"\"", "\\(", "/*", "*/", "#/", "`",
    "\"\\(", ")\"", "\\", "\"\\", "\r", "\r\n", "\u{0}", "é", "🙂", "?", "x?", "0x", "1.", "$",
  ])
  func longRunsRoundTrip(unit: String) {
    let bytes = Array(String(repeating: unit, count: 10_000).utf8)
    let tokens = Lexer.tokenize(bytes)
    #expect((Self.tilingProblem(tokens, bytes) ?? Self.structureProblem(tokens)) == nil)
  }

  @Test func hundredThousandNestedParensLex() {
    let bytes =
      Array(repeating: UInt8(ascii: "("), count: 100_000)
      + Array(repeating: UInt8(ascii: ")"), count: 100_000)
    let tokens = Lexer.tokenize(bytes)
    #expect(tokens.count == 200_000)
    #expect(Self.tilingProblem(tokens, bytes) == nil)
  }

  @Test func tenThousandNestedInterpolationsLex() {
    let depth = 10_000
    let source =
      String(repeating: "\"\\(", count: depth) + "x"
      + String(repeating: ")\"", count: depth)
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes)
    #expect(Self.tilingProblem(tokens, bytes) == nil)
    #expect(tokens.filter { $0.kind == .interpolationOpen }.count == depth)
    #expect(tokens.filter { $0.kind == .interpolationClose }.count == depth)
    #expect(tokens.filter { $0.kind == .stringClose }.count == depth)
    #expect(tokens.allSatisfy { !$0.flags.contains(.unterminated) })
  }

  @Test func tenThousandUnclosedInterpolationsLex() {
    let bytes = Array(String(repeating: "\"\\(", count: 10_000).utf8)
    let tokens = Lexer.tokenize(bytes)
    #expect(Self.tilingProblem(tokens, bytes) == nil)
    #expect(
      tokens.filter { $0.kind == .stringOpen }.allSatisfy { $0.flags.contains(.unterminated) })
  }

  static let tricky = ###"""
    let r = a / b; Text("x") / 2
    let re = /"(.*)"/; Image("y")
    let s = "\(f("a)"))" + "a \(b ? "x" : "\(c)") d"
    let raw = #"\#(x) \(y)"# + ##"x"#y"##
    let m = """
      a \""" "" b \(items.map { "\($0)" })
      """
    /* outer /* "inner" */ still */ /// doc
    let e = #/
      (?<x>\d+) / "#
      /#
    #if os(iOS)
    @State var `default` = 0x1F + 1_000.5e-3 + x.0.1 ?? ñandú[1...5]
    #endif
    """###
}
