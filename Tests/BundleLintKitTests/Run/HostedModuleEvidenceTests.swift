import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A package module that has the key in its own table but looks it up in the main bundle gets a
/// warning naming the host when a host app has the key too (the lookup works by duplication),
/// and an error when an app extension that lacks it is known to run the code: its own files
/// name the type (evidence from the Xcode project). The
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

  /// The lines of the findings of `severity`.
  static func lines(_ findings: [Diagnostic], _ severity: Severity) -> [Int] {
    findings.filter { $0.severity == severity }.map(\.location.line)
  }

  @Test func anExtensionThatNamesTheTypeAndLacksTheKeyMakesTheLookupAnError() {
    let findings = Self.lint(Self.code, shareView: "let view = TitleView()\n")
    #expect(Self.lines(findings, .error) == [4])
    #expect(Self.lines(findings, .warning) == [8])
  }

  @Test func theAppsCopyOfTheKeyMakesAWarningNamingTheAppWhenNoExtensionNamesTheCode() {
    let findings = Self.lint(Self.code, shareView: "let view = ShareOnlyView()\n")
    #expect(Self.lines(findings, .warning) == [4, 8])
    #expect(Self.lines(findings, .error).isEmpty)
    #expect(
      findings.allSatisfy {
        $0.notes.first?.message.contains("only because 'App.app' holds it too") == true
          && $0.fix?.applicability == .unsafe
      })
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
    #expect(Self.lines(findings, .error) == [11])
    #expect(Self.lines(findings, .warning) == [13])
  }

  @Test func aTypeOnlyNamedByTheExtensionsCodeAddsNothing() {
    // `PreviewController` names `ContentController` as a property's type, and creates none.
    let named = Self.created.replacingOccurrences(
      of: "let content = ContentController()", with: "var content: ContentController?")
    let findings = Self.lint(named, shareView: "let preview = PreviewController()\n")
    #expect(Self.lines(findings, .error).isEmpty)
    #expect(Self.lines(findings, .warning) == [11, 13])
  }
}
