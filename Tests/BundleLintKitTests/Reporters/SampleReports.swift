@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A tiny package's sources and reports over them that exercise every feature a reporter meets:
/// several files, notes with and without a place, fixes of each applicability, a file outside the
/// current directory, multi-byte text before a column, and messages full of characters that
/// formats must escape.
enum SampleReports {
  static let currentDirectory = "/home/dev/Shop"

  /// A source file and its location converter.
  struct File {
    var path: String
    var text: String
    var converter: SourceLocationConverter

    init(_ path: String, _ lines: [String]) {
      self.path = path
      text = lines.joined(separator: "\n") + "\n"
      converter = SourceLocationConverter(Array(text.utf8))
    }

    /// The location `advance` bytes after the start of the `occurrence`th `needle`.
    func location(of needle: String, occurrence: Int = 1, advance: Int = 0) -> SourceLocation {
      let bytes = Array(text.utf8)
      let pattern = Array(needle.utf8)
      var seen = 0
      var offset = -1
      for start in 0...(bytes.count - pattern.count)
      where Array(bytes[start..<start + pattern.count]) == pattern {
        seen += 1
        if seen == occurrence {
          offset = start
          break
        }
      }
      precondition(offset >= 0, "'\(needle)' not in \(path)")
      return SourceLocation(path: path, offset: offset + advance, converter: converter)
    }

    /// The location just past the `occurrence`th `needle`.
    func end(of needle: String, occurrence: Int = 1) -> SourceLocation {
      location(of: needle, occurrence: occurrence, advance: needle.utf8.count)
    }

    /// The trimmed text of the line holding `location`.
    func lineText(at location: SourceLocation) -> String {
      converter.lineText(location.line).trimmingCharacters(in: .whitespaces)
    }
  }

  static let manifest = File(
    "/home/dev/Shop/Package.swift",
    [
      "// swift-tools-version:6.0",
      "import PackageDescription",
      "",
      "let package = Package(",
      "  name: \"Shop\",",
      "  defaultLocalization: \"en\",",
      "  targets: [",
      "    .target(name: \"Shop\", resources: [.process(\"Resources\")]),",
      "  ]",
      ")",
    ])

  static let cartView = File(
    "Sources/Shop/CartView.swift",
    [
      "import SwiftUI",
      "",
      "struct CartView: View {",
      "  var body: some View {",
      "    VStack {",
      "      Text(\"cart.title\")",
      "      Label(\"🙂é\", systemImage: \"cart\"); Image(\"cart.badge\")",
      "    }",
      "  }",
      "}",
    ])

  static let strings = File(
    "Sources/Shop/Strings.swift",
    [
      "import Foundation",
      "",
      "let warning = NSLocalizedString(\"a<b & \\\"c\\\" 'd'>\", comment: \"\")",
      "let path = Bundle.main.path(",
      "  forResource: \"100%, done: yes\",",
      "  ofType: \"json\")",
    ])

  static let outside = File(
    "/Users/dev/Shared Code/Ünïcode.swift",
    [
      "import SwiftUI",
      "",
      "let title = Text(\"shared.title\")",
    ])

  static let rules = [
    RuleMetadata(
      id: "text-without-module-bundle",
      summary: "Text in a package target must pass the module's bundle",
      fullDescription:
        "SwiftPM puts a target's localized strings in the target's resource bundle. `Text(\"key\")` looks in the main bundle, so the key is shown instead of the translation.",
      helpMarkdown:
        "SwiftPM puts a target's localized strings in the target's resource bundle.\n\n```swift\nText(\"key\")\n```\n\nFixed:\n\n```swift\nText(\"key\", bundle: .module)\n```",
      defaultSeverity: .warning),
    RuleMetadata(
      id: "asset-lookup-without-module-bundle",
      summary: "Asset-catalog lookups in a package target must pass the module's bundle",
      fullDescription:
        "`Image(\"name\")` searches the main bundle, so the asset is missing at run time.",
      helpMarkdown: "`Image(\"name\")` searches the main bundle; pass `bundle: .module`.",
      defaultSeverity: .warning),
    RuleMetadata(
      id: "localized-string-without-module-bundle",
      summary: "NSLocalizedString in a package target must pass the module's bundle",
      fullDescription: "`NSLocalizedString` without `bundle:` searches `Bundle.main`.",
      helpMarkdown:
        "`NSLocalizedString` without `bundle:` searches `Bundle.main` & falls back to the <key>.",
      defaultSeverity: .error,
      helpURI: "https://example.com/rules/localized-string-without-module-bundle"),
    RuleMetadata(
      id: "color-without-module-bundle",
      summary: "Color assets in a package target must pass the module's bundle",
      fullDescription: "`Color(\"name\")` searches the main bundle.",
      helpMarkdown: "`Color(\"name\")` searches the main bundle.",
      defaultSeverity: .warning),
  ]

