import BundleLintTestSupport
import Foundation
import Testing

/// `bundlelint lsp`, end to end: a client drives the built binary over real pipes through whole
/// sessions and checks every message against the protocol.
@Suite struct LanguageServerTests {
  static let view = """
    import SwiftUI
    struct Cart: View {
      var body: some View {
        Text("cart.title")
        Text("cart.later", bundle: .module)
      }
    }

    """

  /// `initialize` (offering `encodings`) and `initialized`; answers a watcher registration.
  static func start(_ client: LSPClient, encodings: [String]? = nil) throws -> [String: Any] {
    var general: [String: Any] = [:]
    if let encodings { general["positionEncodings"] = encodings }
    let response = try client.call(
      "initialize",
      [
        "processId": NSNull(), "rootUri": NSNull(),
        "capabilities": [
          "general": general,
          "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
        ],
      ])
    try client.notify("initialized", [:])
    let registration = try client.next { $0["method"] as? String == "client/registerCapability" }
    try client.send(["id": registration["id"] ?? NSNull(), "result": NSNull()])
    return response["result"] as? [String: Any] ?? [:]
  }

  /// A `shop` package with `view` in `Cart.swift`, a started client in it, and that file open.
  static func openedShop() throws -> (TemporaryPackage, LSPClient, uri: String) {
    let package = try AdoptionTests.shop(view)
    let client = try LSPClient(in: package.root)
    _ = try start(client)
    let uri = try open(
      client, package.root.appendingPathComponent("Sources/Shop/Cart.swift"), text: view)
    return (package, client, uri)
  }

  static func open(_ client: LSPClient, _ url: URL, text: String) throws -> String {
    let uri = url.absoluteString
    try client.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
    return uri
  }

  /// The rule ids and 0-based lines of `diagnostics`, sorted.
  static func codes(_ diagnostics: [[String: Any]]) -> [String] {
    diagnostics.map { diagnostic in
      let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
      return "\(start?["line"] as? Int ?? -1):\(diagnostic["code"] as? String ?? "")"
    }.sorted()
  }

  /// The position of the first `needle` in `text`, in `encoding`'s units.
  static func position(of needle: String, in text: String, utf8: Bool) -> (
    line: Int, character: Int
  ) {
    let range = text.range(of: needle)!
    let before = text[..<range.lowerBound]
    let line = before.components(separatedBy: "\n").count - 1
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    let prefix = text[lineStart..<range.lowerBound]
    return (line, utf8 ? prefix.utf8.count : prefix.utf16.count)
  }

