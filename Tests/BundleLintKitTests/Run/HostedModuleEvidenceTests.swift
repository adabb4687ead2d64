import Testing

@testable import BundleLintKit

/// A package module that has the key in its own table but looks it up in the main bundle is
/// silent when a host app has the key too, unless an app extension that lacks it is known to
/// run the code: its own files name the type (issue 18, evidence from the Xcode project). The
/// example repository of `RuleExampleHarness.hostedProjectFile`: an app `App` (its table has
/// `app.title` and `both.title`) and a share extension `Share` (`share.title`, `both.title`)
/// that both link the package's `Feature`.
@Suite struct HostedModuleEvidenceTests {
  /// The findings of `localized-string-missing-bundle` in `Feature`'s `Example.swift`, where
  /// `Feature` has a table with `app.title` and the app's table has it too; `shareView` is the
  /// extension's own file.
  static func lint(_ code: String, shareView: String) -> [Diagnostic] {
    let rule = RuleCatalog.builtin.rule(id: "localized-string-missing-bundle")!
    return RuleExampleHarness.lintHostedPackage(
      Array(code.utf8), rules: [rule],
      featureResources: ["en.lproj/Localizable.strings": "\"app.title\" = \"Shop\";\n"],
      files: ["Share/ShareView.swift": shareView])
  }

  static let code = """
    import Foundation
    public struct TitleView {
      public init() {}
      public var title: String { NSLocalizedString("app.title", comment: "") }
    }
    public struct OtherView {
      public init() {}
      public var title: String { NSLocalizedString("app.title", comment: "") }
    }

    """

  @Test func anExtensionThatNamesTheTypeAndLacksTheKeyMakesTheLookupAFinding() {
    let findings = Self.lint(Self.code, shareView: "let view = TitleView()\n")
    #expect(findings.map(\.location.line) == [4])
    #expect(findings.first?.severity == .error)
  }

  @Test func theAppsTableSilencesWhenNoExtensionNamesTheCode() {
    #expect(Self.lint(Self.code, shareView: "let view = ShareOnlyView()\n").isEmpty)
  }

  /// A view controller the extension's view creates, as a Quick Look extension's does: its
  /// `loadView` runs, and so does the function that calls by name; a computed property no
  /// code reads does not count.
  static let created = """
    import AppKit
    public final class PreviewController {
      public init() {}
      let content = ContentController()
    }
    final class ContentController {
      override func loadView() {
        setUpColumns()
      }
      func setUpColumns() {
        let title = NSLocalizedString("app.title", comment: "")
      }
      var unusedTitle: String { NSLocalizedString("app.title", comment: "") }
    }

    """

  @Test func codeThatTheExtensionsCodeCreatesRunsInTheExtension() {
    let findings = Self.lint(Self.created, shareView: "let preview = PreviewController()\n")
    #expect(findings.map(\.location.line) == [11])
  }

  @Test func aTypeOnlyNamedByTheExtensionsCodeAddsNothing() {
    // `PreviewController` names `ContentController` as a property's type, and creates none.
    let named = Self.created.replacingOccurrences(
      of: "let content = ContentController()", with: "var content: ContentController?")
    #expect(Self.lint(named, shareView: "let preview = PreviewController()\n").isEmpty)
  }
}
