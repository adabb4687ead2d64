import Foundation

/// `swift run generate-rules [--check] [--root DIR]`: writes, from `Rules/*.json`, the compiled-in
/// copy of the rules (`Sources/BundleLintRules/BuiltinRules+Generated.swift`), the rule
/// table of `README.md` ("Rules"), and the documentation catalog's page of each rule and their
/// index (`Sources/bundlelint/bundlelint.docc/Rules/`; a page of no rule is removed).
///
/// It needs nothing of BundleLintKit, so it builds while the generated file is stale or does not
/// compile. `--check` writes nothing and exits 1 when a file is stale (the test suite runs it).
/// Exit codes: 0 done (or up to date), 1 stale under `--check`, 2 an error.
@main
enum GenerateRules {
  /// The repository this tool was built from: four folders above this file.
  static let defaultRoot: String = {
    var path = #filePath
    for _ in 0..<4 {
      guard let slash = path.lastIndex(of: "/") else { return "." }
      path = String(path[..<slash])
    }
    return path.isEmpty ? "/" : path
  }()

  static let generatedPath = "Sources/BundleLintRules/BuiltinRules+Generated.swift"
  static let readmePath = "README.md"

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var check = false
    var root = defaultRoot
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--check": check = true
      case "--root" where !arguments.isEmpty: root = arguments.removeFirst()
      default:
        fail("unknown argument '\(argument)'; usage: generate-rules [--check] [--root DIR]")
      }
    }
    do {
      let rules = try RuleFile.load(folder: root + "/Rules")
      let pages =
        rules.map { (RulePage.folder + "/\($0.id).md", RulePage.render($0, all: rules)) }
        + [(RulePage.folder + "/Rules.md", RulePage.index(rules))]
      let outputs =
        [
          (generatedPath, GeneratedSource.render(rules)),
          (readmePath, try RuleTable.update(try read(root + "/" + readmePath), rules: rules)),
        ] + pages
      let stale = outputs.filter { path, text in (try? read(root + "/" + path)) != text }
      let kept = Set(pages.map(\.0))
      let extra =
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + RulePage.folder)) ?? [])
        .filter { $0.hasSuffix(".md") }.map { RulePage.folder + "/" + $0 }
        .filter { !kept.contains($0) }.sorted()
      if stale.isEmpty && extra.isEmpty {
        print("up to date")
      } else if check {
        let names = (stale.map(\.0) + extra).map { "'\($0)'" }.joined(separator: " and ")
        let count = stale.count + extra.count
        fail(
          "\(names) \(count == 1 ? "is" : "are") stale; run 'swift run generate-rules'", code: 1)
      }
      if !stale.isEmpty, !check {
        try FileManager.default.createDirectory(
          atPath: root + "/" + RulePage.folder, withIntermediateDirectories: true)
      }
      for (path, text) in stale where !check {
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        print("wrote \(path)")
      }
      for path in extra where !check {
        try FileManager.default.removeItem(atPath: root + "/" + path)
        print("removed \(path)")
      }
    } catch {
      fail("\(error)")
    }
  }

  static func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GenerateError.unreadable(path)
    }
    return String(decoding: data, as: UTF8.self)
  }

  static func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("generate-rules: error: \(message)\n".utf8))
    exit(code)
  }
}

/// Why the files could not be generated.
enum GenerateError: Error, CustomStringConvertible {
  case unreadable(String)
  /// A rule file that is not a JSON object with a string `id`, `severity` and `summary`.
  case notARule(String)
  /// The README has no rule table under "## Rules".
  case noTable(String)

  var description: String {
    switch self {
    case .unreadable(let path): "cannot read '\(path)'"
    case .notARule(let path):
      "'\(path)' is not a rule file (a JSON object with 'id', 'severity' and 'summary')"
    case .noTable(let path):
      "'\(path)' has no rule table ('| rule | severity | finds |') under '\(RuleTable.heading)'"
    }
  }
}
