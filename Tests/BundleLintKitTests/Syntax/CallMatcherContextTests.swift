import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CallMatcherContextTests {
  static func calls(_ source: String) -> [CallSite] { CallMatcher.match(Array(source.utf8)).calls }

  @Test func conditionalClausesStackUp() {
    let source = """
      #if SWIFT_PACKAGE
      a()
      #elseif os(iOS) // comment
      b()
      #if DEBUG
      c()
      #endif
      #else
      d()
      #endif
      e()
      """
    let calls = Self.calls(source)
    #expect(calls.map(\.callee) == ["a", "b", "c", "d", "e"])
    #expect(
      calls[0].conditions == [
        ConditionalClause(directive: .if, condition: "SWIFT_PACKAGE", earlierConditions: [])
      ])
    let iOS = ConditionalClause(
      directive: .elseif, condition: "os(iOS)", earlierConditions: ["SWIFT_PACKAGE"])
    #expect(calls[1].conditions == [iOS])
    #expect(
      calls[2].conditions == [
        iOS, ConditionalClause(directive: .if, condition: "DEBUG", earlierConditions: []),
      ])
    #expect(
      calls[3].conditions == [
        ConditionalClause(
          directive: .else, condition: nil, earlierConditions: ["SWIFT_PACKAGE", "os(iOS)"])
      ])
    #expect(calls[4].conditions.isEmpty)
  }

  @Test func conditionTextDropsTriviaAndIsNotACall() {
    let calls = Self.calls("#if !os(Linux) && canImport(UIKit)\nf()\n#endif")
    #expect(calls.map(\.callee) == ["f"])
    #expect(calls[0].conditions.first?.condition == "!os(Linux)&&canImport(UIKit)")
  }

  @Test func declarationsCarryConditions() {
    let syntax = CallMatcher.match(
      Array("#if SWIFT_PACKAGE\nextension Bundle { static let x = 1 }\n#endif".utf8))
    #expect(
      syntax.declarations.map { $0.conditions.first?.condition } == [
        "SWIFT_PACKAGE", "SWIFT_PACKAGE",
      ])
  }

  @Test func previewMacroBodiesArePreviewCode() {
    let source = """
      Text("a")
      #Preview { ContentView() }
      #Preview("Dark", traits: .sizeThatFitsLayout) {
        Text("b")
      }
      Text("c")
      """
    let calls = Self.calls(source)
    #expect(calls.map(\.callee) == ["Text", "ContentView", "Text", "Text"])
    #expect(calls.map(\.isInPreview) == [false, true, true, false])
  }

  @Test func previewProviderTypesArePreviewCode() {
    let source = """
      struct ContentView_Previews: PreviewProvider {
        static var previews: some View { Text("p") }
      }
      extension Other: SwiftUI.PreviewProvider { static var previews: some View { Image("i") } }
      struct Real: View { var body: some View { Text("r") } }
      """
    let calls = Self.calls(source)
    #expect(calls.map(\.callee) == ["Text", "Image", "Text"])
    #expect(calls.map(\.isInPreview) == [true, true, false])
  }

  /// A preview modifier's body is the sample data only previews apply.
  @Test func previewModifierTypesArePreviewCode() {
    let source = """
      struct SampleData: PreviewModifier {
        func body(content: Content, context: Void) -> some View { content.overlay { Text("p") } }
      }
      struct Other: SwiftUI.PreviewModifier { func body(content: Content, context: Void) -> some View { Image("i") } }
      struct Modifier: ViewModifier { func body(content: Content) -> some View { Text("r") } }
      """
    let calls = Self.calls(source).filter { ["Text", "Image"].contains($0.callee) }
    #expect(calls.map(\.callee) == ["Text", "Image", "Text"])
    #expect(calls.map(\.isInPreview) == [true, true, false])
  }
}
