import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What a call pattern found wrong with one call, before it becomes a `Diagnostic`.
struct CallFinding: Hashable, Sendable {
  enum Problem: Hashable, Sendable {
    /// The bundle argument is missing (`bundleParameter`).
    case missingBundle
    /// The bundle argument is written as the main bundle (`.main`, `nil`).
    case mainBundleArgument(Argument)
    /// The API takes no bundle (`noBundleParameter`).
    case noBundleParameter
    /// The receiver is `Bundle.main` (`mainBundleReceiver`).
    case mainBundleReceiver
    /// The call itself returns the wrong bundle (`Bundle(for:)`).
    case wrongBundleCall
  }

  var pattern: CallPattern
  var call: CallSite
  var problem: Problem
  /// The argument that names what is looked up, if the pattern has one.
  var lookup: Argument?
}
