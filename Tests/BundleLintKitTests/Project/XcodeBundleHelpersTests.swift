import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintSyntax

/// The bundle helpers of each Xcode target and what each is there
/// (`Tests/Fixtures/XcodeProjects/Helpers`: an app `com.example.App`, its share extension with
/// the helpers, and a widget `com.example.App.Widget`).
@Suite struct XcodeBundleHelpersTests {
  let scan = Project.load(
    paths: [PackageRoot.url("Tests/Fixtures/XcodeProjects/Helpers").path],
    readingXcodeProjects: true)

  /// The helpers of `target`, each as `name bundle`.
  func described(
    _ target: String, declared: (FileSyntax, [UInt8], Module) -> [BundleHelper]
  ) throws -> [String] {
    let found = XcodeBundleHelpers.find(
      in: scan.xcode, fileSystem: LocalFileSystem(), declared: declared)
    let node = try #require(
      scan.xcode.hosts.targets.first { $0.value.name == target }?.key)
    return (found[node] ?? []).map { "\($0.name) \($0.meaning)" }
  }

  /// The helpers a file declares are the caller's to say: here one by identifier, one of a
  /// class the file declares, one of a class no file declares, in every file of every target.
  @Test func eachHelperIsPlacedInItsTarget() throws {
    let declared: (FileSyntax, [UInt8], Module) -> [BundleHelper] = { syntax, _, _ in
      guard syntax.declarations.contains(where: { $0.kind == .class }) else { return [] }
      return [
        BundleHelper(
          name: "widget", enclosingType: "Bundle", expression: .identifier("com.example.App.Widget")
        ),
        BundleHelper(name: "share", enclosingType: nil, expression: .forClass("ShareClass")),
        BundleHelper(name: "elsewhere", enclosingType: nil, expression: .forClass("Missing")),
      ]
    }
    #expect(
      try described("Share", declared: declared) == [
        "Bundle.widget other(\"Widget\")", "elsewhere unknown", "share own",
      ])
    // Only Share's files declare a class.
    #expect(try described("Widget", declared: declared) == [])
    #expect(try described("App", declared: { _, _, _ in [] }) == [])
  }

  /// With the engine's recognizer, the share extension's helpers as `describe` shows them.
  @Test func theEngineRecognizerFindsTheShareHelpers() throws {
    #expect(
      try described("Share", declared: BundleHelper.find) == [
        "Bundle.app other(\"App\")", "Bundle.containingApp other(\"App\")", "Bundle.share own",
        "Bundle.widget other(\"Widget\")",
      ])
  }
}
