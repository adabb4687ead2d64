import BundleLintTestSupport
import Foundation

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Runs the compiler-side oracle (Tests/Tools/Oracle, built against the toolchain's SwiftParser) and
/// compares its calls with the ones bundlelint's lexer and matcher find in-process.
enum OracleTool {
  static let tools = PackageRoot.url("Tests/Tools")

  /// An executable on PATH, symlinks resolved.
  static func executable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate.resolvingSymlinksInPath()
      }
    }
    return nil
  }

  /// Whether swiftc with its SwiftParser host libraries, bash and python3 are on this machine.
  static let isAvailable: Bool = {
    guard let swiftc = executable("swiftc"), executable("python3") != nil, executable("bash") != nil
    else { return false }
    let host = swiftc.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: host.path)) ?? []
    return names.contains { $0.hasPrefix("libSwiftParser.") }
  }()

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `executable arguments…`, returns stdout; throws with stderr when it fails.
  static func run(_ executable: URL, _ arguments: [String]) throws -> String {
    let result = try ProcessRunner.run(executable, arguments)
    guard result.status == 0 else {
      throw Failure(
        description:
          "\(executable.lastPathComponent) \(arguments.prefix(3).joined(separator: " ")) "
          + "exited \(result.status): \(result.stderr)")
    }
    return result.stdout
  }

  /// The oracle binary, built once per test run (the build script skips it when up to date).
  static let oracle: Result<URL, Failure> = {
    do {
      let output = try run(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["bash", tools.appendingPathComponent("build-oracle.sh").path])
      return .success(URL(fileURLWithPath: output.trimmingCharacters(in: .whitespacesAndNewlines)))
    } catch {
      return .failure(Failure(description: "\(error)"))
    }
  }()

  /// Callees of the rules' calls, from Tests/Tools/oracle-callees.txt.
  static let rulesCallees: Set<String> = {
    let text =
      (try? String(contentsOf: tools.appendingPathComponent("oracle-callees.txt"), encoding: .utf8))
      ?? ""
    return Set(
      text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
  }()

  /// Generator tags of the constructs listed in Tests/Tools/oracle-known-issues.txt.
  static let knownIssueTags: [String] = {
    let text =
      (try? String(
        contentsOf: tools.appendingPathComponent("oracle-known-issues.txt"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: "\t").first.map(String.init)
    }
  }()

  /// A call as both sides print it: `path:line:column` → `callee<TAB>labels`.
  typealias Listing = [String: String]

  /// The compiler's calls in `files`.
  static func compilerCalls(_ files: [URL]) throws -> Listing {
    let oracle = try oracle.get()
    var listing: Listing = [:]
    for start in stride(from: 0, to: files.count, by: 200) {
      let chunk = files[start..<min(start + 200, files.count)].map(\.path)
      for line in try run(oracle, chunk).split(separator: "\n") {
        let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        if fields.count == 2 { listing[String(fields[0])] = String(fields[1]) }
      }
    }
    return listing
  }

  /// bundlelint's calls in `files`, found in-process by the lexer and the matcher.
  static func bundlelintCalls(_ files: [URL]) throws -> Listing {
    var listing: Listing = [:]
    for file in files {
      let bytes = Array(try Data(contentsOf: file))
      let syntax = CallMatcher.match(bytes, tokens: Lexer.tokenize(bytes))
      let converter = SourceLocationConverter(bytes)
      // A typed value is no call: the compiler's parser has none there.
      for call in syntax.calls where call.form != .typedValue {
        let (line, column) = converter.location(of: call.calleeOffset)
        var name = call.callee
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
          name = String(name.dropFirst().dropLast())
        }
        listing["\(file.path):\(line):\(column)"] = "\(name)\t\(call.labelSignature)"
      }
    }
    return listing
  }

  /// How far two listings agree on the calls whose callee passes `keep`.
  struct Agreement: CustomStringConvertible {
    var agreeing = 0
    var total = 0
    /// One line per call found by one side only or with other labels.
    var disagreements: [String] = []

    var percent: Double { total == 0 ? 100 : 100 * Double(agreeing) / Double(total) }

    var description: String {
      "\(agreeing)/\(total) calls agree (\(String(format: "%.3f", percent))%)"
        + disagreements.prefix(40).map { "\n  \($0)" }.joined()
        + (disagreements.count > 40 ? "\n  … \(disagreements.count - 40) more" : "")
    }
  }

  static func compare(compiler: Listing, bundlelint: Listing, keep: (String) -> Bool) -> Agreement {
    func callee(_ entry: String) -> String { String(entry.prefix { $0 != "\t" }) }
    let locations = Set(compiler.filter { keep(callee($0.value)) }.keys)
      .union(bundlelint.filter { keep(callee($0.value)) }.keys)
    var agreement = Agreement()
    for location in locations.sorted() {
      agreement.total += 1
      switch (compiler[location], bundlelint[location]) {
      case (let c?, let b?) where c == b:
        agreement.agreeing += 1
      case (let c?, let b?):
        agreement.disagreements.append("\(location): compiler \(c), bundlelint \(b)")
      case (let c?, nil):
        agreement.disagreements.append("\(location): missed by bundlelint: \(c)")
      case (nil, let b?):
        agreement.disagreements.append("\(location): not a call for the compiler: \(b)")
      case (nil, nil):
        break
      }
    }
    return agreement
  }

  /// Both sides' agreement on the rules' callees in `files`.
  static func agreement(_ files: [URL]) throws -> Agreement {
    compare(compiler: try compilerCalls(files), bundlelint: try bundlelintCalls(files)) {
      rulesCallees.contains($0)
    }
  }

  /// Every `.swift` file under `folder`, sorted.
  static func swiftFiles(under folder: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
    return files.sorted { $0.path < $1.path }
  }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-proof-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes a generated corpus of hostile files (known-issue constructs left out) to `folder`.
  static func generateCorpus(
    in folder: URL, files: Int, lines: Int, seed: Int, style: String = "hostile"
  ) throws {
    _ = try run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "python3", tools.appendingPathComponent("generate-swift.py").path, "--out", folder.path,
        "--files", "\(files)", "--lines", "\(lines)", "--seed", "\(seed)", "--style", style,
        "--skip", knownIssueTags.joined(separator: ","),
      ])
  }
}
