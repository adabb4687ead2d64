import Testing

@testable import BundleLintKit

@Suite struct BuildConditionTests {
  typealias Truth = BuildCondition.Truth

  @Test(arguments: [
    ("SWIFT_PACKAGE", Truth.yes), ("!SWIFT_PACKAGE", .no), ("DEBUG", .unknown),
    ("os(iOS)", .unknown), ("canImport(UIKit)", .unknown), ("true", .yes), ("false", .no),
    ("SWIFT_PACKAGE&&DEBUG", .unknown), ("SWIFT_PACKAGE||DEBUG", .yes),
    ("!SWIFT_PACKAGE&&os(iOS)", .no), ("!SWIFT_PACKAGE||os(iOS)", .unknown),
    ("!(SWIFT_PACKAGE||DEBUG)", .no), ("!!SWIFT_PACKAGE", .yes),
    ("COCOAPODS", .no), ("COCOAPODS||!SWIFT_PACKAGE", .no), ("!COCOAPODS", .yes),
    ("COCOAPODS||DEBUG", .unknown),
    ("false||SWIFT_PACKAGE&&true", .yes), ("(false||SWIFT_PACKAGE)&&false", .no),
    ("compiler(>=5.9)&&!SWIFT_PACKAGE", .no), ("SWIFT_PACKAGE && !DEBUG", .unknown),
    ("", .unknown), ("SWIFT_PACKAGE&&", .unknown), ("(SWIFT_PACKAGE", .unknown),
    ("SWIFT_PACKAGE)", .unknown), ("os(iOS", .unknown), ("&&", .unknown),
  ])
  func evaluatesConditions(condition: String, expected: Truth) {
    #expect(BuildCondition.evaluate(condition, under: .swiftPM) == expected)
  }

  @Test func clausesAndEarlierConditions() {
    func clause(
      _ directive: ConditionalClause.Directive, _ condition: String?, _ earlier: [String] = []
    )
      -> ConditionalClause
    {
      ConditionalClause(directive: directive, condition: condition, earlierConditions: earlier)
    }
    #expect(CompilationConditions.swiftPM.compiles([]) == .yes)
    #expect(CompilationConditions.swiftPM.compiles([clause(.else, nil, ["SWIFT_PACKAGE"])]) == .no)
    #expect(
      CompilationConditions.swiftPM.compiles([clause(.else, nil, ["!SWIFT_PACKAGE"])]) == .yes)
    #expect(
      CompilationConditions.swiftPM.compiles([clause(.elseif, "DEBUG", ["SWIFT_PACKAGE"])]) == .no)
    #expect(
      CompilationConditions.swiftPM.compiles([clause(.elseif, "SWIFT_PACKAGE", ["os(iOS)"])])
        == .unknown)
    #expect(
      CompilationConditions.swiftPM.compiles([clause(.if, "os(iOS)"), clause(.if, "SWIFT_PACKAGE")])
        == .unknown)
    #expect(
      CompilationConditions.swiftPM.compiles([
        clause(.if, "os(iOS)"), clause(.if, "!SWIFT_PACKAGE"),
      ])
        == .no)
  }

  @Test func deepNestingIsALoopNotRecursion() {
    let depth = 100_000
    let nested =
      String(repeating: "(", count: depth) + "!SWIFT_PACKAGE" + String(repeating: ")", count: depth)
    #expect(BuildCondition.evaluate(nested, under: .swiftPM) == .no)
    let nots = String(repeating: "!", count: depth) + "SWIFT_PACKAGE"
    #expect(BuildCondition.evaluate(nots, under: .swiftPM) == .yes)
    #expect(
      BuildCondition.evaluate("os(" + String(repeating: "(", count: depth), under: .swiftPM)
        == .unknown)
  }
}
