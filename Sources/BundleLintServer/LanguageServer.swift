import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

/// A Language Server Protocol server for bundlelint: its state between messages and its answers
/// to them. Reading and writing the stream is `ServerLoop`'s; here, frames go in and message
/// contents come out, so whole sessions run in tests without a process.
///
/// Open documents are linted from their text, in their package's context (`LintSession`, one
/// per loaded package, dropped when no open document is in it); their findings are published
/// after each batch of messages, so a burst of edits is linted once.
package final class LanguageServer {
  /// What the server lints with, beside the client's settings.
  package struct Setup: Sendable {
    package var catalog: RuleCatalog
    /// The folder relative paths in the settings (`configurationPath`) start from.
    package var currentDirectory: String
    package var manifestMode: Project.ManifestMode
    /// The tool's version, for `serverInfo`.
    package var version: String
    /// `--select`, `--ignore` and `--config` of the command line: the settings until the client
    /// gives its own.
    package var select: [String]?
    package var ignore: [String] = []
    package var configurationPath: String?
    /// The rerun cache's folder (nil: no cache), for the first load of a workspace's packages
    /// (`LintSession`'s `cache`); the setting `cacheDir` overrides it.
    package var cacheDirectory: String?
    /// Where the rules come from (`--rules DIR`), nil for the built-in ones: part of the
    /// cache's key.
    package var rulesDirectory: String?

    package init(
      catalog: RuleCatalog, currentDirectory: String, manifestMode: Project.ManifestMode = .static,
      version: String
    ) {
      self.catalog = catalog
      self.currentDirectory = currentDirectory
      self.manifestMode = manifestMode
      self.version = version
    }
  }

  /// Where the server is in the protocol's lifecycle.
  enum State {
    /// Before `initialize`: requests are refused, notifications dropped.
    case starting
    case running
    /// After `shutdown`: only `exit` is heeded.
    case shutDown
  }

  /// A request's or notification's parameters that are not what the method takes.
  struct InvalidParams: Error {
    var message: String
  }

  let setup: Setup
  /// The disk, under the open documents.
  let disk: any FileSystem
  /// Where errors are written besides the client's log (standard error).
  let log: (String) -> Void

  var state = State.starting
  /// Set by `exit`: 0 after `shutdown`, else 1.
  package private(set) var exitCode: Int32?
  var encoding = PositionEncoding.utf16
  /// The open documents, by absolute path.
  var documents: [String: TextDocument] = [:]
  /// The findings last published for each open document, with the version they are for.
  var findings: [String: (version: Int, diagnostics: [Diagnostic])] = [:]
  var sessions: [LintSession] = []
  /// Open documents no package lints (outside every package, or left out by a configuration),
  /// until the workspace changes.
  var unlintable: Set<String> = []
  var settings = Settings()
  /// The command line's settings, which the client's override member by member.
  let baseSettings: Settings
  /// Open documents to lint at the end of the batch, in order.
  var dirty: [String] = []
  /// Whether the client registers file watchers when asked (`client/registerCapability`).
  var clientRegistersWatchers = false
  /// Messages to send, in order.
  var outgoing: [JSONValue] = []
  /// Each rule's page, by id, made when first published.
  var ruleLinks: [String: String] = [:]

  package init(
    setup: Setup, fileSystem: any FileSystem = LocalFileSystem(),
    log: @escaping (String) -> Void = { _ in }
  ) {
    self.setup = setup
    disk = fileSystem
    self.log = log
    var base = Settings()
    base.select = setup.select
    base.ignore = setup.ignore
    base.configurationPath = setup.configurationPath
    base.cacheDirectory = setup.cacheDirectory
    baseSettings = base
    settings = base
  }

  /// Handles the frames read since the last call, in order, then lints the documents they
  /// changed; returns the contents of the messages to send, in order. A request that a
  /// `$/cancelRequest` among `frames` cancels is answered `RequestCancelled`.
  package func handle(_ frames: [MessageFramer.Frame]) -> [[UInt8]] {
    var messages: [JSONValue] = []
    for frame in frames {
      switch frame {
      case .malformed(let reason):
        logError("skipped a malformed message: \(reason)")
      case .oversized(let length):
        // Its id is unknown: answered as JSON-RPC answers a request it cannot read.
        let limit = MessageFramer.maximumLength >> 20
        let message =
          "a message of \(length) bytes is more than the \(limit) MiB allowed; skipped to the next header"
        logError(message)
        respond(to: .null, error: .invalidRequest, message)
      case .message(let bytes):
        do {
          messages.append(try JSONValue.parse(bytes))
        } catch {
          logError("skipped a message that is not JSON: \(error.message) (line \(error.line))")
        }
      }
    }
    let cancelled = Set(
      messages.compactMap { message in
        message["method"]?.stringValue == "$/cancelRequest" ? message["params"]?["id"] : nil
      })
    for message in messages {
      dispatch(message, cancelled: cancelled)
      if exitCode != nil { break }
    }
    if exitCode == nil { publishDirty() }
    defer { outgoing = [] }
    return outgoing.map(\.compactJSON)
  }

  /// Handles one message.
  func dispatch(_ message: JSONValue, cancelled: Set<JSONValue>) {
    guard let members = message.objectValue else {
      logError("skipped a message that is not a JSON object")
      return
    }
    var id = members["id"]
    switch id {
    case nil, .null?, .string?, .number?: break
    default:
      // JSON-RPC ids are strings or numbers; the error cannot name such a request.
      logError("skipped a message whose id is \(id?.typeName ?? "missing")")
      id = .null
      if members["method"] != nil {
        respond(to: .null, error: .invalidRequest, "an id is a string or a number")
        return
      }
    }
    guard let method = members["method"]?.stringValue else {
      // A response to the server's own request (`client/registerCapability`) needs nothing.
      if id != nil, members["result"] != nil || members["error"] != nil { return }
      logError("skipped a message without a method")
      if let id { respond(to: id, error: .invalidRequest, "the message has no method") }
      return
    }
    let params = members["params"] ?? .null
    guard let id else {
      do {
        try notification(method, params)
      } catch {
        logError("skipped '\(method)': \(error.message)")
      }
      return
    }
    if cancelled.contains(id) {
      respond(to: id, error: .requestCancelled, "the request was cancelled")
      return
    }
    switch (state, method) {
    case (.starting, "initialize"): break
    case (.starting, _):
      respond(to: id, error: .serverNotInitialized, "the server is not initialized yet")
      return
    case (.shutDown, _):
      respond(to: id, error: .invalidRequest, "the server is shut down")
      return
    case (.running, _): break
    }
    do {
      let result: JSONValue
      switch method {
      case "initialize":
        guard state == .starting else {
          respond(to: id, error: .invalidRequest, "the server is initialized already")
          return
        }
        result = try initialize(params)
      case "shutdown":
        state = .shutDown
        sessions = []
        result = .null
      case "textDocument/codeAction":
        result = try codeActions(params)
      default:
        respond(to: id, error: .methodNotFound, "no method '\(method)'")
        return
      }
      outgoing.append(["jsonrpc": "2.0", "id": id, "result": result])
    } catch {
      respond(to: id, error: .invalidParams, error.message)
    }
  }

  /// Handles one notification; unknown ones are ignored.
  func notification(_ method: String, _ params: JSONValue) throws(InvalidParams) {
    if method == "exit" {
      exitCode = state == .shutDown ? 0 : 1
      return
    }
    guard state == .running else { return }
    switch method {
    case "initialized": registerWatchers()
    case "textDocument/didOpen": try didOpen(params)
    case "textDocument/didChange": try didChange(params)
    case "textDocument/didClose": try didClose(params)
    case "textDocument/didSave": try didSave(params)
    case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
    case "workspace/didChangeConfiguration": try didChangeConfiguration(params)
    default: break  // `$/cancelRequest` was seen before the batch ran; the rest need nothing
    }
  }

  /// Answers request `id` with an error.
  func respond(to id: JSONValue, error code: ErrorCode, _ message: String) {
    outgoing.append([
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .int(code.rawValue), "message": .string(message)],
    ])
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSONValue) {
    outgoing.append(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Writes `message` to the log and to the client's log (`window/logMessage`, as an error).
  func logError(_ message: String) {
    log("bundlelint lsp: error: \(message)")
    notify("window/logMessage", ["type": .int(1), "message": .string(message)])
  }
}

extension LanguageServer.InvalidParams {
  init(_ message: String) { self.message = message }
}
