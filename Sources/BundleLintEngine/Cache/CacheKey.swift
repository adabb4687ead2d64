import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Everything besides the file system that a run's outcome depends on, as bytes: a cache entry
/// answers only a run whose key is byte for byte its own.
struct CacheKey: Hashable, Sendable {
  var bytes: [UInt8]

  /// The key of `request`: the tool, the folder it runs in, the paths, every option the run
  /// reads, where the rules come from (`rulesDirectory`, nil for the built-in ones, whose files
  /// are then recorded inputs) and the environment variable the run reads.
  init(
    tool: String, request: LintRun.Request, rulesDirectory: String?,
    environment: [String: String]
  ) {
    var lines = [
      "tool " + tool,
      "cwd " + request.currentDirectory,
      "paths " + request.paths.joined(separator: "\u{0}"),
      "manifest " + request.manifestMode.rawValue,
      "select " + (request.select.map { "=" + $0.joined(separator: ",") } ?? "-"),
      "ignore " + request.ignore.joined(separator: ","),
      "config " + (request.configurationPath.map { "=" + $0 } ?? "-"),
      "exclude " + request.excluded.map(\.description).joined(separator: "\u{0}"),
      "rules " + (rulesDirectory.map { "=" + $0 } ?? "built-in"),
    ]
    for name in Self.environmentVariables {
      lines.append("env \(name)" + (environment[name].map { "=" + $0 } ?? "-"))
    }
    bytes = Array(lines.joined(separator: "\n").utf8)
  }

  /// The variables a lint run reads (the report is made after the cache, each time).
  static let environmentVariables = ["BUNDLELINT_NO_SKIP"]

  /// The entry's file name: the key's hash in hex.
  var fileName: String {
    let hash = FNV1a.hash(bytes)
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + ".run"
  }
}
