/// A suggested change: byte-range edits plus how safe it is to apply them unattended.
public struct Fix: Hashable, Sendable {
  /// How safe a fix is (after ruff's applicability).
  public enum Applicability: String, Codable, Hashable, Sendable {
    /// Keeps behaviour; may be applied unattended.
    case safe
    /// Changes run-time behaviour (which is often the point); apply after review.
    case unsafe
    /// Shown to the reader only, never applied.
    case displayOnly
  }

  /// Imperative, like a commit title: `pass 'bundle: .module'`.
  public var title: String
  public var edits: [Edit]
  public var applicability: Applicability

  public init(title: String, edits: [Edit], applicability: Applicability) {
    self.title = title
    self.edits = edits
    self.applicability = applicability
  }
}

/// Replace the bytes from `start` to `end` (exclusive) with `replacement`. An insertion has
/// `start == end`.
public struct Edit: Hashable, Sendable {
  public var start: SourceLocation
  public var end: SourceLocation
  public var replacement: String

  public init(start: SourceLocation, end: SourceLocation, replacement: String) {
    self.start = start
    self.end = end
    self.replacement = replacement
  }
}
