import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Steps over trivia in a token array.
enum CodeCursor {
  /// The first index at or after `index` whose token is not trivia, or `tokens.count`.
  static func next(in tokens: [Token], from index: Int) -> Int {
    var i = max(0, index)
    while i < tokens.count, tokens[i].kind.isTrivia { i += 1 }
    return i
  }

  /// The last index before `index` whose token is not trivia, or -1.
  static func previous(in tokens: [Token], before index: Int) -> Int {
    var i = min(index, tokens.count) - 1
    while i >= 0, tokens[i].kind.isTrivia { i -= 1 }
    return i
  }
}
