import BundleLintTestSupport
import Foundation
import Testing

/// A fuzz smoke run of `bundlelint lsp` over real pipes: random and truncated messages, random
/// JSON for every method, broken headers. The server must answer a well-formed request after
/// each round, send only well-framed JSON-RPC, and end without a crash when its input closes.
/// `BUNDLELINT_LSP_FUZZ_ROUNDS` sets the rounds (default 40, a few seconds), `…_SEED` the seed.
@Suite struct LanguageServerFuzzTests {
  static let methods = [
    "initialize", "initialized", "textDocument/didOpen", "textDocument/didChange",
    "textDocument/didClose", "textDocument/didSave", "textDocument/codeAction",
    "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration", "$/cancelRequest",
    "$/setTrace", "bundlelint/unknown",
  ]

  /// A random JSON value, biased towards the shapes the protocol uses.
  static func value(_ random: inout SeededGenerator, depth: Int = 0) -> Any {
    let keys = [
      "uri", "text", "version", "textDocument", "contentChanges", "range", "start", "end", "line",
      "character", "changes", "type", "settings", "context", "only", "id", "bundlelint", "select",
    ]
    switch Int.random(in: 0..<(depth > 3 ? 5 : 8), using: &random) {
    case 0: return NSNull()
    case 1: return Bool.random(using: &random)
    case 2:
      return [0, -1, 1, 2, Int.max, Int.min, 3_000_000_000][Int.random(in: 0..<7, using: &random)]
    case 3: return Double.random(in: -1e6...1e6, using: &random)
    case 4:
      return [
        "", "file:///tmp/x.swift", "file:///nowhere/😀.swift", "Text(\"a\")\n\u{0}",
        "file://host/a", "%zz", "quickfix", "source.fixAll.bundlelint",
      ][Int.random(in: 0..<8, using: &random)]
    case 5, 6:
      var object: [String: Any] = [:]
      for _ in 0..<Int.random(in: 0..<5, using: &random) {
        object[keys.randomElement(using: &random)!] = value(&random, depth: depth + 1)
      }
      return object
    default:
      return (0..<Int.random(in: 0..<4, using: &random)).map { _ in
        value(&random, depth: depth + 1)
      }
    }
  }

  /// One random message's bytes, framed or broken.
  static func message(_ random: inout SeededGenerator) -> [UInt8] {
    var object: [String: Any] = [
      "jsonrpc": "2.0", "method": methods.randomElement(using: &random)!,
      "params": value(&random),
    ]
    if Bool.random(using: &random) { object["id"] = value(&random, depth: 3) }
    var body = (try? JSONSerialization.data(withJSONObject: object)).map { [UInt8]($0) } ?? []
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      // Random bytes as the content.
      body = (0..<Int.random(in: 0..<64, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
    case 1:
      // The content cut short, then padded to its length (a cut JSON document).
      let cut = Int.random(in: 0...body.count, using: &random)
      body = Array(body[..<cut]) + Array(repeating: UInt8(ascii: " "), count: body.count - cut)
    case 2:
      return Array("Content-Length: x\r\n\r\n".utf8) + body
    case 3:
      return Array("Content-Type: y\r\nno header\r\n\r\n".utf8)
    default: break
    }
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  @Test func randomAndTruncatedMessagesNeverStopTheServer() throws {
    let environment = ProcessInfo.processInfo.environment
    let rounds = environment["BUNDLELINT_LSP_FUZZ_ROUNDS"].flatMap(Int.init) ?? 40
    var random = SeededGenerator(
      seed: environment["BUNDLELINT_LSP_FUZZ_SEED"].flatMap(UInt64.init) ?? 21)
    let (package, client, uri) = try LanguageServerTests.openedShop()
    client.allowsUnknownResponses = true
    for round in 0..<rounds {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...8, using: &random) { bytes += Self.message(&random) }
      // Sent in random pieces, as a pipe may deliver them.
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + Int.random(in: 1...512, using: &random))
        client.sendRaw(Array(bytes[start..<end]))
        start = end
      }
      let answer = try client.call(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": uri],
          "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
          "context": ["diagnostics": []],
        ])
      #expect(answer["result"] != nil || answer["error"] != nil, "round \(round)")
    }
    // A message cut off by the end of the input.
    client.sendRaw(Array("Content-Length: 400\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":".utf8))
    let status = client.waitForExit()
    #expect(client.process.terminationReason == .exit)
    #expect(status == 1)
    withExtendedLifetime(package) {}
  }
}
