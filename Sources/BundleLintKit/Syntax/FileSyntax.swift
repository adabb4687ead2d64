/// What the call matcher finds in one file: calls and declarations, sorted by position, plus the
/// comments a suppression may be written in.
public struct FileSyntax: Sendable {
  public var calls: [CallSite]
  public var declarations: [Declaration]
  /// Byte ranges of line and block comments, in order.
  public var comments: [Range<Int>]

  public init(calls: [CallSite] = [], declarations: [Declaration] = [], comments: [Range<Int>] = [])
  {
    self.calls = calls
    self.declarations = declarations
    self.comments = comments
  }
}

/// Finds calls and declarations in a token stream. See `CallMatcher.match(_:tokens:)`.
public enum CallMatcher {}
