import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A rerun after an edit of Swift sources lints the edited files again and serves the others'
/// first-pass results from the cache, unread, with exactly the outcome of a run without the
/// cache; any other change lints everything.
@Suite struct IncrementalRerunTests {
  /// What a rerun through the cache after a change gave.
  struct Rerun {
    var result: RunCache.Result
    /// How many times the rerun read each file.
    var reads: [String: Int]
    var before: OutcomeSummary
    var after: OutcomeSummary

    func wasRead(_ tree: CacheTree, _ path: String) -> Bool {
      reads[tree.root + "/" + path] != nil
    }

    /// The Swift files of `tree` the rerun did not read, of `Self.shop`'s three.
    func unread(_ tree: CacheTree) -> [String] {
      ["Cart", "Other", "Util"].filter { !wasRead(tree, "Sources/Shop/\($0).swift") }
    }
  }

  /// Fills the cache, makes `change`, reruns through the cache, and checks that the rerun, and
  /// the one after it (served whole), equal a run without the cache.
  static func rerun(
    _ tree: CacheTree, request: LintRun.Request? = nil, change: () throws -> Void
  ) throws -> Rerun {
    let request = request ?? tree.request()
    let filled = try tree.cache.lint(request)
    #expect(!filled.reused)
    let before = OutcomeSummary(try LintRun.run(request))
    #expect(OutcomeSummary(filled.outcome) == before)
    try change()
    let recorder = RecordingFileSystem()
    let result = try tree.cache.lint(request, recorder: recorder)
    #expect(!result.reused)
    let after = OutcomeSummary(try LintRun.run(request))
    #expect(OutcomeSummary(result.outcome) == after)
    let again = try tree.cache.lint(request)
    #expect(again.reused)
    #expect(OutcomeSummary(again.outcome) == after)
    return Rerun(result: result, reads: recorder.readCounts, before: before, after: after)
  }

  /// `RunCacheTests.shop` with two more files that have no findings.
  static func shop(_ cart: String) throws -> CacheTree {
    let tree = try RunCacheTests.shop(cart)
    try tree.write("Sources/Shop/Other.swift", "struct Other {}\n")
    try tree.write("Sources/Shop/Util.swift", "import SwiftUI\nlet spacing = 8\n")
    return tree
  }

  @Test func anEditThatAddsAFindingLintsThatFileAlone() throws {
    let tree = try Self.shop("struct Cart {}\n")
    let rerun = try Self.rerun(tree) {
      try tree.write("Sources/Shop/Cart.swift", "let title = Text(\"cart.title\")\n")
    }
    #expect(rerun.before.diagnostics.isEmpty)
    #expect(rerun.after.diagnostics.map(\.ruleID) == ["localized-string-missing-bundle"])
    #expect(rerun.unread(tree) == ["Other", "Util"])
    #expect(rerun.result.filesReused == 2)
  }

  @Test func aFileSavedByRenamingANewOneOverIt() throws {
    let tree = try Self.shop("struct Cart {}\n")
    let rerun = try Self.rerun(tree) {
      // As editors that save atomically do: the folder's times change, its entries do not.
      try tree.write("Sources/Shop/.Cart.swift.saving", "let title = Text(\"cart.title\")\n")
      let folder = tree.root + "/Sources/Shop/"
      #expect(rename(folder + ".Cart.swift.saving", folder + "Cart.swift") == 0)
    }
    #expect(rerun.result.filesReused == 2 && rerun.unread(tree) == ["Other", "Util"])
    #expect(rerun.after.diagnostics.map(\.ruleID) == ["localized-string-missing-bundle"])
  }

  @Test func aFileOfNoTargetSavedByARenameLintsNothing() throws {
    let tree = try Self.shop("let title = Text(\"cart.title\")\n")
    try tree.write("Sources/Shop/notes.txt", "notes\n")
    let rerun = try Self.rerun(tree) {
      try tree.write("Sources/Shop/.notes.txt.saving", "more notes\n")
      let folder = tree.root + "/Sources/Shop/"
      #expect(rename(folder + ".notes.txt.saving", folder + "notes.txt") == 0)
    }
    #expect(rerun.result.filesReused == 3 && rerun.unread(tree).count == 3)
    #expect(rerun.after == rerun.before)
  }

