import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A session lints each file of a package as a run on that file alone does: same context, same
/// findings; and an edit to one file reaches the files that depend on what it declares.
@Suite struct LintSessionTests {
  static func request(_ path: String) -> LintRun.Request {
    LintRun.Request(
      paths: [path], currentDirectory: PackageRoot.path, manifestMode: .static,
      catalog: RuleCatalog.builtin)
  }

  /// Each fixture package and Xcode unit: the first Swift file of each found under the
  /// fixtures.
  static func fixturePackages() -> [String] {
    let scan = Project.load(
      paths: [PackageRoot.path + "/Tests/Fixtures"], fileSystem: LocalFileSystem(),
      currentDirectory: PackageRoot.path, readingXcodeProjects: true
    ).addingXcodeUnit(fileSystem: LocalFileSystem())
    var firstFiles: [Int: String] = [:]
    for file in scan.files where firstFiles[file.packageIndex] == nil {
      firstFiles[file.packageIndex] = file.path
    }
    return firstFiles.keys.sorted().compactMap { firstFiles[$0] }
  }

  @Test func everyFixtureFileLintsAsARunOnItAlone() throws {
    let entries = Self.fixturePackages()
    #expect(entries.count > 20)
    // Xcode projects are lint units too.
    #expect(entries.contains { $0.contains("/Tests/Fixtures/Xcode") })
    var compared = 0
    for entry in entries {
      let session = try LintSession(Self.request(entry), fileSystem: LocalFileSystem())
      for path in session.swiftFiles {
        let run = try LintRun.run(Self.request(path)).diagnostics.filter {
          $0.location.path == path
        }
        let linted = session.lint(path, fileSystem: LocalFileSystem())
        #expect(linted?.diagnostics == run, "\(path)")
        #expect(linted?.packageFactsChanged == false, "\(path)")
        compared += 1
      }
    }
    #expect(compared > 50)
  }

  /// A wrapper that passes its `bundle` parameter on, in `Title.swift`.
  static let wrapper = """
    import SwiftUI
    func Title(_ key: LocalizedStringKey, bundle: Bundle? = nil) -> Text {
      Text(key, bundle: bundle)
    }
    """

  /// `FixRunTests.package` with `wrapper` and `Cart.swift`, which calls it without a bundle.
  static func wrapperPackage() -> InMemoryFileSystem {
    var disk = FixRunTests.package("")
    disk.addFile("/p/Sources/Shop/Title.swift", wrapper)
    disk.addFile("/p/Sources/Shop/Cart.swift", "import SwiftUI\nlet title = Title(\"k\")\n")
    return disk
  }

  @Test func anEditToAWrapperReachesTheFilesThatCallIt() throws {
    let disk = Self.wrapperPackage()
    let session = try LintSession(Self.request("/p/Sources/Shop/Cart.swift"), fileSystem: disk)
    let before = try #require(session.lint("/p/Sources/Shop/Cart.swift", fileSystem: disk))
    #expect(before.diagnostics.map(\.ruleID) == ["wrapper-missing-bundle"])

    // The wrapper no longer takes a bundle: its callers' finding changes.
    let edited = OverlayFileSystem(
      base: disk,
      contents: [
        "/p/Sources/Shop/Title.swift": Array(
          "import SwiftUI\nfunc Shown(_ key: LocalizedStringKey) -> Text { Text(key) }\n".utf8)
      ])
    let wrapperLint = try #require(session.lint("/p/Sources/Shop/Title.swift", fileSystem: edited))
    #expect(wrapperLint.packageFactsChanged)
    let after = try #require(session.lint("/p/Sources/Shop/Cart.swift", fileSystem: edited))
    let run = try LintRun.run(Self.request("/p/Sources/Shop/Cart.swift"), fileSystem: edited)
    #expect(
      after.diagnostics == run.diagnostics.filter { $0.location.path.hasSuffix("Cart.swift") })
    #expect(after.diagnostics != before.diagnostics)
  }
}
