import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The `@testable import`s `module-bundle-without-resources` reads.
@Suite struct TestableImportTests {
  @Test(arguments: [
    ("@testable import Shop", ["Shop"]),
    ("@testable\nimport Shop\nimport Cart", ["Shop"]),
    ("@testable @_spi(Internal) import Shop", ["Shop"]),
    ("@testable import struct Shop.Cart", ["Shop"]),
    ("@testable import Shop\n@testable import Cart", ["Shop", "Cart"]),
    ("import Shop", []),
    ("// @testable import Shop", []),
    ("let text = \"@testable import Shop\"", []),
    ("@testable /* why */ import Shop", ["Shop"]),
  ])
  func findsTheImportedModules(code: String, expected: [String]) {
    let source = Array(code.utf8)
    #expect(
      ReferenceCheck.testableImports(tokens: Lexer.tokenize(source), source: source)
        == Set(expected))
  }
}
