import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Did-you-mean for a misspelt name (a flag, a rule id, a subcommand): the command line's use of
/// the rule the configuration decoder and suppressions follow.
package enum NameSuggestion {
  /// The known name nearest to `name` (at most a third of it differs), or nil.
  package static func closest(to name: String, in known: some Sequence<String>) -> String? {
    SuppressionSet.closest(to: name, in: Set(known))
  }

  /// `; did you mean 'X'?` when a known name is near `name`, else `otherwise` after `; `.
  package static func hint(for name: String, in known: some Sequence<String>, otherwise: String)
    -> String
  {
    closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? "; " + otherwise
  }
}
