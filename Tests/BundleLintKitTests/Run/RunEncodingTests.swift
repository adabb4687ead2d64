import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintRules
@testable import BundleLintSyntax

/// The binary encodings of a file job's result and facts and of a run's outcome read back as
/// written.
@Suite struct RunEncodingTests {
  static let location = LintingEncodingTests.location
  static let diagnostic = Diagnostic(
    ruleID: "image-missing-bundle", severity: .warning, message: "'Image' looks up 'logo'",
    location: location, notes: [Note(message: "n", location: location, role: .module)],
    fix: Fix(
      title: "t", edits: [Edit(start: location, end: location, replacement: "x")],
      applicability: .safe),
    lineText: "Image(\"logo\")")

  /// Facts with every field set.
  static func fullFacts() -> FileJob.FileFacts {
    let declaration = Declaration(
      kind: .function, name: "tr", nameOffset: 4,
      parameters: [Parameter(label: nil, name: "key", typeText: "String", defaultValue: nil)],
      conditions: [ConditionalClause(directive: .if, condition: "DEBUG", earlierConditions: [])])
    var literal = LocalizationKey(plain: "%lld items")
    literal.hasPlaceholders = true
    var wrapper = MainBundleWrapper(name: "tr", enclosingType: nil, keyLabel: nil, labels: ["_"])
    wrapper.module = "Kit"
    var facts = FileJob.FileFacts()
    facts.declarations = [declaration]
    facts.wrappers = [
      Wrapper(
        declaration: declaration, module: "Kit", location: location,
        isVisibleOutsideModule: true, keyIndex: 0, bundleIndex: nil, defaultBundle: .main)
    ]
    facts.bundleAccessors = [
      BundleAccessor(
        name: "kit", enclosingType: "Bundle", module: "Kit", isVisibleOutsideModule: true)
    ]
    facts.callees = CalleeMask(["Text", "tr"])
    facts.literals = [literal, LocalizationKey(plain: "title")]
    facts.keyArguments = [
      KeyArgument(
        callee: "Badge", receiver: nil, isImplicitInit: false, labels: ["title"], label: "title",
        key: "badge", module: "Kit", place: "A.swift:2", location: location, translatedIn: ["de"])
    ]
    facts.keySlots = ["title": ["Badge", "init"], "label": ["Chip"]]
    facts.bundleMembersPassed = ["kit", "shared"]
    facts.bundleMembersPassedForUnknownNames = ["kit"]
    facts.classBundleHelpers = [
      BundleHelper(name: "sdk", enclosingType: "Token", expression: .forClass("Token"))
    ]
    facts.classNames = ["Token"]
    facts.bundleClasses = ["Token", "Finder"]
    facts.mainBundleWrappers = [wrapper]
    facts.memberReferences = ["kit", "title"]
    facts.declaredTypes = ["Token"]
    facts.createdTypes = ["Finder"]
    facts.previewOnlyCandidates = ["Preview"]
    return facts
  }

  @Test func factsWithEveryFieldAndWithNoneReadBack() throws {
    let full = Self.fullFacts()
    #expect(
      Mirror(reflecting: full).children.allSatisfy { child in
        !"\(child.value)".hasPrefix("[]") && !"\(child.value)".hasPrefix("(0, 0, 0, 0)")
      })
    for facts in [full, FileJob.FileFacts()] {
      try EncodingRoundTrip.expectEqual(
        facts, write: { $0.write(to: &$1) }, read: { try FileJob.FileFacts(reading: &$0) })
    }
  }

  @Test func aClassHelperOfAnotherKindIsLeftOut() throws {
    var facts = FileJob.FileFacts()
    facts.classBundleHelpers = [BundleHelper(name: "m", enclosingType: nil, expression: .main)]
    let back = try EncodingRoundTrip.check(
      facts, write: { $0.write(to: &$1) }, read: { try FileJob.FileFacts(reading: &$0) })
    #expect(back == FileJob.FileFacts())
  }

  static func summary(_ result: FileJob.Result) -> String {
    let lookalikes = result.lookalikes.map { $0.map(LintingEncodingTests.describe) }
    return
      "\(result.diagnostics) \(result.suppressed) \(result.hadFindings) \(String(describing: lookalikes)) "
      + "\(result.dependsOn.rawValue) \(result.lexed)"
  }

  @Test func aResultWithEveryFieldAnEmptyOneAndAnUnlexedOneReadBack() throws {
    let patterns = RunCache.patterns(of: .builtin)
    let index = Dictionary(
      patterns.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first }
    )
    var full = FileJob.Result()
    full.diagnostics = [Self.diagnostic, Self.diagnostic]
    full.suppressed = 2
    full.hadFindings = true
    full.lookalikes = [nil, .call(callee: "Image", labels: ["_"], pattern: patterns[1])]
    full.dependsOn = [.packageWrappers, .passedKeys]
    full.facts = Self.fullFacts()
    var withoutChecks = FileJob.Result()
    withoutChecks.diagnostics = [Self.diagnostic]
    var unlexed = FileJob.Result()
    unlexed.lexed = false
    for result in [full, withoutChecks, FileJob.Result(), unlexed] {
      #expect(result.isEncodable(with: index))
      let back = try EncodingRoundTrip.check(
        result, write: { $0.write(to: &$1, patterns: index) },
        read: { try FileJob.Result(reading: &$0, patterns: patterns) })
      #expect(Self.summary(back) == Self.summary(result))
      #expect(back.facts == result.facts)
    }
    #expect(EncodingRoundTrip.bytes(unlexed, { $0.write(to: &$1, patterns: index) }) == [0])
    #expect(!full.isEncodable(with: [:]))
  }

  @Test func anOutcomeWithEveryFieldAndWithNoneReadsBack() throws {
    var full = LintRun.Outcome(
      diagnostics: [Self.diagnostic], filesLinted: 3, filesScanned: 5,
      problems: [WorkspaceProblem(kind: .brokenSymlink, path: "/p/l", detail: "gone")], rules: [],
      configuredFailOn: nil, suppressed: 1, skippedLinks: ["/p/link"])
    full.generatorNote = XcodeGeneratorNote(
      specs: [XcodeGeneratorNote.Spec(path: "/p/project.yml", generator: .xcodeGen)])
    full.packageRoots = ["/p", "/q"]
    let empty = LintRun.Outcome(
      diagnostics: [], filesLinted: 0, filesScanned: 0, problems: [], rules: [],
      configuredFailOn: nil, suppressed: 0)
    for outcome in [full, empty] {
      let back = try EncodingRoundTrip.check(
        outcome, write: { $0.write(to: &$1) }, read: { try LintRun.Outcome(reading: &$0) })
      #expect(OutcomeSummary(back) == OutcomeSummary(outcome))
    }
  }
}
