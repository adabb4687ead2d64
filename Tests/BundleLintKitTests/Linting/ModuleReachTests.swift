import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Which of a package module's code an app extension runs, beyond the types its own files name:
/// the code of the types that code creates (`ModuleReach`).
@Suite struct ModuleReachTests {
  static func reach(_ source: String) -> ModuleReach {
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes)
    return ModuleReach(
      syntax: CallMatcher.match(bytes, tokens: tokens), tokens: tokens, source: bytes)
  }

  @Test func aFileSaysWhatItDeclaresCreatesAndCalls() {
    let file = Self.reach(
      """
      struct Shown {
        let list = ListController()
        var detail: DetailController?
        init() { configure(); helper.run() }
        func configure() { _ = Formatter.init() }
      }
      extension String {}

      """)
    #expect(file.declaredTypes == ["Shown"])
    #expect(file.memberTypes == ["Shown", "String"])
    #expect(file.createdTypes == ["ListController", "Formatter"])
    #expect(file.bareCalls == ["configure"])
    #expect(
      file.members.map(\.qualified) == [
        "Shown.list", "Shown.detail", "Shown.init", "Shown.configure",
      ])
    #expect(file.members.map(\.runs) == [true, true, true, false])
  }

  @Test func createdTypesAreFollowedAndOnlyTheirRunningMembersJoin() {
    let files = [
      Self.reach("struct Shown {\n  let list = ListController()\n}\n"),
      Self.reach(
        """
        final class ListController {
          let rows = RowController()
          override func loadView() { setUp() }
          func setUp() {}
          func neverCalled() {}
          var computed: String { "" }
        }

        """),
      Self.reach("final class RowController {\n  init() {}\n}\n"),
      Self.reach("final class Unreached {\n  init() {}\n}\n"),
    ]
    let reached = ModuleReach.closure(["Shown", "title"], over: files)
    #expect(
      reached == [
        "Shown", "title", "ListController.rows", "ListController.loadView", "ListController.setUp",
        "RowController.init",
      ])
  }

  @Test func nothingIsAddedWhenTheNamedTypesCreateNone() {
    let files = [
      Self.reach("struct Shown {\n  var list: ListController?\n}\n"),
      Self.reach("final class ListController {\n  init() {}\n}\n"),
    ]
    #expect(ModuleReach.closure(["Shown"], over: files) == ["Shown"])
  }

  @Test func extensionsOfOtherTypesDoNotSpreadTheReach() {
    // `String` is named everywhere; its extension in the module creates a controller.
    let files = [
      Self.reach("extension String {\n  var made: ListController { ListController() }\n}\n"),
      Self.reach("final class ListController {\n  init() {}\n}\n"),
    ]
    #expect(ModuleReach.closure(["String", "Shown"], over: files) == ["String", "Shown"])
  }

  @Test func createdTypesAreTheCreatedHalfOfCalls() {
    let source = Array(
      """
      let picker = Picker(title: "x")
      let row = Row.init()
      let kind = Kind.plain
      setUp(Flow())
      let lower = make()

      """.utf8)
    let tokens = Lexer.tokenize(source)
    let created = ModuleReach.createdTypes(tokens: tokens, source: source)
    #expect(created == ["Picker", "Row", "Flow"])
    #expect(created == ModuleReach.calls(tokens: tokens, source: source).created)
  }
}
