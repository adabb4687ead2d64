import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves a `LanguageServer` over two file descriptors (standard input and output): a thread
/// reads and frames messages as they come; the server handles whatever has arrived in one
/// batch, so edits typed while a lint runs are linted together once.
package enum ServerLoop {
  /// Runs until `exit` or the end of the input; returns the exit code (0 after `shutdown` and
  /// `exit`, else 1).
  package static func run(_ server: LanguageServer, input: Int32, output: Int32) -> Int32 {
    let inbox = Inbox()
    DispatchQueue.global().async {
      var framer = MessageFramer()
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        framer.append(chunk[0..<count])
        var frames: [MessageFramer.Frame] = []
        while let frame = framer.next() { frames.append(frame) }
        inbox.put(frames)
      }
      inbox.close()
    }
    while true {
      let (frames, closed) = inbox.take()
      if !frames.isEmpty {
        for message in server.handle(frames) {
          guard writeAll(MessageFramer.frame(message), to: output) else { return 1 }
        }
        if let code = server.exitCode { return code }
      } else if closed {
        return server.exitCode ?? 1
      }
    }
  }

  /// Writes all of `bytes`; false when the descriptor is gone.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  /// The frames read and not yet handled, shared by the reading thread and the server's.
  private final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var frames: [MessageFramer.Frame] = []
    private var closed = false

    func put(_ new: [MessageFramer.Frame]) {
      guard !new.isEmpty else { return }
      condition.lock()
      frames += new
      condition.signal()
      condition.unlock()
    }

    func close() {
      condition.lock()
      closed = true
      condition.signal()
      condition.unlock()
    }

    /// Every frame waiting, after waiting for one unless the input has ended.
    func take() -> (frames: [MessageFramer.Frame], closed: Bool) {
      condition.lock()
      defer { condition.unlock() }
      while frames.isEmpty, !closed { condition.wait() }
      defer { frames = [] }
      return (frames, closed)
    }
  }
}
