import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CallMatcherDeclarationTests {
  static let source = """
    import SwiftUI

    public struct Loader: View, Sendable {
      @MainActor public static func load(_ name: String, bundle: Bundle? = nil) -> Image? { nil }
      private(set) var count: Int = 0
      static var myModule: Bundle { Bundle.module }
      convenience init?(named name: String, in bundle: Bundle = .main) { self.init() }
      subscript(index: Int) -> String { "" }
      var body: some View { Text("x") }
    }

    extension Foundation.Bundle {
      func Text(_ key: String) { }
    }

    enum Asset: String {
      case logo, banner(size: Int)
      case icon(String) = "i"
    }

    typealias Key = String
    protocol P: AnyObject { func f() -> Int }
    """

  static func syntax() -> FileSyntax { CallMatcher.match(Array(source.utf8)) }

  @Test func declarationsAreListedInOrderWithEnclosingTypes() {
    #expect(
      Self.syntax().declarations.map(CallSummary.describe) == [
        "struct Loader () in:-",
        "function load _:bundle: in:Loader",
        "variable count () in:Loader",
        "variable myModule () in:Loader",
        "initializer init named:in: in:Loader",
        "subscript subscript _: in:Loader",
        "variable body () in:Loader",
        "extension Foundation.Bundle () in:-",
        "function Text _: in:Foundation.Bundle",
        "enum Asset () in:-",
        "case logo () in:Asset",
        "case banner size: in:Asset",
        "case icon _: in:Asset",
        "typealias Key () in:-",
        "protocol P () in:-",
        "function f () in:P",
      ])
  }

  @Test func declarationsAreNotCalls() {
    #expect(
      Self.syntax().calls.map(CallSummary.describe) == [
        "init member self () []",
        "Text direct - _: [plain]",
      ])
  }

  @Test func functionParametersModifiersAndReturnType() throws {
    let load = try #require(Self.syntax().declarations.first { $0.name == "load" })
    #expect(load.modifiers == ["public", "static"])
    #expect(load.typeText == "Image?")
    #expect(
      load.parameters == [
        Parameter(label: nil, name: "name", typeText: "String", defaultValue: nil),
        Parameter(label: "bundle", name: "bundle", typeText: "Bundle?", defaultValue: "nil"),
      ])
    let initializer = try #require(Self.syntax().declarations.first { $0.kind == .initializer })
    #expect(initializer.modifiers == ["convenience"])
    #expect(initializer.parameters.map(\.name) == ["name", "bundle"])
    #expect(initializer.parameters.last?.defaultValue == ".main")
  }

  @Test func typesRecordInheritedTypesAndBodies() throws {
    let decls = Self.syntax().declarations
    let loader = try #require(decls.first { $0.name == "Loader" })
    #expect(loader.inheritedTypes == ["View", "Sendable"])
    #expect(loader.modifiers == ["public"])
    let bytes = Array(Self.source.utf8)
    let body = try #require(loader.bodyRange)
    #expect(bytes[body.lowerBound] == UInt8(ascii: "{"))
    #expect(bytes[body.upperBound - 1] == UInt8(ascii: "}"))
    #expect(decls.first { $0.name == "P" }?.inheritedTypes == ["AnyObject"])
  }

  @Test func variablesRecordTypeTextAndBody() throws {
    let decls = Self.syntax().declarations
    let bytes = Array(Self.source.utf8)
    let module = try #require(decls.first { $0.name == "myModule" })
    #expect(module.typeText == "Bundle")
    #expect(module.modifiers == ["static"])
    let body = try #require(module.bodyRange)
    #expect(String(decoding: bytes[body], as: UTF8.self) == "{ Bundle.module }")
    let count = try #require(decls.first { $0.name == "count" })
    #expect(count.modifiers == ["private(set)"])
    #expect(count.typeText == "Int")
    #expect(count.bodyRange == nil)
  }

  @Test func subscriptAndEnumCaseParameters() throws {
    let decls = Self.syntax().declarations
    let sub = try #require(decls.first { $0.kind == .subscriptDecl })
    #expect(
      sub.parameters == [Parameter(label: nil, name: "index", typeText: "Int", defaultValue: nil)])
    #expect(sub.typeText == "String")
    let banner = try #require(decls.first { $0.name == "banner" })
    #expect(
      banner.parameters == [
        Parameter(label: "size", name: "size", typeText: "Int", defaultValue: nil)
      ])
  }

  @Test func parameterAttributesAreNotLabels() throws {
    let source = "init(url: URL, @ViewBuilder content: @escaping () -> Content) { }"
    let declaration = try #require(CallMatcher.match(Array(source.utf8)).declarations.first)
    #expect(declaration.labelSignature == "url:content:")
    #expect(declaration.parameters.last?.typeText == "@escaping()->Content")
  }

  @Test func nestedGenericParameterTypesKeepTheirCommas() throws {
    let source =
      "import struct Foundation.Data\nfunc f(_ item: Binding<Store<S<A>, A>?>, x: Result<A, B>? = nil) { }"
    let declarations = CallMatcher.match(Array(source.utf8)).declarations
    #expect(declarations.map(CallSummary.describe) == ["function f _:x: in:-"])
    #expect(
      declarations.first?.parameters.map(\.typeText) == ["Binding<Store<S<A>,A>?>", "Result<A,B>?"])
  }

  @Test func localVariablesAreNotDeclarations() {
    let syntax = CallMatcher.match(Array("func f() { let x = Text(\"a\"); var y: Int = 0 }".utf8))
    #expect(syntax.declarations.map(CallSummary.describe) == ["function f () in:-"])
    #expect(syntax.calls.map(\.callee) == ["Text"])
  }

  @Test func genericDeclarations() {
    let source =
      "struct Box<T: View>: View where T: Sendable { func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>() } }"
    let syntax = CallMatcher.match(Array(source.utf8))
    #expect(
      syntax.declarations.map(CallSummary.describe) == [
        "struct Box () in:-", "function map _: in:Box",
      ])
    #expect(syntax.declarations.first?.inheritedTypes == ["View"])
    #expect(syntax.declarations.last?.parameters.first?.typeText == "(T)->U")
    #expect(syntax.declarations.last?.typeText == "Box<U>")
    #expect(syntax.calls.map(CallSummary.describe) == ["Box direct - () []"])
  }
}
