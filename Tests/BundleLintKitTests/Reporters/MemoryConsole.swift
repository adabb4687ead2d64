@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters

/// A `Console` held in memory: it reads an `InMemoryFileSystem` and keeps what a command
/// writes (standard output, standard error, files, fixed files) for the test to read.
final class MemoryConsole {
  var files: InMemoryFileSystem
  var standardInput: [UInt8] = []
  var isTerminal = false
  var environment: [String: String] = [:]
  /// Paths whose writes fail, with the reason the console gives.
  var unwritable: [String: String] = [:]
  /// Paths whose fixed files fail to be written, with the error.
  var unfixable: [String: FixWriteError] = [:]

  private(set) var output: [UInt8] = []
  private(set) var errors: [String] = []
  private(set) var written: [String: [UInt8]] = [:]
  private(set) var fixed: [String: [UInt8]] = [:]

  init(_ files: InMemoryFileSystem) {
    self.files = files
  }

  /// Standard output as text.
  var standardOutput: String { String(decoding: output, as: UTF8.self) }
  /// Standard error as text, each message on its own line.
  var standardError: String { errors.map { $0 + "\n" }.joined() }
  /// A written file as text.
  func writtenText(_ path: String) -> String? {
    written[path].map { String(decoding: $0, as: UTF8.self) }
  }

  /// The console the command runs on.
  var console: Console {
    Console(
      fileSystem: files, environment: environment, standardOutputIsTerminal: isTerminal,
      readStandardInput: { self.standardInput },
      writeStandardOutput: { self.output += $0 },
      writeStandardError: { self.errors.append($0) },
      writeFile: { path, bytes in
        if let reason = self.unwritable[path] { return reason }
        self.written[path] = bytes
        return nil
      },
      streamFile: { path, body in
        if let reason = self.unwritable[path] { return reason }
        var bytes: [UInt8] = []
        body { bytes += $0 }
        self.written[path] = bytes
        return nil
      },
      writeFixedFile: { file, _ throws(FixWriteError) in
        if let error = self.unfixable[file.path] { throw error }
        self.fixed[file.path] = file.fixed
      })
  }
}
