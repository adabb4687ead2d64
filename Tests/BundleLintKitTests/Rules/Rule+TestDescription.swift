import Testing

@testable import BundleLintKit

/// Names a rule by its id in test output instead of printing every field.
extension Rule: CustomTestStringConvertible {
  public var testDescription: String { id }
}
