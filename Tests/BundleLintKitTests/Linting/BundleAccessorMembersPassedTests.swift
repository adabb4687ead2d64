import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The `Bundle` members a file passes as a bundle: what tells which accessor a module uses.
@Suite struct BundleAccessorMembersPassedTests {
  static func passed(_ code: String) -> Set<String> {
    let source = Array(code.utf8)
    return BundleAccessor.membersPassed(in: CallMatcher.match(source), source: source)
  }

  @Test func bundleArgumentsInBundlesSpellingAreFound() {
    #expect(Self.passed(#"Text("a", bundle: .shop)"#) == ["shop"])
    #expect(Self.passed(#"UIImage(named: "a", in: Bundle.shop, with: nil)"#) == ["shop"])
    #expect(Self.passed(#"Text("a", bundle: . shop )"#) == ["shop"])
  }

  @Test func theModuleAndMainBundlesAndOtherExpressionsAreNot() {
    #expect(Self.passed(#"Text("a", bundle: .module)"#).isEmpty)
    #expect(Self.passed(#"Text("a", bundle: Bundle.main)"#).isEmpty)
    #expect(Self.passed(#"Text("a", bundle: nil)"#).isEmpty)
    #expect(Self.passed(#"Text("a", bundle: L10n.bundle)"#).isEmpty)
    #expect(Self.passed(#"Text("a", bundle: Bundle(for: X.self))"#).isEmpty)
    #expect(Self.passed(#"f(shop: .shop)"#).isEmpty)
  }
}
