import Foundation

/// Runs the built `bundlelint` binary and captures what it prints.
struct BinaryRunner {
  struct Result {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// The package root, found from this file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

  /// The binary: beside the test bundle in the build folder.
  static let binary: URL = {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("bundlelint")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/bundlelint")
  }()

  /// Runs `bundlelint arguments…` in `directory` (the package root by default).
  static func run(_ arguments: [String], in directory: URL? = nil, stdin: String? = nil) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let stdin {
      let input = Pipe()
      process.standardInput = input
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try? input.fileHandleForWriting.close()
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    // Read both pipes concurrently so a full pipe never blocks the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
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