  @Test func anEditThatRemovesAFinding() throws {
    let tree = try Self.shop("let title = Text(\"cart.title\")\nlet logo = Image(\"logo\")\n")
    let rerun = try Self.rerun(tree) {
      try tree.write("Sources/Shop/Cart.swift", "let logo = Image(\"logo\")\n")
    }
    #expect(rerun.before.diagnostics.count == 2)
    #expect(rerun.after.diagnostics.map(\.ruleID) == ["asset-missing-bundle"])
    #expect(rerun.unread(tree) == ["Other", "Util"])
    #expect(rerun.result.filesReused == 2)
  }

  @Test func aWrapperDeclaredInTheEditedFileChangesAFindingInAnUnchangedOne() throws {
    let heading = LintSessionTests.wrapper.replacingOccurrences(of: "Title(", with: "Heading(")
    let tree = try Self.shop("import SwiftUI\nlet title = Title(\"cart.title\")\n")
    try tree.write("Sources/Shop/Title.swift", heading)
    let rerun = try Self.rerun(tree) {
      try tree.write("Sources/Shop/Title.swift", LintSessionTests.wrapper)
    }
    let cart = tree.root + "/Sources/Shop/Cart.swift"
    #expect(!rerun.before.diagnostics.contains { $0.location.path == cart })
    #expect(
      rerun.after.diagnostics.filter { $0.location.path == cart }.map(\.ruleID) == [
        "wrapper-missing-bundle"
      ])
    // The files the first pass skipped are read again for the wrapper's new name (a call of
    // it is a finding), but none is lexed: their results stay the stored ones.
    #expect(rerun.result.filesReused >= 2)
  }

  @Test func aLookalikeDeclaredInTheEditedFileSilencesAnUnchangedFile() throws {
    let tree = try Self.shop("import SwiftUI\nlet logo = Image(\"logo\")\n")
    let rerun = try Self.rerun(tree) {
      try tree.write(
        "Sources/Shop/Other.swift",
        "import SwiftUI\nextension Image {\n  init(_ name: String) { self.init(name, bundle: .module) }\n}\n"
      )
    }
    #expect(rerun.before.diagnostics.map(\.ruleID) == ["asset-missing-bundle"])
    #expect(rerun.after.diagnostics.isEmpty)
    #expect(!rerun.wasRead(tree, "Sources/Shop/Util.swift"))
  }

  @Test func anEditInsideAFileWithASuppression() throws {
    let suppressed = """
      // bundlelint:disable:next localized-string-missing-bundle
      let title = Text("cart.title")
      let logo = Image("logo")

      """
    let tree = try Self.shop(suppressed)
    let rerun = try Self.rerun(tree) {
      try tree.write(
        "Sources/Shop/Cart.swift",
        suppressed.replacingOccurrences(of: "Image(\"logo\")", with: "Text(\"cart.title\")"))
    }
    #expect(rerun.before.suppressed == 1 && rerun.after.suppressed == 1)
    #expect(rerun.after.diagnostics.map(\.ruleID) == ["localized-string-missing-bundle"])
    #expect(!rerun.wasRead(tree, "Sources/Shop/Other.swift"))
  }

  @Test func aFileThatBecomesBinary() throws {
    let tree = try Self.shop("let title = Text(\"cart.title\")\n")
    let rerun = try Self.rerun(tree) {
      try Data([0x6C, 0x65, 0x74, 0x00, 0x01, 0x00]).write(
        to: URL(fileURLWithPath: tree.root + "/Sources/Shop/Cart.swift"))
    }
    #expect(rerun.after.diagnostics.map(\.ruleID) == ["unreadable-file"])
    #expect(!rerun.wasRead(tree, "Sources/Shop/Util.swift"))
  }

  @Test(.enabled(if: geteuid() != 0, "root reads a file whatever its permissions"))
  func aFileThatBecomesUnreadable() throws {
    let tree = try Self.shop("let title = Text(\"cart.title\")\n")
    let path = tree.root + "/Sources/Shop/Cart.swift"
    defer { chmod(path, 0o644) }
    let rerun = try Self.rerun(tree) { chmod(path, 0) }
    #expect(rerun.after.diagnostics.map(\.ruleID) == ["unreadable-file"])
    #expect(!rerun.wasRead(tree, "Sources/Shop/Util.swift"))
  }

  @Test func aTableEditAfterAnEditLintsEverything() throws {
    let tree = try Self.shop("let title = Text(\"cart.title\")\n")
    let edited = try Self.rerun(tree) {
      try tree.write("Sources/Shop/Cart.swift", "let title = Text(\"cart.total\")\n")
    }
    #expect(edited.result.filesReused == 2)
    let recorder = RecordingFileSystem()
    try tree.write(
      "Sources/Shop/Resources/en.lproj/Localizable.strings", "\"cart.total\" = \"Total\";\n")
    let full = try tree.cache.lint(tree.request(), recorder: recorder)
    // The table is the module's own: the edit is followed, and every file linted again.
    #expect(!full.reused && full.filesReused == 0 && full.followedAnEdit)
    #expect(recorder.readCounts[tree.root + "/Sources/Shop/Util.swift"] != nil)
    #expect(OutcomeSummary(full.outcome) == OutcomeSummary(try LintRun.run(tree.request())))
  }

  /// `shop` with a second module, `Kit`, that has a table of its own and looks a key of it up
  /// without its bundle.
  static func shopAndKit() throws -> CacheTree {
    let tree = try Self.shop("let title = Text(\"cart.total\")\n")
    try tree.write(
      "Package.swift",
      RunCacheTests.manifest.replacingOccurrences(
        of: "])", with: "  .target(name: \"Kit\", resources: [.process(\"Resources\")]),\n])"))
    try tree.write(
      "Sources/Kit/Resources/en.lproj/Localizable.strings", "\"kit.title\" = \"Kit\";\n")
    try tree.write("Sources/Kit/Kit.swift", "let kit = Text(\"kit.title\")\n")
    return tree
  }

  @Test func aTableEditLintsTheFilesOfItsModuleAlone() throws {
    let tree = try Self.shopAndKit()
    // Shop's view looks up a key its table gains: a finding in an unchanged file.
    let shop = try Self.rerun(tree) {
      try tree.write(
        "Sources/Shop/Resources/en.lproj/Localizable.strings", "\"cart.total\" = \"Total\";\n")
    }
    #expect(shop.before.diagnostics.count + 1 == shop.after.diagnostics.count)
    #expect(shop.result.filesReused == 1)
    #expect(!shop.wasRead(tree, "Sources/Kit/Kit.swift"))
    #expect(shop.unread(tree).isEmpty)
    // Kit's table loses the key its view looks up: that finding goes, Shop's files are unread.
    try tree.write(
      "Sources/Kit/Resources/en.lproj/Localizable.strings", "\"other\" = \"Other\";\n")
    let recorder = RecordingFileSystem()
    let kit = try tree.cache.lint(tree.request(), recorder: recorder)
    let withoutCache = OutcomeSummary(try LintRun.run(tree.request()))
    #expect(OutcomeSummary(kit.outcome) == withoutCache)
    #expect(withoutCache.diagnostics.count + 1 == shop.after.diagnostics.count)
    #expect(kit.filesReused == 3)
    #expect(recorder.readCounts[tree.root + "/Sources/Kit/Kit.swift"] != nil)
    #expect(recorder.readCounts[tree.root + "/Sources/Shop/Cart.swift"] == nil)
  }

  /// A run through the cache after `change`, checked against a run without it; the reads.
  static func rerunAgain(_ tree: CacheTree, change: () throws -> Void) throws -> (
    result: RunCache.Result, reads: [String: Int]
  ) {
    try change()
    let recorder = RecordingFileSystem()
    let result = try tree.cache.lint(tree.request(), recorder: recorder)
    #expect(OutcomeSummary(result.outcome) == OutcomeSummary(try LintRun.run(tree.request())))
    return (result, recorder.readCounts)
  }

  @Test func aHostTableEditLintsTheModulesWhoseHostsHaveItAgain() throws {
    // `shopAndKit` in a folder beside an app's table: Shop's and Kit's lookups may ask it.
    let tree = try CacheTree([
      "App/en.lproj/Localizable.strings": "\"app.only\" = \"App\";\n"
    ])
    let kit = try Self.shopAndKit()
    for path in [
      "Package.swift", "Sources/Shop/Resources/en.lproj/Localizable.strings",
      "Sources/Shop/Cart.swift", "Sources/Shop/Other.swift", "Sources/Shop/Util.swift",
      "Sources/Kit/Resources/en.lproj/Localizable.strings", "Sources/Kit/Kit.swift",
      "Sources/Shop/Media.xcassets/Contents.json",
      "Sources/Shop/Media.xcassets/logo.imageset/Contents.json",
    ] {
      try tree.write("Shop/" + path, try kit.read(path))
    }
    _ = try tree.cache.lint(tree.request())
    // Shop's own table: Kit's file is served, unread.
    let shop = try Self.rerunAgain(tree) {
      try tree.write(
        "Shop/Sources/Shop/Resources/en.lproj/Localizable.strings",
        "\"cart.total\" = \"Total\";\n")
    }
    #expect(shop.result.followedAnEdit && shop.result.filesReused == 1)
    #expect(shop.reads[tree.root + "/Shop/Sources/Kit/Kit.swift"] == nil)
    #expect(shop.reads[tree.root + "/Shop/Sources/Shop/Util.swift"] != nil)
    // The app's table, which the modules' host loaders may read: their files are linted again.
    let app = try Self.rerunAgain(tree) {
      try tree.write("App/en.lproj/Localizable.strings", "\"cart.total\" = \"Total\";\n")
    }
    #expect(app.result.followedAnEdit && app.result.filesReused == 0)
    #expect(app.reads[tree.root + "/Shop/Sources/Kit/Kit.swift"] != nil)
  }

  @Test func aSwiftAndATableEditTogetherLintEverything() throws {
    let tree = try Self.shop("let title = Text(\"cart.title\")\n")
    let rerun = try Self.rerun(tree) {
      try tree.write("Sources/Shop/Cart.swift", "let title = Text(\"cart.total\")\n")
      try tree.write(
        "Sources/Shop/Resources/en.lproj/Localizable.strings", "\"cart.total\" = \"Total\";\n")
    }
    #expect(rerun.result.filesReused == 0)
    #expect(rerun.wasRead(tree, "Sources/Shop/Util.swift"))
  }

  @Test func anAddedFileLintsEverything() throws {
    let tree = try Self.shop("let title = Text(\"cart.title\")\n")
    let rerun = try Self.rerun(tree) {
      try tree.write("Sources/Shop/Added.swift", "let logo = Image(\"logo\")\n")
    }
    #expect(rerun.result.filesReused == 0 && !rerun.result.followedAnEdit)
    #expect(rerun.after.diagnostics.count == 2)
  }

  @Test func anEditOfAFileTwoXcodeTargetsCompile() throws {
    let tree = try CacheTree()
    let files = [
      "App/AppView.swift": "struct AppView {}\n",
      "App/en.lproj/Localizable.strings": "\"app.title\" = \"Shop\";\n",
      "Share/ShareView.swift": "struct ShareView {}\n",
      "Share/en.lproj/Localizable.strings": "\"share.title\" = \"Share\";\n",
      "Kit/KitView.swift": "public final class KitView {}\n",
      "Kit/en.lproj/Localizable.strings": "\"kit.ok\" = \"OK\";\n",
      "Kit/Example.swift": "import Foundation\nlet title = \"kit.ok\"\n",
      "Shop.xcodeproj/project.pbxproj": RuleExampleHarness.projectFile(exampleIn: ["Kit", "App"]),
    ]
    for (path, text) in files { try tree.write(path, text) }
    let rerun = try Self.rerun(tree) {
      try tree.write(
        "Kit/Example.swift",
        "import Foundation\nlet title = NSLocalizedString(\"kit.ok\", comment: \"\")\n")
    }
    #expect(rerun.before.diagnostics.isEmpty)
    #expect(!rerun.after.diagnostics.isEmpty)
    #expect(rerun.wasRead(tree, "Kit/Example.swift"))
    // One stored result per target that compiles the file.
    let reuse = FirstPassReuse()
    _ = try LintRun.run(tree.request(), fileSystem: LocalFileSystem(), reuse: reuse)
    let keys = reuse.records(allReads: [:]).results.keys
    #expect(
      Set(keys.filter { $0.path.hasSuffix("/Kit/Example.swift") }.map(\.moduleName)) == [
        "Kit", "App",
      ])
    #expect(!rerun.wasRead(tree, "App/AppView.swift"))
    #expect(!rerun.wasRead(tree, "Share/ShareView.swift"))
    #expect(rerun.result.filesReused >= 3)
  }
}
