import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A property of the module that returns its bundle (`Bundle.kit`, a `#if SWIFT_PACKAGE`
/// locator) is the module's bundle for the rules that check what the module holds, in whichever
/// file of the module it is declared: a lookup through it of a key or asset the module lacks is
/// reported as one through `.module` is.
@Suite struct ModuleHelperEvidenceTests {
  static let locator = """
    import Foundation
    extension Bundle {
      static let kit: Bundle = {
        #if SWIFT_PACKAGE
        return .module
        #else
        return Bundle(for: Token.self)
        #endif
      }()
    }
    final class Token {}

    """

  static func lint(_ view: String, helpers: String = Self.locator) throws -> [Diagnostic] {
    try KitPackage.lint(
      [
        "Resources/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
        "Resources/Media.xcassets/Contents.json": "{}",
        "Resources/Media.xcassets/Logo.imageset/Contents.json": "{}",
        "Helpers.swift": helpers, "View.swift": view,
      ], select: ["unknown-localization-key", "unknown-asset"])
  }

  @Test func aLookupThroughTheLocatorOfAnotherFileIsCheckedAgainstTheModule() throws {
    let found = try Self.lint(
      """
      import SwiftUI
      let title = Text("Helo", bundle: .kit)
      let logo = Image("Logoo", bundle: .kit)
      let known = Text("Hello", bundle: .kit)

      """)
    #expect(found.map(\.ruleID) == ["unknown-localization-key", "unknown-asset"])
    #expect(found.map(\.location.line) == [2, 3])
    #expect(found.allSatisfy { $0.location.path == "/p/Sources/Kit/View.swift" })
  }

  @Test func aPropertyReturningAnotherBundleIsNotTheModules() throws {
    let helpers = """
      import Foundation
      extension Bundle {
        static let kit = Bundle(path: "/Library/Themes.bundle")!
      }

      """
    let found = try Self.lint(
      "import SwiftUI\nlet title = Text(\"Helo\", bundle: .kit)\n", helpers: helpers)
    #expect(found.isEmpty)
  }
}
