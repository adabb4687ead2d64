import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

extension LanguageServer {
  /// Sends `textDocument/publishDiagnostics` for the open document at `path`.
  func publish(_ diagnostics: [Diagnostic], for path: String) {
    guard let document = documents[path] else { return }
    let converter = SourceLocationConverter(document.bytes)
    notify(
      "textDocument/publishDiagnostics",
      [
        "uri": .string(document.uri), "version": .int(document.version),
        "diagnostics": .array(diagnostics.map { lspDiagnostic($0, in: document, converter) }),
      ])
  }

  /// One finding as the protocol's `Diagnostic`: its range, severity, rule id and page, the
  /// notes as related information, and the `unnecessary` tag for an unused suppression.
  func lspDiagnostic(
    _ diagnostic: Diagnostic, in document: TextDocument, _ converter: SourceLocationConverter
  ) -> JSONValue {
    let start = diagnostic.location.offset
    let end =
      diagnostic.endLocation.path == diagnostic.location.path
      ? max(start, diagnostic.endLocation.offset) : start
    var members: [String: JSONValue] = [
      "range": range(start..<end, converter),
      "severity": .int(Self.severityNumber(diagnostic.severity)),
      "code": .string(diagnostic.ruleID),
      "source": "bundlelint",
      "message": .string(diagnostic.message),
    ]
    if let link = ruleLink(diagnostic.ruleID) {
      members["codeDescription"] = ["href": .string(link)]
    }
    if !diagnostic.notes.isEmpty {
      members["relatedInformation"] = .array(
        diagnostic.notes.map { note in
          let place = note.location ?? diagnostic.location
          let range =
            place.path == document.path
            ? range(place.offset..<place.offset, converter) : range(of: place)
          return [
            "location": ["uri": .string(uri(of: place.path)), "range": range],
            "message": .string(note.message),
          ]
        })
    }
    if setup.catalog.rule(id: diagnostic.ruleID)?.kind == .unusedSuppression {
      members["tags"] = [.int(1)]
    }
    return .object(members)
  }

  /// The protocol's severity: 1 error, 2 warning, 3 information.
  static func severityNumber(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .note: 3
    }
  }

  /// The protocol range of byte offsets `offsets` of a document, in the agreed encoding.
  func range(_ offsets: Range<Int>, _ converter: SourceLocationConverter) -> JSONValue {
    [
      "start": position(offsets.lowerBound, converter),
      "end": position(offsets.upperBound, converter),
    ]
  }

  /// The protocol position of a byte offset of a document.
  func position(_ offset: Int, _ converter: SourceLocationConverter) -> JSONValue {
    let (line, column) = converter.location(of: offset)
    let character = encoding == .utf8 ? column - 1 : converter.utf16Column(of: offset) - 1
    return ["line": .int(line - 1), "character": .int(character)]
  }

  /// An empty range at a place in a file that is not open, from its line and column.
  func range(of place: SourceLocation) -> JSONValue {
    let position: JSONValue = [
      "line": .int(place.line - 1),
      "character": .int((encoding == .utf8 ? place.column : place.utf16Column) - 1),
    ]
    return ["start": position, "end": position]
  }

  /// The URI of the open document at `path`, else the file's own.
  func uri(of path: String) -> String {
    documents[path]?.uri ?? ReportPath.fileURI(path)
  }

  /// The page of the rule `id`, from the catalog.
  func ruleLink(_ id: String) -> String? {
    if let known = ruleLinks[id] { return known }
    guard let rule = setup.catalog.rule(id: id) else { return nil }
    let link = RuleMetadata(rule: rule, withHelp: false).helpURI
    ruleLinks[id] = link
    return link
  }
}
