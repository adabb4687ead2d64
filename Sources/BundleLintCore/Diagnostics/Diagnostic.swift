/// One finding: which rule, how serious, what to say, where, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
  /// The public rule id (`localized-string-missing-bundle`), also used by suppressions,
  /// configuration, baselines and SARIF.
  public var ruleID: String
  public var severity: Severity
  /// Lowercase, no trailing period, code in single quotes.
  public var message: String
  /// Where the finding starts (the callee's first byte for a call).
  public var location: SourceLocation
  /// Where the flagged code ends (exclusive); equal to `location` when unknown.
  public var endLocation: SourceLocation
  /// Extra places and explanations, printed as `note:` lines.
  public var notes: [Note]
  public var fix: Fix?
  /// The text of the finding's line, trimmed: what a baseline matches on.
  public var lineText: String

  public init(
    ruleID: String, severity: Severity, message: String, location: SourceLocation,
    endLocation: SourceLocation? = nil, notes: [Note] = [], fix: Fix? = nil, lineText: String = ""
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.endLocation = endLocation ?? location
    self.notes = notes
    self.fix = fix
    self.lineText = lineText
  }
}

/// A `note:` attached to a finding, with or without a place of its own.
public struct Note: Hashable, Sendable {
  public var message: String
  public var location: SourceLocation?
  /// What the note adds, which decides where the text layouts print it (machine formats print
  /// every note).
  public var role: Role

  public init(message: String, location: SourceLocation? = nil, role: Role = .detail) {
    self.message = message
    self.location = location
    self.role = role
  }
}
