import Testing

@testable import BundleLintKit

/// The server in process, over an in-memory package: what one batch of messages gives.
@Suite struct LanguageServerBatchTests {
  static func server() -> LanguageServer {
    var disk = InMemoryFileSystem(currentDirectory: "/p")
    disk.addFile(
      "/p/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Shop", defaultLocalization: "en", targets: [
        .target(name: "Shop", resources: [.process("Resources")]),
      ])
      """)
    disk.addFile("/p/Sources/Shop/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    disk.addFile("/p/Sources/Shop/Cart.swift", "")
    return LanguageServer(
      setup: .init(catalog: .builtin, currentDirectory: "/p", version: "test"), fileSystem: disk)
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
    let uri: JSONValue = "file:///p/Sources/Shop/Cart.swift"
    var frames = [
      Self.frame([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
          "textDocument": ["uri": uri, "languageId": "swift", "version": .int(1), "text": ""]
        ],
      ])
    ]
    for (version, text) in [
      (2, "Text(\"a\")"), (3, "Text(\"a\")\nText(\"a\")"), (4, "Text(\"a\")\n"),
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
              "uri": "file:///p/Sources/Shop/Cart.swift", "version": .int(1),
              "text": "Text(\"a\")",
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
