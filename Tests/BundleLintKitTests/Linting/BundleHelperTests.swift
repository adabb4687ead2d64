import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Properties whose value is a bundle the module model can place, recognised by their value: a
/// containing-app helper, `Bundle(identifier:)`, `Bundle(for:)`.
@Suite struct BundleHelperTests {
  static func helpers(_ code: String) -> [String] {
    let bytes = Array(code.utf8)
    return BundleHelper.find(
      in: CallMatcher.match(bytes, tokens: Lexer.tokenize(bytes)), source: bytes,
      module: Module(name: "Share", resources: ModuleResources())
    ).map { "\($0.enclosingType ?? "-").\($0.name) \($0.expression)" }
  }

  @Test func aContainingAppHelperIsRecognisedByItsBody() {
    let code = """
      extension Bundle {
        static var containingApp: Bundle {
          let url = Bundle.main.bundleURL
          guard url.pathExtension == "appex" else { return .main }
          return Bundle(url: url.deletingLastPathComponent().deletingLastPathComponent()) ?? .main
        }
        static let hostApp: Bundle = {
          Bundle(url: Bundle.main.bundleURL.deletingLastPathComponent().deletingLastPathComponent())!
        }()
      }
      """
    #expect(
      Self.helpers(code) == ["Bundle.containingApp containingApp", "Bundle.hostApp containingApp"])
  }

  @Test func identifierAndClassHelpersKeepWhatTheyName() {
    let code = """
      enum Bundles {
        static let kit = Bundle(identifier: "com.example.Kit")!
        static var here: Bundle { Bundle(for: Finder.self) }
        static var strings: Bundle { return #bundle }
      }
      """
    #expect(
      Self.helpers(code) == [
        "Bundles.kit identifier(\"com.example.Kit\")", "Bundles.here forClass(\"Finder\")",
        "Bundles.strings compilingBinary",
      ])
  }

  @Test func otherPropertiesAreNotHelpers() {
    let code = """
      struct Model {
        static let main = Bundle.main
        var bundle: Bundle { resolved ?? .main }
        let url = Bundle.main.bundleURL
        var title = "Bundle(for: X.self)"
        let count: Int = 2
      }
      """
    #expect(Self.helpers(code) == [])
  }
}
