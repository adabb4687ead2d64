import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `Argument.literalBranches`: the literals a conditional expression of literals chooses between.
@Suite struct LiteralBranchesTests {
  /// The branch texts of the first argument of the first call in `code`, nil when there are none.
  static func branches(_ code: String) -> [String]? {
    let bytes = Array(code.utf8)
    let argument = CallMatcher.match(bytes).calls.first?.arguments.first
    return argument?.literalBranches(in: bytes)?.map { $0.literal?.text ?? "<none>" }
  }

  @Test(arguments: [
    (#"Text(flag ? "on" : "off")"#, ["on", "off"]),
    (#"Text(a ? "x" : b ? "y" : "z")"#, ["x", "y", "z"]),
    (#"Text(a ? ("x") : (b ? "y" : "z"))"#, ["x", "y", "z"]),
    (#"Text(a ? (b ? "w" : "x") : "z")"#, ["w", "x", "z"]),
    (#"Text(x?.isOn ?? false ? "on" : "off")"#, ["on", "off"]),
    (##"Text(s == "a" ? "\(n) on" : #"off"#)"##, [#"\(n) on"#, "off"]),
    (
      """
      Text(flag
        ? "on"  // the first
        : "off")
      """, ["on", "off"]
    ),
  ])
  func conditionalExpressionsOfLiteralsGiveEachLiteral(code: String, expected: [String]) {
    #expect(Self.branches(code) == expected)
  }

  @Test(arguments: [
    #"Text("on")"#, #"Text(title)"#, #"Text(flag ? title : "off")"#,
    #"Text(flag ? "on" : "off" + suffix)"#, #"Text(flag ? "on" : nil ?? "off")"#,
    #"Text(flag ? "on" : f("off"))"#, #"Text(x?.title ?? "off")"#, #"Text(flag ? "on")"#,
    #"Text(flag ? "a ? b : c" : off)"#, #"Text(("on"))"#, #"Text(flag ? : "off")"#,
  ])
  func anythingElseGivesNothing(code: String) {
    #expect(Self.branches(code) == nil)
  }

  @Test func branchesKeepTheArgumentsRangeAndLabel() throws {
    let code = #"f(key: flag ? "on" : "off", bundle: b)"#
    let bytes = Array(code.utf8)
    let argument = try #require(CallMatcher.match(bytes).calls.first?.arguments.first)
    let branches = try #require(argument.literalBranches(in: bytes))
    #expect(branches.map(\.valueRange) == [argument.valueRange, argument.valueRange])
    #expect(branches.map(\.label) == ["key", "key"])
    #expect(branches.map { $0.literal?.kind } == [.plain, .plain])
  }
}
