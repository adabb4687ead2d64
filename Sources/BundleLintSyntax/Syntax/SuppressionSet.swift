import BundleLintCore

/// The `bundlelint:` suppression comments of one file, and what each one covers.
///
/// Build it with `parse(source:comments:converter:)`, then filter a file's findings with
/// `apply(to:knownRuleIDs:path:)`, which also reports suppressions that suppress nothing.
package struct SuppressionSet: Hashable, Sendable {
  /// What a rule id of a directive covers.
  package enum Scope: Hashable, Sendable {
    /// Findings whose lines include this one.
    case line(Int)
    /// Findings that start at a byte offset in the range.
    case bytes(Range<Int>)
    case file
  }

  /// One rule id of one directive, with what it covers.
  package struct Entry: Hashable, Sendable {
    /// Index into `directives`.
    package var directive: Int
    /// A rule id or `all`.
    package var ruleID: String
    package var scope: Scope
  }

  /// Every well-formed directive, in source order (`enable` ones included).
  package var directives: [SuppressionDirective]
  /// What the disabling directives cover. A `disable:next` with no code after it has no entry.
  package var entries: [Entry]
  /// Directives that could not be read, and `enable`s that end nothing.
  package var malformed: [MalformedSuppression]

  package init(
    directives: [SuppressionDirective] = [], entries: [Entry] = [],
    malformed: [MalformedSuppression] = []
  ) {
    self.directives = directives
    self.entries = entries
    self.malformed = malformed
  }

  /// The id that stands for every lint rule in a directive.
  package static let allRules = "all"
  /// Reported for a directive, or one of its rule ids, that suppresses nothing.
  package static let unusedRuleID = "unused-suppression"
  /// Reported for a directive that cannot be read or names an unknown rule.
  package static let invalidRuleID = "invalid-suppression"
  /// The findings about suppressions themselves; `all` does not cover them, naming them does.
  package static let metaRuleIDs: Set<String> = [unusedRuleID, invalidRuleID]
}
