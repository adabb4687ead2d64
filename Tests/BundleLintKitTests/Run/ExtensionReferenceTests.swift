import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `framework-key-misses-in-extension` in the example project: a framework's main-bundle
/// lookup counts as running in an app extension only with the evidence of the extension's own
/// files, or of the files it shares with the app that those create.
@Suite struct ExtensionReferenceTests {
  typealias Harness = RuleExampleHarness

  static let rule = RuleCatalog.builtin.rule(id: "framework-key-misses-in-extension")!

  /// Every finding of the rule when `code` is `Kit/Example.swift` (compiled into `targets`)
  /// and the project's files are replaced or added by `files`.
  static func lint(_ code: String, in targets: [String] = ["Kit"], files: [String: String] = [:])
    -> [Diagnostic]
  {
    var every: [Diagnostic] = []
    _ = Harness.lintInProject(
      Array(code.utf8), rules: [rule], targets: targets, files: files, every: &every)
    return every
  }

  static let holders = """
    enum KitText {
      static let title = NSLocalizedString("kit.title", comment: "")
      static let unused = NSLocalizedString("kit.unused", comment: "")
    }

    """

  @Test func aLookupNamedByTheExtensionsOwnFileIsReportedAtTheLookup() {
    let findings = Self.lint(Self.holders)
    #expect(findings.map(\.location.line) == [2])
    #expect(findings.first?.location.path.hasSuffix("Kit/Example.swift") == true)
    // The extension has a `Localizable` table without the key: an error.
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message.contains("'KitText.title' of framework Kit") == true)
    #expect(findings.first?.message.contains("its Localizable.strings lacks the key") == true)
    let note = findings.first?.notes.first { $0.message == "'Share' copies its resources here" }
    #expect(note?.location?.path.hasSuffix("project.pbxproj") == true)
  }

  @Test func aTableTheExtensionLacksMakesAWarning() {
    let other = Self.holders.replacingOccurrences(
      of: "\"kit.title\", comment", with: "\"kit.title\", tableName: \"Kit\", comment")
    let findings = Self.lint(other)
    #expect(findings.map(\.severity) == [.warning])
    #expect(findings.first?.message.contains("it has no 'Kit' table") == true)
  }

  @Test func aKeyTheExtensionHasIsSilent() {
    let files = ["Share/en.lproj/Localizable.strings": "\"kit.title\" = \"Kit\";\n"]
    #expect(Self.lint(Self.holders, files: files).isEmpty)
  }

  @Test func aHelperCalledWithALiteralInTheExtensionIsReportedAtTheCall() {
    let helpers = """
      extension String {
        func localized() -> String { NSLocalizedString(self, comment: "") }
        static func text(_ id: String, count: Int) -> String { id.localized() }
      }

      """
    let share = """
      struct ShareView {
        let title = "kit.share".localized()
        let own = "share.title".localized()
        let count = String.text("kit.count", count: 2)
      }

      """
    let findings = Self.lint(helpers, files: ["Share/ShareView.swift": share])
    #expect(findings.map(\.location.line) == [2, 4])
    #expect(findings.allSatisfy { $0.location.path.hasSuffix("Share/ShareView.swift") })
    #expect(findings.first?.message.contains("'localized' of framework Kit") == true)
  }

  @Test func aLookupThroughTheFrameworksWrapperInAFileThatSpellsNoTriggerWord() {
    // `Kit/Example.swift` spells none of the run's trigger words: it is skipped at first, and
    // lexed once the run has learnt the wrapper `loc` from `Kit/KitView.swift`.
    let strings = """
      extension String {
        func loc() -> String { NSLocalizedString(self, comment: "") }
      }

      """
    let holders = """
      enum KitText {
        static let title = "kit.title".loc()
      }

      """
    let findings = Self.lint(
      holders, files: ["Kit/KitView.swift": "public final class KitView {}\n" + strings])
    #expect(findings.map(\.location.line) == [2])
    #expect(findings.first?.location.path.hasSuffix("Kit/Example.swift") == true)
    #expect(findings.first?.message.contains("'KitText.title' of framework Kit") == true)
  }

  @Test func aFileTheAppCompilesTooIsNoEvidence() {
    // `Share/ShareView.swift` names `KitText.title`, but here it is compiled by the app too.
    let files = [
      "Kit/KitView.swift": "public final class KitView {}\n" + Self.holders,
      "Share/ShareView.swift": "struct ShareView {}\n",
    ]
    let findings = Self.lint(
      "struct Shared {\n  let title = KitText.title\n}\n", in: ["Share", "App"], files: files)
    #expect(findings.isEmpty)
  }

  /// The project with `KitText` in the framework, `Example.swift` shared by the app and the
  /// extension naming `KitText.title`, and the extension's own file `share`.
  static func sharedPicker(share: String) -> [Diagnostic] {
    let files = [
      "Kit/KitView.swift": "public final class KitView {}\n" + Self.holders,
      "Share/ShareView.swift": share,
    ]
    return Self.lint(
      "final class Picker {\n  let title = KitText.title\n}\n", in: ["Share", "App"],
      files: files)
  }

  @Test func aSharedTypeTheExtensionsOwnCodeCreatesRunsInTheExtension() {
    let findings = Self.sharedPicker(share: "struct ShareView {\n  let picker = Picker()\n}\n")
    // `KitText.title`'s lookup, after the line declaring `KitView`.
    #expect(findings.map(\.location.line) == [3])
    #expect(findings.first?.location.path.hasSuffix("Kit/KitView.swift") == true)
    #expect(findings.first?.message.contains("'KitText.title' of framework Kit") == true)
    #expect(findings.first?.message.contains("'Share.appex' runs") == true)
  }

  @Test func aSharedTypeTheExtensionOnlyNamesIsNoEvidence() {
    #expect(Self.sharedPicker(share: "struct ShareView {\n  var picker: Picker?\n}\n").isEmpty)
  }
}