  /// Checks that each range lies in `text` and starts at or before its end.
  static func checkRanges(_ diagnostics: [[String: Any]], in text: String, utf8: Bool) {
    let lines = text.components(separatedBy: "\n")
    for diagnostic in diagnostics {
      let range = diagnostic["range"] as? [String: Any]
      let start = range?["start"] as? [String: Int] ?? [:]
      let end = range?["end"] as? [String: Int] ?? [:]
      for point in [start, end] {
        let line = point["line"] ?? -1
        #expect(lines.indices.contains(line))
        guard lines.indices.contains(line) else { continue }
        let length = utf8 ? lines[line].utf8.count : lines[line].utf16.count
        #expect((0...length).contains(point["character"] ?? -1))
      }
      #expect(
        (start["line"] ?? 0, start["character"] ?? 0) <= (end["line"] ?? 0, end["character"] ?? 0))
      #expect(diagnostic["source"] as? String == "bundlelint")
      #expect((diagnostic["codeDescription"] as? [String: Any])?["href"] is String)
    }
  }

  @Test func aWholeSessionLintsTheBufferFixesItFollowsATableAndShutsDown() throws {
    let package = try AdoptionTests.shop(Self.view)
    let client = try LSPClient(in: package.root)
    let result = try Self.start(client, encodings: ["utf-16"])
    let capabilities = result["capabilities"] as? [String: Any]
    #expect(capabilities?["positionEncoding"] as? String == "utf-16")
    let file = package.root.appendingPathComponent("Sources/Shop/Cart.swift")

    // The buffer, not the disk: the disk has no finding on line 2.
    var text = Self.view.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\n")
    let uri = try Self.open(client, file, text: text)
    var diagnostics = try client.diagnostics(for: uri)
    #expect(
      Self.codes(diagnostics) == [
        "4:localized-string-missing-bundle", "5:unknown-localization-key",
      ])
    Self.checkRanges(diagnostics, in: text, utf8: false)
    let missing = diagnostics.first { $0["code"] as? String == "localized-string-missing-bundle" }
    #expect(missing?["severity"] as? Int == 1)
    let start = Self.position(of: "Text(\"cart.title\")", in: text, utf8: false)
    let range = missing?["range"] as? [String: [String: Int]]
    #expect(range?["start"] == ["line": start.line, "character": start.character])

    // An incremental edit: the blank line goes.
    try client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri, "version": 2],
        "contentChanges": [
          [
            "range": [
              "start": ["line": 1, "character": 0], "end": ["line": 2, "character": 0],
            ],
            "text": "",
          ]
        ],
      ])
    text = Self.view
    diagnostics = try client.diagnostics(for: uri)
    #expect(
      Self.codes(diagnostics) == [
        "3:localized-string-missing-bundle", "4:unknown-localization-key",
      ])

    // The quick fix of the finding, preferred (safe), and the file's fix-all.
    let actions =
      try client.call(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": uri],
          "range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 10]],
          "context": ["diagnostics": []],
        ])["result"] as? [[String: Any]] ?? []
    let quickFix = actions.first { $0["kind"] as? String == "quickfix" }
    #expect(quickFix?["isPreferred"] as? Bool == true)
    let fixAll = actions.first { $0["kind"] as? String == "source.fixAll.bundlelint" }
    let changes = (fixAll?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
    let edit = try #require(changes?[uri]?.first)
    text = Self.applying(edit, to: text)
    #expect(text.contains("Text(\"cart.title\", bundle: .module)"))
    try client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text]]])
    diagnostics = try client.diagnostics(for: uri)
    #expect(Self.codes(diagnostics) == ["4:unknown-localization-key"])

    // A table changes on disk: the key exists now.
    try package.write(
      "Sources/Shop/Resources/en.lproj/Localizable.strings",
      AdoptionTests.strings + "\"cart.later\" = \"Later\";\n")
    let table = package.root.appendingPathComponent(
      "Sources/Shop/Resources/en.lproj/Localizable.strings")
    try client.notify(
      "workspace/didChangeWatchedFiles", ["changes": [["uri": table.absoluteString, "type": 2]]])
    #expect(try client.diagnostics(for: uri).isEmpty)

    // Closing clears the findings.
    try client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
    #expect(try client.diagnostics(for: uri).isEmpty)
    let shutdown = try client.call("shutdown", [:])
    #expect(shutdown["result"] is NSNull)
    try client.notify("exit", [:])
    #expect(client.waitForExit() == 0)
  }

  /// `edit` (a `TextEdit`, UTF-16 positions) applied to `text`.
  static func applying(_ edit: [String: Any], to text: String) -> String {
    let range = edit["range"] as? [String: [String: Int]] ?? [:]
    func index(_ point: [String: Int]?) -> String.Index {
      var lineStart = text.startIndex
      for _ in 0..<(point?["line"] ?? 0) {
        lineStart =
          text[lineStart...].firstIndex(of: "\n").map { text.index(after: $0) }
          ?? text.endIndex
      }
      return text.utf16.index(lineStart, offsetBy: point?["character"] ?? 0)
    }
    var result = text
    result.replaceSubrange(
      index(range["start"])..<index(range["end"]), with: edit["newText"] as? String ?? "")
    return result
  }

  @Test(arguments: [true, false])
  func columnsAreExactInTheAgreedEncodingBeyondTheBasicPlane(utf8: Bool) throws {
    let line = "let a = \"😀𝒳é\"; let b = Text(\"cart.title\")"
    let text = "import SwiftUI\n\(line)\n"
    let package = try AdoptionTests.shop(text)
    let client = try LSPClient(in: package.root)
    let result = try Self.start(client, encodings: utf8 ? ["utf-8", "utf-16"] : nil)
    #expect(
      (result["capabilities"] as? [String: Any])?["positionEncoding"] as? String
        == (utf8 ? "utf-8" : "utf-16"))
    let uri = try Self.open(
      client, package.root.appendingPathComponent("Sources/Shop/Cart.swift"), text: text)
    var diagnostics = try client.diagnostics(for: uri)
    Self.checkRanges(diagnostics, in: text, utf8: utf8)
    let expected = Self.position(of: "Text(", in: text, utf8: utf8)
    var start = (diagnostics.first?["range"] as? [String: [String: Int]])?["start"]
    #expect(start == ["line": expected.line, "character": expected.character])

    // An edit whose range is counted in the same units: '𝒳' goes.
    let from = Self.position(of: "𝒳", in: text, utf8: utf8)
    let to = Self.position(of: "é", in: text, utf8: utf8)
    try client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri, "version": 2],
        "contentChanges": [
          [
            "range": [
              "start": ["line": from.line, "character": from.character],
              "end": ["line": to.line, "character": to.character],
            ],
            "text": "",
          ]
        ],
      ])
    let edited = text.replacingOccurrences(of: "𝒳", with: "")
    diagnostics = try client.diagnostics(for: uri)
    let moved = Self.position(of: "Text(", in: edited, utf8: utf8)
    start = (diagnostics.first?["range"] as? [String: [String: Int]])?["start"]
    #expect(start == ["line": moved.line, "character": moved.character])
    #expect(try client.shutDownAndExit() == 0)
  }

  @Test func errorsAreAnsweredAndBadInputIsSurvived() throws {
    let package = try AdoptionTests.shop(Self.view)
    let client = try LSPClient(in: package.root)
    // Before `initialize`: refused.
    let early = try client.call("textDocument/codeAction", [:])
    #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
    _ = try Self.start(client)
    // Not JSON, no Content-Length, a truncated header: logged, and the server goes on.
    client.sendRaw(Array("Content-Length: 5\r\n\r\n{nope".utf8))
    let log = try client.next { $0["method"] as? String == "window/logMessage" }
    #expect((log["params"] as? [String: Any])?["type"] as? Int == 1)
    client.sendRaw(Array("Content-Type: x\r\n\r\n".utf8))
    let unknown = try client.call("bundlelint/unknown", [:])
    #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
    // Unknown notifications, `$/` ones included, are ignored.
    try client.notify("$/setTrace", ["value": "off"])
    try client.notify("bundlelint/whatever", [:])
    // A request cancelled in the same write is answered `RequestCancelled`.
    let id = try client.requestAndCancel("bundlelint/slow")
    let cancelled = try client.next { ($0["id"] as? Int) == id }
    #expect((cancelled["error"] as? [String: Any])?["code"] as? Int == -32800)
    _ = try client.call("shutdown", [:])
    let late = try client.call("textDocument/codeAction", [:])
    #expect((late["error"] as? [String: Any])?["code"] as? Int == -32600)
    try client.notify("exit", [:])
    #expect(client.waitForExit() == 0)
  }

  /// A scripted client announces a message of 100 MB, sends a little of it and goes on: the
  /// server answers the oversized message with an error, finds the next header, and answers
  /// and exits as asked.
  @Test func anOversizedMessageIsAnsweredAndTheServerResynchronises() throws {
    let client = try LSPClient()
    client.allowsUnknownResponses = true
    _ = try Self.start(client)
    client.sendRaw(Array(#"Content-Length: 100000000\#r\#n\#r\#n{"id":7,"method":"x","#.utf8))
    let error = try client.next { $0["method"] == nil && $0["id"] is NSNull }
    let detail = try #require(error["error"] as? [String: Any])
    #expect(detail["code"] as? Int == -32600)
    #expect(
      detail["message"] as? String
        == "a message of 100000000 bytes is more than the 64 MiB allowed; skipped to the next header"
    )
    let unknown = try client.call("bundlelint/unknown", [:])
    #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
    #expect(try client.shutDownAndExit() == 0)
  }

  @Test func exitWithoutShutdownExitsWithOne() throws {
    let client = try LSPClient()
    _ = try Self.start(client)
    try client.notify("exit", [:])
    #expect(client.waitForExit() == 1)
  }

  @Test func stdinFilenameLintsStandardInputAsThatFile() throws {
    let package = try AdoptionTests.shop("let x = 1\n")
    let run = try BinaryRunner.run(
      ["--stdin-filename", "Sources/Shop/Cart.swift"], in: package.root,
      stdin: "\nlet title = Text(\"cart.title\")\n")
    #expect(run.status == 1)
    #expect(
      run.stdout.contains("Sources/Shop/Cart.swift:2:13: error:")
        && run.stdout.contains("[localized-string-missing-bundle]"))
    let withPath = try BinaryRunner.run(
      ["--stdin-filename", "Sources/Shop/Cart.swift", "."], in: package.root, stdin: "")
    #expect(withPath.status == 2)
    #expect(withPath.stderr.contains("'--stdin-filename' lints standard input"))
  }

  @Test func aConfigurationFileWrittenOnDiskChangesTheFindings() throws {
    let (package, client, uri) = try Self.openedShop()
    #expect(
      Self.codes(try client.diagnostics(for: uri)) == [
        "3:localized-string-missing-bundle", "4:unknown-localization-key",
      ])
    try package.write(
      ".bundlelint.json", #"{"rules": {"unknown-localization-key": {"enabled": false}}}"#)
    try client.notify(
      "workspace/didChangeWatchedFiles",
      [
        "changes": [
          [
            "uri": package.root.appendingPathComponent(".bundlelint.json").absoluteString,
            "type": 1,
          ]
        ]
      ])
    #expect(Self.codes(try client.diagnostics(for: uri)) == ["3:localized-string-missing-bundle"])
    #expect(try client.shutDownAndExit() == 0)
  }

  @Test func savingTheManifestInTheEditorReloadsItsPackage() throws {
    let (package, client, uri) = try Self.openedShop()
    #expect(
      Self.codes(try client.diagnostics(for: uri)).contains("3:localized-string-missing-bundle"))
    // The target no longer declares its resources: it owns no bundle, and no lookup of it
    // misses one.
    let manifest = AdoptionTests.manifest.replacingOccurrences(
      of: #".target(name: "Shop", resources: [.process("Resources")])"#,
      with: #".target(name: "Shop", exclude: ["Resources", "Media.xcassets"])"#)
    #expect(manifest != AdoptionTests.manifest)
    let manifestURI = try Self.open(
      client, package.root.appendingPathComponent("Package.swift"), text: manifest)
    try package.write("Package.swift", manifest)
    try client.notify("textDocument/didSave", ["textDocument": ["uri": manifestURI]])
    #expect(
      !Self.codes(try client.diagnostics(for: uri)).contains("3:localized-string-missing-bundle"))
    #expect(try client.shutDownAndExit() == 0)
  }
}
