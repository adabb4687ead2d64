import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// Lets rule files name an applicability and errors list the allowed ones.
extension Fix.Applicability: CaseIterable {
  public static var allCases: [Fix.Applicability] { [.safe, .unsafe, .displayOnly] }
}
