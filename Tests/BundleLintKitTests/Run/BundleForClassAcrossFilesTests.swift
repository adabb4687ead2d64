import Testing

@testable import BundleLintKit

/// `Bundle(for: X.self)` in a SwiftPM target is the binary's bundle, not the module's resources,
/// when `X` is a class of the module, wherever the module declares it: a first pass, which sees
/// only the file, leaves the question to the second, and lexes the files it skipped that may
/// declare a class.
@Suite struct BundleForClassAcrossFilesTests {
  /// The `main-bundle-lookup` findings of a package whose module `Kit` (with a table) has
  /// `Helpers.swift` and `Other.swift`.
  static func lint(helpers: String, other: String) throws -> [Diagnostic] {
    var fs = InMemoryFileSystem(currentDirectory: "/p")
    fs.addFile(
      "/p/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "P", defaultLocalization: "en",
        targets: [.target(name: "Kit", resources: [.process("Resources")])])
      """)
    fs.addFile("/p/Sources/Kit/Resources/en.lproj/Localizable.strings", "\"pay\" = \"Pay\";\n")
    fs.addFile("/p/Sources/Kit/Helpers.swift", helpers)
    fs.addFile("/p/Sources/Kit/Other.swift", other)
    let request = LintRun.Request(
      paths: ["."], currentDirectory: "/p", manifestMode: .static, catalog: .builtin,
      select: ["main-bundle-lookup"])
    return try LintRun.run(request, fileSystem: fs).diagnostics
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
