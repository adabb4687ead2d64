import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct RuleDecoderTests {
  static let minimal = """
    {
      "id": "x", "kind": "bundleParameter", "severity": "warning", "summary": "S",
      "message": "'{callee}' m; {fix}", "rationale": ["a", "b"],
      "texts": { "whatItDoes": ["Reports these calls:", "{calls}"], "fixSafety": "f",
        "resourcesHere": "'{module}' r", "addBundle": "add '{insert}'",
        "replaceBundle": "replace '{written}' with '{replacement}'", "inThisModule": "'{name}' in {place}",
        "inOtherModule": "'{name}' in {owner}'s {place}", "unverifiedMessage": "'{callee}' in main; {fix}",
        "keyPassedMessage": "'{callee}' misses '{key}' of {owner}; {fix}",
        "keyPassedHere": "'{key}' passed as '{name}' from {owner}'s {place}",
        "passBundleParameter": "pass a bundle beside '{name}' to '{lookupSource}'",
        "writtenVerbatim": "v", "notTranslatedYet": "'{name}' only in {place}",
        "duplicatedByHost": "'{name}' in {place} and {host}",
        "inOtherTable": "'{name}' in {place}, not {table}",
        "classBundleMessage": "'{callee}' in {bundle} of {class}; {fix}" },
      "appliesWhen": { "moduleOwns": ["stringTables"] },
      "calls": [ { "callee": "Text", "parameters": ["_", "bundle"],
        "lookup": { "label": "_", "value": "literal" },
        "bundle": { "label": "bundle", "mainBundleSpellings": [".main"] },
        "fix": { "insert": "bundle: .module" } } ],
      "examples": { "triggering": ["↓Text(\\"k\\")"], "nonTriggering": [{ "code": ["a", "b"], "why": "w" }],
        "corrections": [{ "before": "↓Text(\\"k\\")", "after": "Text(\\"k\\", bundle: .module)" }] }
    }
    """

  static func decode(_ text: String, file: String = "Rules/x.json") throws -> Rule {
    try RuleDecoder.decode(Array(text.utf8), file: file)
  }

  @Test func decodesTextAsStringOrLines() throws {
    let rule = try Self.decode(Self.minimal)
    #expect(rule.rationale == "a\nb")
    #expect(rule.examples.nonTriggering[0].code == "a\nb")
    #expect(rule.examples.nonTriggering[0].why == "w")
    #expect(rule.calls[0].fix?.applicability == .unsafe)
    #expect(rule.calls[0].kind == .bundleParameter)
  }

  @Test(arguments: [
    (
      "\"lookup\": { \"label\"", "\"lookup\": { \"lable\"",
      "Rules/x.json: error: calls[0].lookup.lable: unknown key"
    ),
    (
      "\"bundle\": { \"label\": \"bundle\",", "\"bundle\": { \"label\": \"bundle\", \"lable\": 1,",
      "Rules/x.json: error: calls[0].bundle.lable: unknown key"
    ),
    (
      "\"severity\": \"warning\"", "\"severity\": \"loud\"",
      "Rules/x.json: error: severity: 'loud' is not one of 'note', 'warning', 'error'"
    ),
    ("\"summary\": \"S\",", "", "Rules/x.json: error: summary: missing key"),
    (
      "\"rationale\": [\"a\", \"b\"]", "\"rationale\": [\"a\", 2]",
      "Rules/x.json: error: rationale[1]: expected a string, found a number"
    ),
    (
      "\"moduleOwns\": [\"stringTables\"]", "\"moduleOwns\": [\"strings\"]",
      "Rules/x.json: error: appliesWhen.moduleOwns[0]: 'strings' is not one of 'bundle', 'stringTables', 'assetCatalogs', 'interfaceFiles', 'lookupResources'"
    ),
    (
      "\"bundle\": { \"label\": \"bundle\"", "\"bundle\": { \"label\": \"in\"",
      "Rules/x.json: error: calls[0].bundle.label: 'in' is not one of 'parameters'; add it there"
    ),
    (
      "\"calls\": [", "\"calls\": true, \"helpURI\": [",
      "Rules/x.json: error: calls: expected an array, found a boolean"
    ),
    (
      "\"severity\": \"warning\"", "\"severity\": \"warning\", \"check\": \"unknownKey\"",
      "Rules/x.json: error: check: only a 'resourceContent' rule makes a resource check"
    ),
    (
      "\"kind\": \"bundleParameter\"", "\"kind\": \"resourceContent\", \"check\": \"unknownKey\"",
      "Rules/x.json: error: calls[0].kind: a 'resourceContent' rule's call is a 'bundleParameter' or 'noBundleParameter' call"
    ),
    (
      "\"severity\": \"warning\"", "\"severity\": \"warning\", \"optIn\": \"yes\"",
      "Rules/x.json: error: optIn: expected a boolean, found a string"
    ),
  ])
  func rejectsWithFileAndKeyPath(original: String, replacement: String, expected: String) {
    let text = Self.minimal.replacingOccurrences(of: original, with: replacement)
    #expect(text != Self.minimal)
    do {
      _ = try Self.decode(text)
      Issue.record("decoded: \(text)")
    } catch {
      #expect("\(error)" == expected)
    }
  }

  @Test func rejectsInvalidJSONAndNonObjects() {
    for text in ["{", "[]", "", "\u{0}\u{FF}"] {
      #expect {
        _ = try Self.decode(text)
      } throws: { error in
        "\(error)".hasPrefix("Rules/x.json: error: ")
      }
    }
  }

  @Test func deeplyNestedJSONIsAnErrorNotACrash() {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: (any Error).self) { _ = try Self.decode(text) }
  }

  /// `callsOf` copies the named rule's calls in; a rule cannot name one and list its own.
  @Test func callsOfCopiesAnotherRulesCalls() throws {
    let folder = try RuleCatalog.load(directory: RepositoryPaths.rules)
    let other = try #require(folder.rule(id: "resource-in-other-module"))
    let outside = try #require(folder.rule(id: "lookup-outside-package"))
    #expect(outside.callsOf == ["resource-in-other-module"])
    #expect(!outside.calls.isEmpty && outside.calls == other.calls)
    // Alone, without the rule it names.
    let alone = try RepositoryPaths.ruleFiles().filter { $0.name == "lookup-outside-package.json" }
      .map { (name: "Rules/" + $0.name, data: Array($0.json.utf8)) }
    #expect(alone.count == 1)
    #expect(throws: RuleFileError.self) { _ = try RuleCatalog.decode(files: alone) }
  }

  @Test func catalogChecksFileNamesAndDuplicates() throws {
    let data = Array(Self.minimal.utf8)
    #expect(
      throws: RuleFileError.invalidValue(
        file: "Rules/y.json", path: "id", detail: "'x' does not match the file name 'y'")
    ) {
      _ = try RuleCatalog.decode(files: [("Rules/y.json", data)])
    }
    #expect(
      throws: RuleFileError.duplicateID(file: "Other/x.json", id: "x", otherFile: "Rules/x.json")
    ) {
      _ = try RuleCatalog.decode(files: [("Rules/x.json", data), ("Other/x.json", data)])
    }
    #expect(RuleCatalog.isKebabCase("asset-missing-bundle"))
    for bad in ["Asset", "a--b", "-a", "a-", "a_b", "", "9a"] {
      #expect(!RuleCatalog.isKebabCase(bad), "\(bad)")
    }
  }

  @Test func loadsAFolderFromDisk() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bundlelint-rules-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.minimal.write(
      to: folder.appendingPathComponent("x.json"), atomically: true, encoding: .utf8)
    try "not json".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    #expect(try RuleCatalog.load(directory: folder.path).rules.map(\.id) == ["x"])
    try "{\"id\": \"z\"".write(
      to: folder.appendingPathComponent("z.json"), atomically: true, encoding: .utf8)
    #expect {
      _ = try RuleCatalog.load(directory: folder.path)
    } throws: { error in
      "\(error)".hasPrefix(folder.path + "/z.json: error: invalid JSON")
    }
    #expect(throws: RuleFileError.self) {
      _ = try RuleCatalog.load(directory: folder.path + "/missing")
    }
  }

  @Test func loadsAFolderThroughTheFileSystem() throws {
    var fs = InMemoryFileSystem(currentDirectory: "/repo")
    fs.addFile("/repo/rules/x.json", Self.minimal)
    fs.addFile("/repo/rules/notes.txt", "not json")
    #expect(try RuleCatalog.load(directory: "/repo/rules", fileSystem: fs).rules.map(\.id) == ["x"])
    fs.addDirectory("/repo/rules/y.json")
    #expect(
      throws: RuleFileError.unreadable(path: "/repo/rules/y.json", detail: "not a readable file")
    ) {
      _ = try RuleCatalog.load(directory: "/repo/rules/", fileSystem: fs)
    }
    #expect(
      throws: RuleFileError.unreadable(path: "/repo/none", detail: "not a readable folder")
    ) {
      _ = try RuleCatalog.load(directory: "/repo/none", fileSystem: fs)
    }
  }
}
