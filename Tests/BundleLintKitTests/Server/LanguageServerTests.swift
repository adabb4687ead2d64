import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The server in process, over an in-memory package: what one batch of messages gives.
@Suite struct LanguageServerBatchTests {
  /// A server over `FixRunTests.package`: `A.swift` (empty) in a module whose table has `k`.
  static func server() -> LanguageServer {
    LanguageServer(
      setup: .init(catalog: .builtin, currentDirectory: "/p", version: "test"),
      fileSystem: FixRunTests.package(""))
  }

  static func frame(_ value: JSONValue) -> MessageFramer.Frame { .message(value.compactJSON) }

  static func messages(_ out: [[UInt8]]) throws -> [JSONValue] {
    try out.map { try JSONValue.parse($0) }
  }

  @Test func aBurstOfEditsIsLintedAndPublishedOnce() throws {
    let server = Self.server()
    _ = server.handle([
      Self.frame(["jsonrpc": "2.0", "id": .int(1), "method": "initialize", "params": [:]])
    ])
    let uri: JSONValue = "file:///p/Sources/Shop/A.swift"
    var frames = [
      Self.frame([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
          "textDocument": ["uri": uri, "languageId": "swift", "version": .int(1), "text": ""]
        ],
      ])
    ]
    for (version, text) in [
      (2, "Text(\"k\")"), (3, "Text(\"k\")\nText(\"k\")"), (4, "Text(\"k\")\n"),
    ] {
      frames.append(
        Self.frame([
          "jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": [
            "textDocument": ["uri": uri, "version": .int(version)],
            "contentChanges": [["text": .string(text)]],
          ],
        ]))
    }
    let published = try Self.messages(server.handle(frames)).filter {
      $0["method"]?.stringValue == "textDocument/publishDiagnostics"
    }
    #expect(published.count == 1)
    #expect(published.first?["params"]?["version"] == .int(4))
    #expect(published.first?["params"]?["diagnostics"]?.arrayValue?.count == 1)
  }

  @Test func aSecondInitializeAndNotificationsBeforeTheFirstAreRefusedOrDropped() throws {
    let server = Self.server()
    let early = try Self.messages(
      server.handle([
        Self.frame([
          "jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": [
            "textDocument": [
              "uri": "file:///p/Sources/Shop/A.swift", "version": .int(1),
              "text": "Text(\"k\")",
            ]
          ],
        ])
      ]))
    #expect(early.isEmpty)
    let initialize = Self.frame([
      "jsonrpc": "2.0", "id": "x", "method": "initialize", "params": [:],
    ])
    _ = server.handle([initialize])
    let again = try Self.messages(server.handle([initialize]))
    #expect(again.first?["error"]?["code"] == .int(-32600))
    #expect(again.first?["id"] == "x")
  }

  static func open(_ path: String, _ text: String) -> MessageFramer.Frame {
    frame([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": .string("file://" + path), "languageId": "swift", "version": .int(1),
          "text": .string(text),
        ]
      ],
    ])
  }

  /// The diagnostics' rule ids of each document published in `messages`, by path.
  static func published(_ messages: [JSONValue]) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for message in messages where message["method"] == "textDocument/publishDiagnostics" {
      let path = String(message["params"]?["uri"]?.stringValue?.dropFirst(7) ?? "")
      result[path] = message["params"]?["diagnostics"]?.arrayValue?.compactMap {
        $0["code"]?.stringValue
      }
    }
    return result
  }

  @Test func anEditToAWrapperRepublishesTheOpenFilesThatCallIt() throws {
    let disk = LintSessionTests.wrapperPackage()
    let wrapper = LintSessionTests.wrapper
    let server = LanguageServer(
      setup: .init(catalog: .builtin, currentDirectory: "/p", version: "test"), fileSystem: disk)
    _ = server.handle([
      Self.frame(["jsonrpc": "2.0", "id": .int(1), "method": "initialize", "params": [:]])
    ])
    let opened = Self.published(
      try Self.messages(
        server.handle([
          Self.open("/p/Sources/Shop/Cart.swift", "import SwiftUI\nlet title = Title(\"k\")\n"),
          Self.open("/p/Sources/Shop/Title.swift", wrapper),
        ])))
    #expect(opened["/p/Sources/Shop/Cart.swift"] == ["wrapper-missing-bundle"])

    // The wrapper is renamed in its buffer: the call in the other open file is no wrapper call.
    let edited = Self.published(
      try Self.messages(
        server.handle([
          Self.frame([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
              "textDocument": ["uri": "file:///p/Sources/Shop/Title.swift", "version": .int(2)],
              "contentChanges": [
                ["text": .string(wrapper.replacingOccurrences(of: "Title(", with: "Heading("))]
              ],
            ],
          ])
        ])))
    #expect(edited["/p/Sources/Shop/Cart.swift"] == [])

    // Closing both lets the package go.
    #expect(server.sessions.count == 1)
    for path in ["/p/Sources/Shop/Cart.swift", "/p/Sources/Shop/Title.swift"] {
      _ = server.handle([
        Self.frame([
          "jsonrpc": "2.0", "method": "textDocument/didClose",
          "params": ["textDocument": ["uri": .string("file://" + path)]],
        ])
      ])
    }
    #expect(server.sessions.isEmpty)
    #expect(server.documents.isEmpty)
  }

  @Test func settingsChangeTheFindings() throws {
    let server = LanguageServer(
      setup: .init(catalog: .builtin, currentDirectory: "/p", version: "test"),
      fileSystem: FixRunTests.package(""))
    _ = server.handle([
      Self.frame(["jsonrpc": "2.0", "id": .int(1), "method": "initialize", "params": [:]])
    ])
    let path = "/p/Sources/Shop/A.swift"
    let text = "Text(\"k\")\nText(\"nope\", bundle: .module)\n"
    var found = Self.published(try Self.messages(server.handle([Self.open(path, text)])))
    #expect(found[path] == ["localized-string-missing-bundle", "unknown-localization-key"])

    found = Self.published(
      try Self.messages(
        server.handle([
          Self.frame([
            "jsonrpc": "2.0", "method": "workspace/didChangeConfiguration",
            "params": ["settings": ["bundlelint": ["ignore": ["unknown-localization-key"]]]],
          ])
        ])))
    #expect(found[path] == ["localized-string-missing-bundle"])
  }
}
