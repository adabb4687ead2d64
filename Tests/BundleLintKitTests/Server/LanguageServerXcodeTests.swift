import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A file of an Xcode target, in no package, is linted in the editor with the workspace's
/// projects: in the context of its package or project.
@Suite struct LanguageServerXcodeTests {
  @Test func aFileOfAnExtensionTargetIsLintedWithItsProject() throws {
    let root = RuleExampleHarness.projectRoot
    var fs = InMemoryFileSystem(currentDirectory: root)
    for (path, text) in [
      ("App/en.lproj/Localizable.strings", "\"app.title\" = \"Shop\";\n"),
      ("Share/en.lproj/Localizable.strings", "\"share.title\" = \"Share\";\n"),
      ("Share/ShareView.swift", "struct ShareView {}\n"),
      ("Kit/KitView.swift", "public final class KitView {}\n"),
      ("Share/Example.swift", ""),
    ] {
      fs.addFile(root + "/" + path, text)
    }
    fs.addFile(
      root + "/Shop.xcodeproj/project.pbxproj",
      RuleExampleHarness.projectFile(exampleIn: ["Share"]))
    let server = LanguageServer(
      setup: .init(catalog: .builtin, currentDirectory: root, version: "test"), fileSystem: fs)
    _ = server.handle([
      LanguageServerBatchTests.frame([
        "jsonrpc": "2.0", "id": .int(1), "method": "initialize", "params": [:],
      ])
    ])
    let published = try LanguageServerBatchTests.messages(
      server.handle([
        LanguageServerBatchTests.frame([
          "jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": [
            "textDocument": [
              "uri": .string("file://\(root)/Share/Example.swift"), "languageId": "swift",
              "version": .int(1), "text": "let title = Text(\"app.title\")\n",
            ]
          ],
        ])
      ])
    ).filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
    let codes = published.last?["params"]?["diagnostics"]?.arrayValue?.compactMap {
      $0["code"]?.stringValue
    }
    #expect(codes == ["extension-lookup-misses"])
  }
}
