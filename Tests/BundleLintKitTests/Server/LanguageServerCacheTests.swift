import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The server's first load of a package goes through the rerun cache; open documents whose
/// text differs from the disk are never served from it, nor stored in it.
@Suite struct LanguageServerCacheTests {
  typealias Batch = LanguageServerBatchTests

  static let cart =
    "import SwiftUI\nlet title = Text(\"cart.title\")\nlet heading = Title(\"cart.title\")\n"

  /// `RunCacheTests.shop` with `cart` as `Cart.swift`, a wrapper and a file without findings.
  static func tree() throws -> CacheTree {
    let tree = try RunCacheTests.shop(cart)
    try tree.write("Sources/Shop/Title.swift", LintSessionTests.wrapper)
    try tree.write("Sources/Shop/Other.swift", "struct Other {}\n")
    return tree
  }

  /// A server on the disk, with the tree's cache folder.
  static func server(_ tree: CacheTree, cacheDir: String? = nil) throws -> LanguageServer {
    var setup = LanguageServer.Setup(
      catalog: .builtin, currentDirectory: tree.root, version: "test")
    setup.cacheDirectory = cacheDir ?? tree.cacheDirectory
    let server = LanguageServer(setup: setup, fileSystem: LocalFileSystem())
    _ = server.handle([
      Batch.frame(["jsonrpc": "2.0", "id": .int(1), "method": "initialize", "params": [:]])
    ])
    return server
  }

  /// What the server publishes for `path` when it is opened with `text`.
  static func open(_ server: LanguageServer, _ path: String, _ text: String) throws -> [JSONValue] {
    let messages = try Batch.messages(server.handle([Batch.open(path, text)]))
    return messages.filter { $0["method"] == "textDocument/publishDiagnostics" }
  }

  @Test func aSecondStartOnAnUnchangedWorkspaceIsServedFromTheCache() throws {
    let tree = try Self.tree()
    let path = tree.root + "/Sources/Shop/Cart.swift"
    let first = try Self.server(tree)
    let published = try Self.open(first, path, Self.cart)
    #expect(first.sessions.first?.filesFromCache == 0)
    #expect(tree.entries().count == 1)
    let codes = published.first?["params"]?["diagnostics"]?.arrayValue?.compactMap {
      $0["code"]?.stringValue
    }
    #expect(codes == ["localized-string-missing-bundle", "wrapper-missing-bundle"])

    let second = try Self.server(tree)
    #expect(try Self.open(second, path, Self.cart) == published)
    #expect(second.sessions.first?.filesFromCache == 3)
  }

  @Test func anEditedFileOnDiskIsLintedAgainAtTheNextStart() throws {
    let tree = try Self.tree()
    let path = tree.root + "/Sources/Shop/Cart.swift"
    _ = try Self.open(try Self.server(tree), path, Self.cart)
    // The wrapper is renamed on disk: the next load reads that file alone, and the open
    // document's call is no wrapper call any more.
    try tree.write(
      "Sources/Shop/Title.swift",
      LintSessionTests.wrapper.replacingOccurrences(of: "Title(", with: "Heading("))
    let server = try Self.server(tree)
    let codes = try Self.open(server, path, Self.cart).first?["params"]?["diagnostics"]?
      .arrayValue?.compactMap { $0["code"]?.stringValue }
    #expect(codes == ["localized-string-missing-bundle"])
    #expect(server.sessions.first?.filesFromCache == 2)
  }

  @Test func anUnsavedBufferIsLintedFromItsTextAndNeverTouchesTheCache() throws {
    let tree = try Self.tree()
    let path = tree.root + "/Sources/Shop/Cart.swift"
    _ = try Self.open(try Self.server(tree), path, Self.cart)
    let entry = tree.cacheDirectory + "/" + tree.entries()[0]
    let stored = try Data(contentsOf: URL(fileURLWithPath: entry))

    // Opened with text the disk does not hold: linted from it, without the cache.
    let server = try Self.server(tree)
    let unsaved = "import SwiftUI\nlet title = Text(\"cart.title\", bundle: .module)\n"
    let codes = try Self.open(server, path, unsaved).first?["params"]?["diagnostics"]?
      .arrayValue?.compactMap { $0["code"]?.stringValue }
    #expect(codes == [])
    #expect(server.sessions.first?.filesFromCache == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) == stored)
    #expect(tree.entries().count == 1)
  }

  @Test func anEditAfterALoadFromTheCacheIsLintedFromTheBuffer() throws {
    let tree = try Self.tree()
    let path = tree.root + "/Sources/Shop/Cart.swift"
    _ = try Self.open(try Self.server(tree), path, Self.cart)
    let server = try Self.server(tree)
    _ = try Self.open(server, path, Self.cart)
    #expect(server.sessions.first?.filesFromCache == 3)
    let edited = try Batch.messages(
      server.handle([
        Batch.frame([
          "jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": [
            "textDocument": ["uri": .string("file://" + path), "version": .int(2)],
            "contentChanges": [["text": "import SwiftUI\nlet heading = Title(\"cart.title\")\n"]],
          ],
        ])
      ]))
    let codes = edited.first { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?[
      "diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
    #expect(codes == ["wrapper-missing-bundle"])
  }

  @Test func theSettingTurnsTheCacheOff() throws {
    let tree = try Self.tree()
    var settings = try Settings(["cacheDir": .null], over: Settings())
    #expect(settings.cacheDirectory == nil)
    settings = try Settings(["bundlelint": ["cacheDir": "/c"]], over: Settings())
    #expect(settings.cacheDirectory == "/c")
    #expect(throws: LanguageServer.InvalidParams.self) {
      try Settings(["cacheDir": .int(1)], over: Settings())
    }
    var setup = LanguageServer.Setup(
      catalog: .builtin, currentDirectory: tree.root, version: "test")
    setup.cacheDirectory = tree.cacheDirectory
    let server = LanguageServer(setup: setup, fileSystem: LocalFileSystem())
    _ = server.handle([
      Batch.frame([
        "jsonrpc": "2.0", "id": .int(1), "method": "initialize",
        "params": ["initializationOptions": ["cacheDir": .null]],
      ])
    ])
    _ = try Self.open(server, tree.root + "/Sources/Shop/Cart.swift", Self.cart)
    #expect(tree.entries().isEmpty)
  }
}
