import BundleLintEngine
import BundleLintProject
import Foundation

extension Console {
  /// The process's own: the disk, its standard streams and its environment.
  package static func local() -> Console {
    let environment = ProcessInfo.processInfo.environment
    return Console(
      fileSystem: LocalFileSystem(), environment: environment,
      standardOutputIsTerminal: Terminal.standardOutputIsTerminal(environment),
      readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
      writeStandardOutput: StandardOutput.write,
      writeStandardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
      writeFile: { path, bytes in
        do {
          try Data(bytes).write(to: URL(fileURLWithPath: path))
          return nil
        } catch {
          return error.localizedDescription
        }
      },
      streamFile: { path, body in
        guard FileManager.default.createFile(atPath: path, contents: nil),
          let handle = FileHandle(forWritingAtPath: path)
        else { return "it cannot be created" }
        defer { try? handle.close() }
        var failure: (any Error)?
        body { piece in
          guard failure == nil else { return }
          do { try handle.write(contentsOf: Data(piece)) } catch { failure = error }
        }
        return failure?.localizedDescription
      },
      writeFixedFile: { file, roots throws(FixWriteError) in
        try FixedFileWriter.write(file, roots: roots)
      })
  }
}
