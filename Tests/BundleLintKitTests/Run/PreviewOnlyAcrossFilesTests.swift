import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A view that only its file's previews create is silent unless another file of the module
/// names it: the module's other files are searched once a first pass finds a candidate.
@Suite struct PreviewOnlyAcrossFilesTests {
  static let rows = """
    import SwiftUI
    struct SampleRow: View {
      var body: some View { Text("Hello") }
    }
    #Preview {
      SampleRow()
    }

    """

  /// The package's files, with `other` beside the rows.
  static func files(other: String) -> [String: String] {
    [
      "Resources/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
      "Resources/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
      "Rows.swift": Self.rows, "Other.swift": other,
    ]
  }

  static func lint(other: String) throws -> [Diagnostic] {
    try KitPackage.lint(Self.files(other: other), select: ["localized-string-missing-bundle"])
  }

  @Test func aViewOnlyPreviewsCreateIsSilent() throws {
    #expect(try Self.lint(other: "struct Other {}\n").isEmpty)
  }

  @Test func aViewAnotherFileCreatesIsReported() throws {
    let found = try Self.lint(
      other: "import SwiftUI\nstruct Screen: View {\n  var body: some View { SampleRow() }\n}\n")
    #expect(found.map(\.location.path) == ["/p/Sources/Kit/Rows.swift"])
    #expect(found.map(\.location.line) == [3])
  }

  /// The language server's session finishes a file with the same passes as a run: a view only
  /// its file's previews create is silent there too, from the first lint after the load.
  @Test func theSessionKnowsPreviewOnlyCodeAsTheRunDoes() throws {
    let fs = KitPackage.fileSystem(Self.files(other: "struct Other {}\n"))
    let request = KitPackage.request(select: ["localized-string-missing-bundle"])
    let session = try LintSession(request, fileSystem: fs)
    let linted = try #require(session.lint("/p/Sources/Kit/Rows.swift", fileSystem: fs))
    #expect(linted.diagnostics.isEmpty)
    #expect(try LintRun.run(request, fileSystem: fs).diagnostics.isEmpty)
  }
}
