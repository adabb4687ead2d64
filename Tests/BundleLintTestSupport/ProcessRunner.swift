import Foundation

/// Runs a program to its end and captures what it prints.
public enum ProcessRunner {
  public struct Result: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32
  }

  /// A product of this package built with the tests (`bundlelint`, `generate-rules`): beside
  /// the test bundle in the build folder, else under `.build/debug`.
  public static func builtExecutable(_ name: String) -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return PackageRoot.url(".build/debug/" + name)
  }

  /// Runs `executable arguments…` in `directory` (the package root by default), with `stdin`
  /// as its input (none when nil). With `mergingOutput`, stderr goes to `stdout` too.
  /// `environment` is set on top of this process's environment (a nil value removes a variable).
  public static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, stdin: String? = nil,
    mergingOutput: Bool = false, environment: [String: String?] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      var merged = ProcessInfo.processInfo.environment
      for (name, value) in environment { merged[name] = value }
      process.environment = merged
    }
    process.currentDirectoryURL = directory ?? PackageRoot.url
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = mergingOutput ? out : err
    let input = stdin.map { _ in Pipe() }
    process.standardInput = input ?? FileHandle.nullDevice
    try process.run()
    if let input, let stdin {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try? input.fileHandleForWriting.close()
    }
    // Read both pipes concurrently so a full pipe never blocks the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    if !mergingOutput {
      group.enter()
      DispatchQueue.global().async {
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
      }
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }
}
