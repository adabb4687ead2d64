import BundleLintEngine
import BundleLintProject

/// What a command reads and writes besides its flags: the files, the standard streams, the
/// environment, and where reports, baselines and fixed files are written. The process's own is
/// `Console.local()`; tests hold theirs in memory, so a whole command runs without a disk.
package struct Console {
  /// Where the run, the baseline, source excerpts and configuration errors are read.
  package var fileSystem: any FileSystem
  /// The environment variables (`--color auto`, the rerun cache's folder, tracing).
  package var environment: [String: String]
  /// Whether standard output is a terminal: what `--format text` and `--color auto` decide by.
  package var standardOutputIsTerminal: Bool
  /// All of standard input (`--stdin-filename`).
  package var readStandardInput: () -> [UInt8]
  /// Writes bytes to standard output.
  package var writeStandardOutput: ([UInt8]) -> Void
  /// Writes one message to standard error; the newline after it is added.
  package var writeStandardError: (String) -> Void
  /// Writes a whole file at an absolute path; returns why it could not, or nil.
  package var writeFile: (_ path: String, _ bytes: [UInt8]) -> String?
  /// Creates the file at an absolute path and writes the pieces `body` hands its writer, as a
  /// large report is made; returns why it could not, or nil.
  package var streamFile: (_ path: String, _ body: (_ write: ([UInt8]) -> Void) -> Void) -> String?
  /// Writes a fixed file over its original; `roots` are the linted paths, absolute.
  package var writeFixedFile: (_ file: FixedFile, _ roots: [String]) throws(FixWriteError) -> Void

  package init(
    fileSystem: any FileSystem, environment: [String: String] = [:],
    standardOutputIsTerminal: Bool = false, readStandardInput: @escaping () -> [UInt8],
    writeStandardOutput: @escaping ([UInt8]) -> Void,
    writeStandardError: @escaping (String) -> Void,
    writeFile: @escaping (_ path: String, _ bytes: [UInt8]) -> String?,
    streamFile:
      @escaping (_ path: String, _ body: (_ write: ([UInt8]) -> Void) -> Void) ->
      String?,
    writeFixedFile: @escaping (_ file: FixedFile, _ roots: [String]) throws(FixWriteError) -> Void
  ) {
    self.fileSystem = fileSystem
    self.environment = environment
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.readStandardInput = readStandardInput
    self.writeStandardOutput = writeStandardOutput
    self.writeStandardError = writeStandardError
    self.writeFile = writeFile
    self.streamFile = streamFile
    self.writeFixedFile = writeFixedFile
  }

  /// `bundlelint: error: MESSAGE` on standard error.
  package func printError(_ message: String) {
    writeStandardError("bundlelint: error: \(message)")
  }

  /// Says `message` as an error; the status of a command that stops there.
  package func fail(_ message: String) -> ExitCode {
    printError(message)
    return .failure
  }

  /// Says why a run could not start: a configuration error compiler style, as editors read it
  /// (the file, the bad key's line and column, one error), else the message.
  package func fail(_ failure: LintRun.Failure, currentDirectory: String) -> ExitCode {
    guard case .configuration(let error) = failure else { return fail(failure.description) }
    let text = try? fileSystem.readFile(error.file)
    writeStandardError(error.rendered(currentDirectory: currentDirectory, text: text))
    return .failure
  }

  /// Each problem of the walk, as a warning or (when nothing could be read there) an error.
  package func printProblems(_ problems: [WorkspaceProblem], currentDirectory: String) {
    for problem in problems {
      let severity = problem.isFatal ? "error" : "warning"
      writeStandardError(
        "bundlelint: \(severity): \(problem.message(relativeTo: currentDirectory))")
    }
  }

  /// Writes `text` to `path` (relative to `directory`); on failure says why and returns false.
  package func write(_ text: String, to path: String, in directory: String) -> Bool {
    guard let reason = writeFile(RunScope.absolute(path, in: directory), Array(text.utf8)) else {
      return true
    }
    printError("cannot write '\(path)': \(reason)")
    return false
  }
}
