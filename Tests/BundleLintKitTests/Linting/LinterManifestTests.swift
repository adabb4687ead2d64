import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The manifest rules on hand-built packages (the workspace code resolves the fixtures).
@Suite struct LinterManifestTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "Checkout",
        targets: [
            .target(name: "Checkout", resources: [.process("Resources")])
        ]
    )
    """

  static func package(_ problems: [ResourceProblem]) -> ResolvedPackage {
    ResolvedPackage(
      root: "/p", manifestPath: "/p/Package.swift",
      manifest: PackageManifest(
        toolsVersion: "5.9", name: "Checkout", defaultLocalization: nil, targets: [],
        readMode: .static),
      modules: [], problems: problems)
  }

  @Test(arguments: [
    (
      ResourceProblem.Kind.missingDefaultLocalization, "missing-default-localization",
      Severity.error,
      "target 'Checkout' has localized resources ('Sources/Checkout/Resources/en.lproj/Localizable.strings') but the package sets no 'defaultLocalization', so SwiftPM rejects the package; add 'defaultLocalization: \"en\"' to 'Package(…)'"
    ),
    (
      .missingResourcePath, "missing-resource-path", .error,
      "resource 'Sources/Checkout/Resources/en.lproj/Localizable.strings' of target 'Checkout' does not exist, so SwiftPM leaves it out and lookups of it fail at run time; fix the path or remove the entry"
    ),
    (
      .copiedResourceNotCompiled, "copied-resource-not-compiled", .warning,
      "'Sources/Checkout/Resources/en.lproj/Localizable.strings' of target 'Checkout' is copied with '.copy', so it is never compiled and lookups by name find nothing; use '.process' instead"
    ),
  ])
  func eachProblemKindIsReportedOnTheManifestLine(
    kind: ResourceProblem.Kind, ruleID: String, severity: Severity, message: String
  ) throws {
    let problem = ResourceProblem(
      kind: kind, target: "Checkout",
      path: "Sources/Checkout/Resources/en.lproj/Localizable.strings",
      position: ManifestPosition(line: 7, column: 47))
    let found = Linter.lintManifest(
      package: Self.package([problem]), manifestPath: "Package.swift",
      manifestSource: Array(Self.manifest.utf8), rules: RuleCatalog.builtin.rules)
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.ruleID == ruleID && finding.severity == severity)
    #expect(finding.message == message)
    #expect(finding.location.line == 7 && finding.location.column == 47)
    #expect(finding.lineText == #".target(name: "Checkout", resources: [.process("Resources")])"#)
    #expect(Array(Self.manifest.utf8)[finding.location.offset] == UInt8(ascii: "."))
  }

  @Test func manifestMarkersMatchTheTriggeringExamples() throws {
    // The `↓` of each manifest rule's triggering example marks where the finding goes.
    for rule in RuleCatalog.builtin.rules where rule.kind == .manifest {
      for example in rule.examples.triggering {
        let (source, markers) = RuleExampleHarness.strip(example.code)
        let converter = SourceLocationConverter(source)
        let kind = try #require(rule.problem)
        let problems = markers.map { offset in
          let position = converter.location(of: offset)
          return ResourceProblem(
            kind: kind, target: "Checkout", path: "Sources/Checkout/Resources",
            position: ManifestPosition(line: position.line, column: position.column))
        }
        let found = Linter.lintManifest(
          problems: problems, manifestPath: "Package.swift", manifestSource: source, rules: [rule])
        #expect(found.map(\.location.offset) == markers, "\(rule.id)")
      }
    }
  }

  @Test func missingPositionsAndNoSourceStillGiveALocation() {
    let problem = ResourceProblem(kind: .missingResourcePath, target: "T", path: "x", position: nil)
    let found = Linter.lintManifest(
      package: Self.package([problem]), manifestPath: "Package.swift",
      rules: RuleCatalog.builtin.rules)
    #expect(found.map(\.location.line) == [1])
    let outside = ResourceProblem(
      kind: .missingResourcePath, target: "T", path: "x",
      position: ManifestPosition(line: 99, column: 400))
    let clamped = Linter.lintManifest(
      problems: [outside], manifestPath: "Package.swift", manifestSource: Array("a\n".utf8),
      rules: RuleCatalog.builtin.rules)
    #expect(clamped.map(\.location.line) == [99])
    #expect(
      Linter.lintManifest(package: Self.package([problem]), manifestPath: "P", rules: []).isEmpty)
  }
}

/// Runs the manifest rules' fixture packages through the workspace code: each triggering
/// fixture gives exactly the findings its `↓` markers show, each non-triggering one none.
@Suite struct ManifestRuleExampleTests {
  static let manifestRules = RuleCatalog.builtin.rules.filter { $0.kind == .manifest }

  static func findings(rule: Rule, example: RuleExample) throws -> (
    markers: [Int], found: [Diagnostic]
  ) {
    let fixture = try #require(example.fixture)
    let folder = RepositoryPaths.ruleFixtures(rule.id) + "/" + fixture
    let scan = Project.load(paths: [folder])
    let package = try #require(scan.packages.first, "\(folder): no package")
    let (source, markers) = RuleExampleHarness.strip(example.code)
    let found = Linter.lintManifest(
      package: package, manifestPath: "Package.swift", manifestSource: source + [0x0A],
      rules: [rule])
    return (markers, found)
  }

  @Test(arguments: manifestRules)
  func fixturePackagesGiveExactlyTheMarkedFindings(rule: Rule) throws {
    for (index, example) in rule.examples.triggering.enumerated() {
      let (markers, found) = try Self.findings(rule: rule, example: example)
      #expect(
        found.map(\.location.offset) == markers,
        "Rules/\(rule.id).json › examples.triggering[\(index)]: \(found.map { "\($0.location.line):\($0.location.column) \($0.message)" })"
      )
    }
    for (index, example) in rule.examples.nonTriggering.enumerated() {
      let (_, found) = try Self.findings(rule: rule, example: example)
      #expect(
        found.isEmpty,
        "Rules/\(rule.id).json › examples.nonTriggering[\(index)]: \(found.map(\.message))")
    }
  }
}