  /// Inserts `text` just before the `occurrence`th `needle` in `file`.
  static func insertion(_ text: String, before needle: String, in file: File, occurrence: Int = 1)
    -> Edit
  {
    let at = file.location(of: needle, occurrence: occurrence)
    return Edit(start: at, end: at, replacement: text)
  }

  static var richFindings: [Diagnostic] {
    let textStart = cartView.location(of: "Text(\"cart.title\")")
    let imageStart = cartView.location(of: "Image(\"cart.badge\")")
    let stringStart = strings.location(of: "NSLocalizedString")
    let pathStart = strings.location(of: "Bundle.main.path")
    let sharedStart = outside.location(of: "Text(")
    let findings = [
      Diagnostic(
        ruleID: "text-without-module-bundle", severity: .warning,
        message: "'Text' looks up 'cart.title' in the main bundle; pass 'bundle: .module'",
        location: textStart, endLocation: cartView.end(of: "Text(\"cart.title\")"),
        notes: [
          Note(
            message: "target 'Shop' declares its resources here",
            location: manifest.location(of: "resources:"), role: .module)
        ],
        fix: Fix(
          title: "pass 'bundle: .module'",
          edits: [insertion(", bundle: .module", before: ")", in: cartView, occurrence: 1)],
          applicability: .unsafe),
        lineText: cartView.lineText(at: textStart)),
      Diagnostic(
        ruleID: "asset-lookup-without-module-bundle", severity: .warning,
        message: "'Image' looks up 'cart.badge' in the main bundle; pass 'bundle: .module'",
        location: imageStart, endLocation: cartView.end(of: "Image(\"cart.badge\")"),
        notes: [Note(message: "'Media.xcassets' in target 'Shop' holds 'cart.badge'")],
        fix: Fix(
          title: "pass 'bundle: .module'",
          edits: [insertion(", bundle: .module", before: ")", in: cartView, occurrence: 3)],
          applicability: .safe),
        lineText: cartView.lineText(at: imageStart)),
      Diagnostic(
        ruleID: "localized-string-without-module-bundle", severity: .error,
        message:
          "'NSLocalizedString' looks up 'a<b & \"c\" 'd'>' in the main bundle; pass 'bundle: .module'",
        location: stringStart, endLocation: strings.end(of: "comment: \"\")"),
        fix: Fix(
          title: "pass 'bundle: .module'",
          edits: [insertion(", bundle: .module", before: ", comment", in: strings)],
          applicability: .displayOnly),
        lineText: strings.lineText(at: stringStart)),
      Diagnostic(
        ruleID: "main-bundle-resource-path", severity: .note,
        message:
          "'Bundle.main.path' looks up '100%, done: yes' in the main bundle\r\nuse 'Bundle.module': it holds the target's resources",
        location: pathStart, endLocation: strings.end(of: "\"json\")"),
        fix: Fix(
          title: "use 'Bundle.module'",
          edits: [
            Edit(
              start: pathStart, end: strings.end(of: "Bundle.main"), replacement: "Bundle.module")
          ],
          applicability: .unsafe),
        lineText: strings.lineText(at: pathStart)),
      Diagnostic(
        ruleID: "text-without-module-bundle", severity: .warning,
        message: "'Text' looks up 'shared.title' in the main bundle; pass 'bundle: .module'",
        location: sharedStart, endLocation: outside.end(of: "Text(\"shared.title\")"),
        lineText: outside.lineText(at: sharedStart)),
    ]
    return findings.sorted { $0.location < $1.location }
  }

  /// The report with every feature, with the source lines the `full` layout frames.
  static var rich: LintReport {
    var report = LintReport(
      findings: richFindings, rules: rules, toolVersion: "0.1.0",
      currentDirectory: currentDirectory, filesLinted: 12, filesScanned: 240)
    report.sourceExcerpts = excerpts(report.findings, [manifest, cartView, strings, outside])
    return report
  }

  /// The lines of `findings` in `files`, as the command line reads them from disk.
  static func excerpts(_ findings: [Diagnostic], _ files: [File]) -> SourceExcerpts {
    SourceExcerpts.load(for: findings) { path in
      files.first { $0.path == path }.map { Array($0.text.utf8) }
    }
  }

  /// A clean run.
  static var empty: LintReport {
    LintReport(
      findings: [], rules: rules, toolVersion: "0.1.0", currentDirectory: currentDirectory,
      filesLinted: 12, filesScanned: 240)
  }

  static func named(_ name: String) -> LintReport {
    switch name {
    case "rich": rich
    default: empty
    }
  }
}
