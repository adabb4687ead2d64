import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

extension LanguageServer {
  /// The kind of the action that applies every safe fix of a file.
  static let fixAllKind = "source.fixAll.bundlelint"

  /// `textDocument/codeAction`: each fix of a finding in the range as a `quickfix` (a safe one
  /// preferred), and the file's safe fixes together as `source.fixAll.bundlelint`, as far as
  /// `context.only` asks for them.
  func codeActions(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
    let path = try openDocumentPath(params)
    guard var document = documents[path] else { return [] }
    guard let start = Self.position(params["range"]?["start"]),
      let end = Self.position(params["range"]?["end"])
    else { throw InvalidParams("'range' is not a range") }
    let only = params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
    func wanted(_ kind: String) -> Bool {
      only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
    }
    if findings[path]?.version != document.version || dirty.contains(path) { publishDirty() }
    let diagnostics = findings[path]?.diagnostics ?? []
    let from = document.offset(line: start.line, character: start.character, encoding: encoding)
    let to = document.offset(line: end.line, character: end.character, encoding: encoding)
    let converter = SourceLocationConverter(document.bytes)
    var actions: [JSONValue] = []
    if wanted("quickfix") {
      for diagnostic in diagnostics {
        guard let fix = diagnostic.fix, fix.applicability != .displayOnly, !fix.edits.isEmpty,
          fix.edits.allSatisfy({ $0.start.path == path && $0.end.path == path }),
          diagnostic.location.offset <= to,
          from <= max(diagnostic.endLocation.offset, diagnostic.location.offset)
        else { continue }
        let edits: [JSONValue] = fix.edits.map { edit in
          [
            "range": range(edit.start.offset..<max(edit.start.offset, edit.end.offset), converter),
            "newText": .string(edit.replacement),
          ]
        }
        actions.append([
          "title": .string(fix.title), "kind": "quickfix",
          "diagnostics": [lspDiagnostic(diagnostic, in: document, converter)],
          "isPreferred": .bool(fix.applicability == .safe),
          "edit": ["changes": .object([document.uri: .array(edits)])],
        ])
      }
    }
    if wanted(Self.fixAllKind),
      diagnostics.contains(where: { $0.fix?.isApplied(allowingUnsafe: false) == true }),
      let edit = fixAllEdit(document, converter)
    {
      actions.append([
        "title": "apply every safe bundlelint fix in the file", "kind": .string(Self.fixAllKind),
        "edit": ["changes": .object([document.uri: [edit]])],
      ])
    }
    return .array(actions)
  }

  /// The one text edit that applies the document's safe fixes, round after round as `--fix`
  /// does (each round's text linted again), spanning only what changes; nil when nothing does.
  func fixAllEdit(_ document: TextDocument, _ converter: SourceLocationConverter) -> JSONValue? {
    guard let session = sessions.first(where: { $0.lints(document.path) }) else { return nil }
    let original = document.bytes
    var bytes = original
    var decisions: FixDecisions?
    for _ in 0..<FixRun.maxRounds {
      let findings =
        session.lint(document.path, fileSystem: overlay(replacing: document.path, with: bytes))?
        .diagnostics.filter { $0.location.path == document.path } ?? []
      // Decided on the document as the editor holds it, as '--fix' decides on the files read.
      var decided = decisions ?? FixDecisions(findings, allowingUnsafe: false)
      let candidates = decided.candidates(in: findings).first { $0.0 == document.path }?.1 ?? []
      let round = FixApplier.applyRound(candidates.map(\.edits), to: bytes)
      if round.applied.isEmpty { break }
      decided.record(round.applied.map { candidates[$0] }, in: document.path)
      decisions = decided
      bytes = round.bytes
    }
    // The session learns the document's own text again.
    _ = session.lint(document.path, fileSystem: overlay())
    guard bytes != original else { return nil }
    var prefix = 0
    while prefix < min(bytes.count, original.count), bytes[prefix] == original[prefix] {
      prefix += 1
    }
    prefix = SourceLocationConverter.characterBoundary(atOrBefore: prefix, after: 0, in: original)
    var suffix = 0
    while suffix < min(bytes.count, original.count) - prefix,
      bytes[bytes.count - 1 - suffix] == original[original.count - 1 - suffix]
    {
      suffix += 1
    }
    // Keep the edit's end on a character boundary of both texts (they agree after it).
    while suffix > 0, original[original.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
    return [
      "range": range(prefix..<original.count - suffix, converter),
      "newText": .string(String(decoding: bytes[prefix..<bytes.count - suffix], as: UTF8.self)),
    ]
  }
}
