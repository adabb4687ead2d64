import BundleLintCore

/// One `bundlelint:` comment, as written: what it does, to which rules, and where it is.
///
/// Directives are read from comments only, so one inside a string literal is never one.
package struct SuppressionDirective: Hashable, Sendable {
  /// What a directive does.
  package enum Command: String, Hashable, Sendable, CaseIterable {
    /// `bundlelint:disable:next RULE`: the next line that holds code.
    case disableNext = "disable:next"
    /// `bundlelint:disable:this RULE`: the line the comment starts on.
    case disableThis = "disable:this"
    /// `bundlelint:disable RULE`: from the comment to the matching `enable` (or the end of file).
    case disable
    /// `bundlelint:enable RULE`: ends a `disable` region.
    case enable
    /// `bundlelint:disable-file RULE`: the whole file.
    case disableFile = "disable-file"
  }

  package var command: Command
  /// Rule ids in the order written; `all` stands for every lint rule.
  package var ruleIDs: [String]
  /// The comment's byte range.
  package var range: Range<Int>
  /// Where the directive starts (`path` is filled in by `SuppressionSet.apply`).
  package var location: SourceLocation
  /// The text of the line the directive is on, for baselines.
  package var lineText: String
  /// The bytes to delete to remove the directive: its whole line when nothing else is on it.
  package var removal: Range<Int>
  package var removalStart: SourceLocation
  package var removalEnd: SourceLocation

  /// The directive as messages quote it: `bundlelint:disable:next asset-missing-bundle`.
  package var spelling: String {
    (["bundlelint:\(command.rawValue)"] + ruleIDs).joined(separator: " ")
  }
}

/// A `bundlelint:` comment that could not be read.
package struct MalformedSuppression: Hashable, Sendable {
  /// What is wrong with it.
  package enum Reason: Hashable, Sendable {
    /// `bundlelint:disabel:next`: the command is not one of `SuppressionDirective.Command`.
    case unknownCommand(String)
    /// `bundlelint:disable:next` with no rule id after it.
    case noRules(SuppressionDirective.Command)
    /// `bundlelint:enable RULE` with no open `disable` region for the rule above it.
    case unmatchedEnable(ruleID: String)
  }

  package var reason: Reason
  package var location: SourceLocation
  package var lineText: String
}
