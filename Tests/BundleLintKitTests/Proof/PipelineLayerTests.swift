import Foundation
import Testing

@testable import BundleLintKit

/// The folders of `Sources/BundleLintKit` are the stages `Tests/README.md` lists, and each stage uses
/// only the stages listed above it: the pipeline the folders show is the one the code runs.
@Suite struct PipelineLayerTests {
  static let sources = RepositoryPaths.root + "/Sources/BundleLintKit"

  /// The stage folders in the order the layout of `Tests/README.md` lists them.
  static func documentedStages() throws -> [String] {
    let readme = try String(
      contentsOfFile: RepositoryPaths.root + "/Tests/README.md", encoding: .utf8)
    var stages: [String] = []
    var inside = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  BundleLintKit/") {
        inside = true
        continue
      }
      guard inside else { continue }
      guard line.hasPrefix("    "), !line.hasPrefix("     ") else {
        if line.hasPrefix("  ") && !line.hasPrefix("   ") { break }
        continue
      }
      let name = line.dropFirst(4).prefix { $0 != "/" && $0 != " " }
      if line.dropFirst(4 + name.count).hasPrefix("/") { stages.append(String(name)) }
    }
    return stages
  }

  static func swiftFiles(in stage: String) -> [String] {
    let folder = sources + "/" + stage
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
    }
    return files.sorted()
  }

  /// Names a file declares with a declaration keyword; `topLevel` keeps those at column 0.
  static func declaredNames(in text: String, topLevel: Bool) -> Set<String> {
    let keywords: Set<Substring> = [
      "struct", "enum", "class", "protocol", "typealias", "actor", "func",
    ]
    var names: Set<String> = []
    for line in text.split(separator: "\n") {
      if topLevel, line.first == " " { continue }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" })
      for (index, word) in words.enumerated()
      where keywords.contains(word) && index + 1 < words.count {
        names.insert(String(words[index + 1]))
        break
      }
    }
    return names
  }

  /// Identifiers the code of `bytes` uses, except member names after a `.`.
  static func usedNames(in bytes: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    var previous: TokenKind?
    for token in Lexer.tokenize(bytes) where !token.kind.isTrivia {
      if token.kind == .identifier, previous != .period {
        names.insert(String(decoding: bytes[token.range], as: UTF8.self))
      }
      previous = token.kind
    }
    return names
  }

  @Test func theFoldersAreTheDocumentedStages() throws {
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.sources)
      .filter { !$0.hasPrefix(".") }.sorted()
    #expect(try Self.documentedStages().sorted() == onDisk)
  }

  @Test func eachStageUsesOnlyTheStagesAboveIt() throws {
    let stages = try Self.documentedStages()
    #expect(stages.count > 5)
    var stageOfName: [String: Int] = [:]
    for (index, stage) in stages.enumerated() {
      for file in Self.swiftFiles(in: stage) {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        for name in Self.declaredNames(in: text, topLevel: true) { stageOfName[name] = index }
      }
    }
    var violations: [String] = []
    for (index, stage) in stages.enumerated() {
      for file in Self.swiftFiles(in: stage) {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let own = Self.declaredNames(in: String(decoding: bytes, as: UTF8.self), topLevel: false)
        for name in Self.usedNames(in: bytes).subtracting(own).sorted() {
          if let later = stageOfName[name], later > index {
            violations.append(
              "\(stage)/\(file.split(separator: "/").last!) uses \(name) (\(stages[later]))")
          }
        }
      }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }
}
