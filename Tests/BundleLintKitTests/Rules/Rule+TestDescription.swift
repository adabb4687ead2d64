import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Names a rule by its id in test output instead of printing every field.
extension Rule: CustomTestStringConvertible {
  public var testDescription: String { id }
}
