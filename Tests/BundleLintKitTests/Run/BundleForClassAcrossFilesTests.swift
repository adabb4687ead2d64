import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `Bundle(for: X.self)` in a SwiftPM target is the binary's bundle, not the module's resources,
/// when `X` is a class of the module, wherever the module declares it: a first pass, which sees
/// only the file, leaves the question to the second, and lexes the files it skipped that may
/// declare a class.
@Suite struct BundleForClassAcrossFilesTests {
  /// The `main-bundle-lookup` findings of a package whose module `Kit` (with a table) has
  /// `Helpers.swift` and `Other.swift`.
  static func lint(helpers: String, other: String) throws -> [Diagnostic] {
    try KitPackage.lint(
      [
        "Resources/en.lproj/Localizable.strings": "\"pay\" = \"Pay\";\n",
        "Helpers.swift": helpers, "Other.swift": other,
      ], select: ["main-bundle-lookup"])
  }

  static let helper = """
    import Foundation
    extension Bundle {
        static let kit = Bundle(for: CardController.self)
    }

    """

  @Test func aClassOfAnotherFileThatSpellsNoLookupIsTheModules() throws {
    let found = try Self.lint(
      helpers: Self.helper, other: "import UIKit\nfinal class CardController: UIViewController {}\n"
    )
    #expect(found.map(\.location.path) == ["/p/Sources/Kit/Helpers.swift"])
    #expect(found.map(\.location.line) == [3])
  }

  @Test func aClassNoFileOfTheModuleDeclaresIsNoFinding() throws {
    let found = try Self.lint(
      helpers: Self.helper.replacingOccurrences(of: "CardController", with: "UIApplication"),
      other: "struct Plain {}\n")
    #expect(found.isEmpty)
  }

  @Test func aClassOfTheSameFileIsTheModulesAsBefore() throws {
    let found = try Self.lint(
      helpers: Self.helper + "final class CardController {}\n", other: "struct Plain {}\n")
    #expect(found.map(\.location.line) == [3])
  }
}

/// A SwiftPM target's property whose value is `Bundle(for: X.self)`, passed to lookups: in a
/// SwiftPM build that is the binary's bundle, so each lookup of a name the module holds is a
/// warning about that build, its fix shown only (a pod or framework build of the same file finds
/// its resources there).
@Suite struct ClassBundleHelperTests {
  static func lint(_ files: [String: String]) throws -> [Diagnostic] {
    try KitPackage.lint(
      files.merging(["Resources/en.lproj/Localizable.strings": "\"pay\" = \"Pay now\";\n"]) {
        $1
      }, select: ["localized-string-missing-bundle"])
  }

  static let helper = """
    import Foundation
    final class CardController {}
    extension Bundle {
        static let kit = Bundle(for: CardController.self)
    }

    """

  @Test func lookupsPassingTheHelperAreWarningsAboutTheSwiftPMBuild() throws {
    let found = try Self.lint([
      "Helper.swift": Self.helper,
      "Screen.swift": """
      let a = NSLocalizedString("pay", bundle: .kit, comment: "")
      let b = NSLocalizedString("pay", bundle: Bundle.kit, comment: "")
      let c = NSLocalizedString("not in any table", bundle: .kit, comment: "")
      let d = NSLocalizedString("pay", bundle: .module, comment: "")

      """,
    ])
    #expect(found.map(\.location.line) == [1, 2])
    #expect(found.allSatisfy { $0.severity == .warning && $0.fix?.applicability == .displayOnly })
    #expect(
      found.first?.message
        == "'NSLocalizedString' looks up 'pay' in '.kit', which is 'Bundle(for: CardController.self)': in a SwiftPM build that is the bundle of the code's binary, not the resource bundle of module 'Kit'; replace '.kit' with '.module'"
    )
  }

  /// A local constant of that value, passed in the same body.
  @Test func aLocalConstantIsTheSame() throws {
    let found = try Self.lint([
      "Screen.swift": """
      final class Screen {
        func title() -> String {
          let bundle = Bundle(for: Screen.self)
          return NSLocalizedString("pay", bundle: bundle, comment: "")
        }
        func other(bundle: Bundle) -> String {
          NSLocalizedString("pay", bundle: bundle, comment: "")
        }
      }

      """
    ])
    #expect(found.map(\.location.line) == [4])
    #expect(
      found.first?.message.contains("in 'bundle', which is 'Bundle(for: Screen.self)'") == true)
  }

  @Test func aHelperOfASystemClassIsNoFinding() throws {
    let found = try Self.lint([
      "Helper.swift": Self.helper.replacingOccurrences(
        of: "Bundle(for: CardController.self)", with: "Bundle(for: NSObject.self)"),
      "Screen.swift": "let a = NSLocalizedString(\"pay\", bundle: .kit, comment: \"\")\n",
    ])
    #expect(found.isEmpty)
  }
}
