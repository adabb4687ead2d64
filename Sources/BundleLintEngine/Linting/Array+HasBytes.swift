import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension [UInt8] {
  /// Whether the bytes of `range` spell `word`, without making a `String` of them.
  func hasBytes(of word: String, at range: Range<Int>) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= count, range.count == word.utf8.count else {
      return false
    }
    return self[range].elementsEqual(word.utf8)
  }
}
