import Testing

@testable import BundleLintKit

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
}
