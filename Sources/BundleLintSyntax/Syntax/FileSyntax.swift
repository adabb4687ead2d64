import BundleLintCore

/// What the call matcher finds in one file: calls and declarations, sorted by position, plus the
/// comments a suppression may be written in.
package struct FileSyntax: Sendable {
  package var calls: [CallSite]
  package var declarations: [Declaration]
  /// Byte ranges of line and block comments, in order.
  package var comments: [Range<Int>]
  /// Byte ranges of the outermost preview bodies (`#Preview { … }`, a `PreviewProvider`'s).
  package var previewRanges: [Range<Int>]

  package init(
    calls: [CallSite] = [], declarations: [Declaration] = [], comments: [Range<Int>] = [],
    previewRanges: [Range<Int>] = []
  ) {
    self.calls = calls
    self.declarations = declarations
    self.comments = comments
    self.previewRanges = previewRanges
  }
}

/// Finds calls and declarations in a token stream. See `CallMatcher.match(_:tokens:)`.
package enum CallMatcher {}
