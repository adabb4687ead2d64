import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CallMatcherRobustnessTests {
  @Test func hundredThousandNestedParens() {
    let depth = 100_000
    let source =
      "f" + String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
    let syntax = CallMatcher.match(Array(source.utf8))
    #expect(syntax.calls.count == 1)
    #expect(syntax.calls.first?.closeParen == source.utf8.count - 1)
  }

  @Test func hundredThousandNestedCallsWithoutClosers() {
    let source = String(repeating: "f(", count: 100_000)
    let syntax = CallMatcher.match(Array(source.utf8))
    #expect(syntax.calls.count == 100_000)
    #expect(syntax.calls.allSatisfy { $0.closeParen == nil })
  }

  @Test func deeplyNestedBracesAndTrailingClosures() {
    let source = String(repeating: "V {", count: 50_000) + String(repeating: "}", count: 50_000)
    let syntax = CallMatcher.match(Array(source.utf8))
    #expect(syntax.calls.count == 50_000)
    #expect(
      syntax.calls.allSatisfy { $0.arguments.count == 1 && $0.arguments[0].isTrailingClosure })
  }

  @Test(arguments: [
    "Text(\"abc",
    "Text(\"a\\(b(",
    "Text(\"\"\"\nabc",
    "f(a: ",
    "struct S: View { var body: some View { Text(\"a\")",
    "#if X\nf(",
    "}}})) ] ) f(x) ]",
    "func (",
    "Button { } label:",
    "/* Text(\"a\")",
    "case .a(",
    "init?(",
    "a.b.c.(",
    "f<<<<",
    "Text(#\"abc",
  ])
  func unterminatedInputGivesPartialOutput(_ source: String) {
    let syntax = CallMatcher.match(Array(source.utf8))
    for call in syntax.calls {
      #expect(call.calleeOffset < source.utf8.count)
      for argument in call.arguments {
        #expect(argument.valueRange.upperBound <= source.utf8.count)
      }
    }
  }

  @Test func unterminatedStringStillReportsTheCall() {
    let syntax = CallMatcher.match(Array("Text(\"abc\nImage(\"x\")".utf8))
    #expect(syntax.calls.map(\.callee) == ["Text", "Image"])
    #expect(syntax.calls.first?.arguments.first?.literal == nil)
  }

  @Test func strayClosersDoNotEndTheFile() {
    let syntax = CallMatcher.match(Array(") ] } f(x) } g()".utf8))
    #expect(syntax.calls.map(\.callee) == ["f", "g"])
  }

  @Test func invalidBytesAndNulDoNotCrash() {
    var bytes = Array("Text(\"a\u{0}\")".utf8)
    bytes.insert(0xFF, at: 2)
    bytes.append(contentsOf: [0xC3, 0x00, 0x28])
    let syntax = CallMatcher.match(bytes)
    #expect(syntax.calls.count <= 2)
  }

  @Test func tokensPastTheEndOfTheSourceAreClamped() {
    let tokens = [
      Token(kind: .identifier, start: 0, length: 4), Token(kind: .leftParen, start: 4, length: 9),
    ]
    let syntax = CallMatcher.match(Array("Text(".utf8), tokens: tokens)
    #expect(syntax.calls.map(\.callee) == ["Text"])
  }

  @Test func longReceiverChainsAreAbbreviated() throws {
    let chain = (0..<400).map { "p\($0)" }.joined(separator: ".")
    let syntax = CallMatcher.match(Array("\(chain).call()".utf8))
    let receiver = try #require(syntax.calls.first?.receiver)
    #expect(receiver.hasPrefix("…"))
    #expect(receiver.hasSuffix(".p399"))
    #expect(receiver.utf8.count <= 520)
  }

  /// Every prefix of a realistic file: output stays inside the input and in order.
  @Test func everyPrefixOfAViewGivesConsistentOutput() {
    let source = #"""
      #if canImport(SwiftUI)
      struct V: View, PreviewProvider {
        @State private var n = 0 // count
        var body: some View {
          VStack(alignment: .leading) {
            Text("title \(n)", bundle: .module).font(.title)
            Button { n += 1 } label: { Label(#"raw"#, systemImage: "plus") }
            Text("""
              multi
              """)
          }
          .navigationTitle(LocalizedStringKey("nav"))
        }
        static var previews: some View { V() }
      }
      #else
      let u = Bundle(for: X.self).url(forResource: "a", withExtension: nil)
      #endif
      """#
    let bytes = Array(source.utf8)
    let full = CallMatcher.match(bytes)
    #expect(
      full.calls.map(\.callee) == [
        "VStack", "Text", "font", "Button", "Label", "Text", "navigationTitle",
        "LocalizedStringKey", "V",
        "Bundle", "url",
      ])
    for end in 0...bytes.count {
      let syntax = CallMatcher.match(Array(bytes[0..<end]))
      #expect(syntax.calls.map(\.calleeOffset) == syntax.calls.map(\.calleeOffset).sorted())
      for call in syntax.calls {
        #expect(call.calleeOffset < end)
        #expect(call.arguments.allSatisfy { $0.valueRange.upperBound <= end })
      }
      for declaration in syntax.declarations {
        #expect(declaration.nameOffset < end)
        #expect((declaration.bodyRange?.upperBound ?? 0) <= end)
      }
    }
  }
}
