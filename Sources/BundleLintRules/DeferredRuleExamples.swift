import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// A rule's examples, or how to decode them from the rule's JSON: the built-in rules are decoded
/// at every start, and a lint never reads their examples (`explain` and the tests do), so they
/// are decoded when read. Decoding them at start cost about a ninth of a run on an empty folder.
///
/// Equal when the examples are; the hash leaves them out (equal rules still hash alike), so
/// hashing a rule decodes nothing.
struct DeferredRuleExamples: Hashable, Sendable {
  private enum Source: Sendable {
    case decoded(RuleExamples)
    /// Decodes the examples; the rule file was validated, so this does not fail.
    case deferred(@Sendable () -> RuleExamples)
  }

  private let source: Source

  init(_ examples: RuleExamples) {
    source = .decoded(examples)
  }

  init(decode: @escaping @Sendable () -> RuleExamples) {
    source = .deferred(decode)
  }

  /// The examples, decoded again at each read when deferred.
  var examples: RuleExamples {
    switch source {
    case .decoded(let examples): examples
    case .deferred(let decode): decode()
    }
  }

  static func == (lhs: DeferredRuleExamples, rhs: DeferredRuleExamples) -> Bool {
    lhs.examples == rhs.examples
  }

  func hash(into hasher: inout Hasher) {}
}
