import Testing

@testable import BundleLintSyntax

/// A literal that a `LocalizedStringResource` declaration makes into a value is filed as a call
/// of the type, with the literal as its one argument.
@Suite struct CallMatcherTypedValueTests {
  static func typedValues(_ source: String) -> [(callee: String, at: String, value: String)] {
    let bytes = Array(source.utf8)
    return CallMatcher.match(bytes).calls.filter { $0.form == .typedValue }.map { call in
      let rest = String(decoding: bytes[call.calleeOffset...], as: UTF8.self)
      let value = call.arguments.first.map { String(decoding: bytes[$0.valueRange], as: UTF8.self) }
      return (call.callee, String(rest.prefix(while: { $0 != " " && $0 != "=" })), value ?? "")
    }
  }

  @Test func aDeclaredResourceWithALiteralIsALookup() throws {
    let source = """
      struct StartIntent: AppIntent {
          static var title: LocalizedStringResource = "Start Workout"
          static let subtitle: Foundation.LocalizedStringResource? =
              "Pick a workout"
          func perform() async throws -> some IntentResult {
              let note: LocalizedStringResource = "Started"; return .result()
          }
      }
      """
    let found = Self.typedValues(source)
    #expect(found.map(\.callee) == Array(repeating: "LocalizedStringResource", count: 3))
    #expect(
      found.map(\.at) == [
        "LocalizedStringResource", "Foundation.LocalizedStringResource?", "LocalizedStringResource",
      ])
    #expect(found.map(\.value) == ["\"Start Workout\"", "\"Pick a workout\"", "\"Started\""])
    let bytes = Array(source.utf8)
    let call = try #require(CallMatcher.match(bytes).calls.first { $0.form == .typedValue })
    let literal = try #require(call.arguments.first?.literal)
    #expect(literal.kind == .plain)
    #expect(literal.text == "Start Workout")
    #expect(call.openParen == nil && call.closeParen == nil)
  }

  @Test func otherTypesAndPartialValuesAreNoLookups() {
    let source = """
      let a: String = "Start"
      let b: LocalizedStringKey = "Start"
      let c: LocalizedStringResource = "Start \\(name)"
      let d: LocalizedStringResource = "Start" + suffix
      let e: LocalizedStringResource = title
      let f = "Start"
      var g: LocalizedStringResource { "Start" }
      """
    #expect(Self.typedValues(source).isEmpty)
  }

  @Test func aMultilineLiteralKeepsItsText() throws {
    let source = "let a: LocalizedStringResource = \"\"\"\nStart\n\"\"\"\n"
    let bytes = Array(source.utf8)
    let call = try #require(CallMatcher.match(bytes).calls.first)
    #expect(call.form == .typedValue)
    #expect(call.arguments.first?.literal?.text == "Start")
  }

  @Test func aTestingSPIIsReadAsPreviewCode() throws {
    let source = """
      @_spi(_Testing)
      public struct MockKey {
          public static let name: LocalizedStringResource = "Toggle"
          public var label: some View { Text("Toggle") }
      }
      @_spi(Testing) public let shared: LocalizedStringResource = "Shared"
      @_spi(Internal) public struct Key {
          public static let name: LocalizedStringResource = "Name"
      }
      """
    let syntax = CallMatcher.match(Array(source.utf8))
    #expect(
      syntax.calls.map(\.callee) == [
        "LocalizedStringResource", "Text", "LocalizedStringResource", "LocalizedStringResource",
      ])
    #expect(syntax.calls.map(\.isInPreview) == [true, true, true, false])
    let mock = try #require(syntax.declarations.first { $0.name == "MockKey" })
    #expect(mock.modifiers == ["@_spi(_Testing)", "public"])
    #expect(mock.isTestingSupport)
    #expect(syntax.declarations.first { $0.name == "Key" }?.isTestingSupport == false)
  }

  @Test func previewCodeIsMarked() throws {
    let source = """
      #Preview {
          let a: LocalizedStringResource = "Start"
          return Text(a)
      }
      """
    let calls = CallMatcher.match(Array(source.utf8)).calls
    let typed = try #require(calls.first { $0.form == .typedValue })
    #expect(typed.isInPreview)
  }
}
