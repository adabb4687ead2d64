import Foundation

/// The programs the tests of `describe --format dot|mermaid` render and parse with: Graphviz's
/// `dot`, and Mermaid's own parser run by Node. `Tests/Tools/graph-tools.sh` installs them (CI
/// runs it first); where one is missing, its tests are skipped with the reason.
public enum GraphTools {
  /// `dot` on `PATH`, nil without one.
  public static let dot: URL? = onPath("dot")

  /// `node` on `PATH`, nil without one.
  public static let node: URL? = onPath("node")

  /// The bundle of Mermaid's parser that `graph-tools.sh` installs (`BUNDLELINT_GRAPH_TOOLS`, by
  /// default `bundlelint-graph-tools` under the temporary folder), nil when it is not there.
  public static let mermaidParser: URL? = {
    let environment = ProcessInfo.processInfo.environment
    let temporary = environment["TMPDIR"].map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    let folder =
      environment["BUNDLELINT_GRAPH_TOOLS"] ?? (temporary ?? "/tmp") + "/bundlelint-graph-tools"
    let bundle = URL(fileURLWithPath: folder + "/mermaid_parser/js/parser.bundle.js")
    return FileManager.default.fileExists(atPath: bundle.path) ? bundle : nil
  }()

  /// Whether Mermaid's parser can run: Node and the bundle are both there.
  public static var canParseMermaid: Bool { node != nil && mermaidParser != nil }

  /// What `dot -Tsvg FILE` prints: the SVG on stdout, warnings and errors on stderr.
  public static func renderWithDot(_ file: URL) throws -> ProcessRunner.Result {
    guard let dot else { throw Missing.program("dot") }
    return try ProcessRunner.run(dot, ["-Tsvg", file.path])
  }

  /// What Mermaid's parser says of each file (`Tests/Tools/mermaid-parse.js`): a line `ok FILE`
  /// or `error: FILE: why` each, exit code 1 when one fails.
  public static func parseMermaid(_ files: [URL]) throws -> ProcessRunner.Result {
    guard let node, let mermaidParser else { throw Missing.program("node or Mermaid's parser") }
    let script = PackageRoot.url("Tests/Tools/mermaid-parse.js")
    return try ProcessRunner.run(node, [script.path, mermaidParser.path] + files.map(\.path))
  }

  /// A program these tests need is not there.
  public enum Missing: Error {
    case program(String)
  }

  private static func onPath(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/\(name)") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
