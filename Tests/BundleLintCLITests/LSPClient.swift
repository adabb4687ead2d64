import BundleLintTestSupport
import Foundation

/// A Language Server Protocol client for the tests: runs `bundlelint lsp` over real pipes,
/// frames what it sends, and checks every message it receives against the protocol (the
/// header, the exact `Content-Length`, JSON-RPC 2.0, ids that answer a request sent).
final class LSPClient: @unchecked Sendable {
  /// A protocol violation seen in what the server sent.
  struct Violation: Error, CustomStringConvertible {
    var description: String
  }

  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let condition = NSCondition()
  private var received: [[String: Any]] = []
  private var violations: [String] = []
  private var ended = false
  /// The ids of the requests sent and not answered yet.
  private var pending: Set<Int> = []
  private var nextID = 1
  /// Whether responses to requests sent raw (`sendRaw`, the fuzz run's) are let through.
  var allowsUnknownResponses = false

  init(arguments: [String] = [], in directory: URL? = nil) throws {
    process.executableURL = BinaryRunner.binary
    process.arguments = ["lsp"] + arguments
    process.currentDirectoryURL = directory ?? BinaryRunner.packageRoot
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let handle = output.fileHandleForReading
    Thread.detachNewThread { [self] in readLoop(handle) }
    let errorHandle = errors.fileHandleForReading
    Thread.detachNewThread { _ = errorHandle.readDataToEndOfFile() }
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// Sends `bytes` as they are (the tests' malformed input).
  func sendRaw(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  /// Sends a message with its header.
  func send(_ message: [String: Any]) throws {
    var message = message
    message["jsonrpc"] = "2.0"
    let body = try JSONSerialization.data(withJSONObject: message)
    sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body))
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: [String: Any]) throws {
    try send(["method": method, "params": params])
  }

  /// Sends a request; returns its id.
  @discardableResult
  func request(_ method: String, _ params: [String: Any]) throws -> Int {
    let id = nextID
    nextID += 1
    condition.lock()
    pending.insert(id)
    condition.unlock()
    try send(["id": id, "method": method, "params": params])
    return id
  }

  /// Sends a request and a `$/cancelRequest` for it in one write (so the server reads them
  /// together); returns the request's id.
  func requestAndCancel(_ method: String) throws -> Int {
    let id = nextID
    nextID += 1
    condition.lock()
    pending.insert(id)
    condition.unlock()
    var bytes: [UInt8] = []
    for message: [String: Any] in [
      ["jsonrpc": "2.0", "id": id, "method": method, "params": [:]],
      ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": id]],
    ] {
      let body = try JSONSerialization.data(withJSONObject: message)
      bytes += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
    }
    sendRaw(bytes)
    return id
  }

  /// Sends a request and waits for its response.
  func call(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
    let id = try request(method, params)
    return try next { ($0["id"] as? Int) == id && $0["method"] == nil }
  }

  /// The next message that `matching` accepts, skipping (and keeping back) none: messages
  /// before it are dropped. Fails after `timeout` seconds or on a protocol violation.
  func next(timeout: TimeInterval = 60, _ matching: ([String: Any]) -> Bool) throws
    -> [String: Any]
  {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let violation = violations.first { throw Violation(description: violation) }
      while !received.isEmpty {
        let message = received.removeFirst()
        if matching(message) { return message }
      }
      if ended { throw Violation(description: "the server closed its output") }
      if !condition.wait(until: deadline) {
        throw Violation(description: "no matching message within \(timeout) s")
      }
    }
  }

  /// The next `publishDiagnostics` for `uri`.
  func diagnostics(for uri: String) throws -> [[String: Any]] {
    let message = try next {
      $0["method"] as? String == "textDocument/publishDiagnostics"
        && ($0["params"] as? [String: Any])?["uri"] as? String == uri
    }
    return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
  }

  /// `shutdown`, then `exit`; the exit status.
  func shutDownAndExit() throws -> Int32 {
    _ = try call("shutdown", [:])
    try notify("exit", [:])
    return waitForExit()
  }

  /// Waits for the server to end; its exit status.
  func waitForExit() -> Int32 {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }

  private func readLoop(_ handle: FileHandle) {
    var buffer: [UInt8] = []
    while true {
      let data = handle.availableData
      if data.isEmpty { break }
      buffer += data
      while let (message, rest) = frame(buffer) {
        buffer = rest
        condition.lock()
        if let message { accept(message) }
        condition.broadcast()
        condition.unlock()
        if message == nil { break }
      }
    }
    condition.lock()
    if !buffer.isEmpty { violations.append("the output ends inside a message") }
    ended = true
    condition.broadcast()
    condition.unlock()
  }

  /// The first message of `buffer` and the bytes after it; nil while incomplete. A malformed
  /// header is a violation (and a nil message).
  private func frame(_ buffer: [UInt8]) -> ([String: Any]?, [UInt8])? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard
      let end = buffer.indices.dropLast(3).first(where: {
        Array(buffer[$0..<$0 + 4]) == separator
      })
    else { return nil }
    let header = String(decoding: buffer[..<end], as: UTF8.self)
    let lines = header.components(separatedBy: "\r\n")
    guard let line = lines.first(where: { $0.hasPrefix("Content-Length: ") }),
      let length = Int(line.dropFirst("Content-Length: ".count)),
      lines.allSatisfy({ $0.hasPrefix("Content-Length: ") || $0.hasPrefix("Content-Type: ") })
    else {
      condition.lock()
      violations.append("a bad header: \(header)")
      condition.unlock()
      return (nil, [])
    }
    let start = end + 4
    guard buffer.count >= start + length else { return nil }
    let body = Data(buffer[start..<start + length])
    guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
      condition.lock()
      violations.append(
        "content that is not a JSON object: \(String(decoding: body, as: UTF8.self))")
      condition.unlock()
      return (nil, [])
    }
    return (message, Array(buffer[(start + length)...]))
  }

  /// Checks one message (the lock held) and keeps it.
  private func accept(_ message: [String: Any]) {
    if message["jsonrpc"] as? String != "2.0" {
      violations.append("no 'jsonrpc: 2.0' in \(message)")
    }
    if message["method"] == nil {
      // A response: to a request sent, once, with a result or an error.
      let known = (message["id"] as? Int).map { pending.remove($0) != nil } ?? false
      guard known || allowsUnknownResponses else {
        violations.append("a response to no request: \(message)")
        return
      }
      if (message["result"] == nil) == (message["error"] == nil) {
        violations.append("a response with not exactly one of result and error: \(message)")
      }
    }
    received.append(message)
  }
}
