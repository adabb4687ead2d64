import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintSyntax

/// Each reason the second pass lints a file again holds for the evidence it names, and only
/// for it: a file of module 0 of package 0 whose first pass learnt nothing is final.
@Suite struct RelintReasonTests {
  static let file = WorkspaceFile(
    path: "/p/Sources/Kit/View.swift", packageIndex: 0, moduleIndex: 0)
  static let key = ModuleKey(package: 0, module: 0)

  /// Evidence of which nothing holds; each test changes one part of it.
  static func quiet() -> RelintReason.Evidence {
    RelintReason.Evidence(
      file: file, result: FileJob.Result(), needsDeclarations: false,
      facts: FirstPassFacts(files: [], results: [], packageCount: 1),
      context: ModuleContext(name: "Kit", resources: ModuleResources()), wrapperNames: [])
  }

  static func reasons(_ evidence: RelintReason.Evidence) -> [RelintReason] {
    RelintReason.allCases.filter { $0.holds(for: evidence) }
  }

  @Test func aFileWhoseFirstPassLearntNothingIsFinal() {
    #expect(Self.reasons(Self.quiet()).isEmpty)
    #expect(RelintReason.first(for: Self.quiet()) == nil)
  }

  @Test func lookalikesBehindSuppressions() {
    var evidence = Self.quiet()
    evidence.needsDeclarations = true
    #expect(Self.reasons(evidence) == [.lookalikesBehindSuppressions])
  }

  /// The module's own accessor and its framework's class change the fixes, so only a file with
  /// findings is linted again for them.
  @Test(arguments: [RelintReason.ownAccessorKnown, .frameworkClassKnown])
  func whatTheFixesPassChangesAFileWithFindings(reason: RelintReason) {
    let learnt: WritableKeyPath<FirstPassFacts, [ModuleKey: String]> =
      reason == .ownAccessorKnown ? \.ownAccessors : \.bundleClasses
    var evidence = Self.quiet()
    evidence.facts[keyPath: learnt][Self.key] = "KitMarker"
    #expect(Self.reasons(evidence).isEmpty)
    evidence.result.hadFindings = true
    #expect(Self.reasons(evidence) == [reason])
  }

  @Test func anExtensionThatNamesMembersOrAFrameworksWrappers() {
    let share = HostBundle(name: "Share", fileName: "Share.appex", index: nil)
    var evidence = Self.quiet()
    evidence.context.extensionReferences = [ExtensionReferences(host: share, members: [])]
    #expect(Self.reasons(evidence).isEmpty)
    evidence.context.extensionReferences = [
      ExtensionReferences(host: share, members: ["Greeting.title"])
    ]
    #expect(Self.reasons(evidence) == [.extensionEvidence])

    var wrapped = Self.quiet()
    wrapped.context.frameworkWrappers = [
      MainBundleWrapper(name: "localized", enclosingType: "String", keyLabel: nil, labels: [])
    ]
    #expect(Self.reasons(wrapped) == [.extensionEvidence])
  }

  @Test func aFindingThatWaitsOnPublicAccessorsWhenThePackageDeclaresOne() {
    var evidence = Self.quiet()
    evidence.result.dependsOn = .publicBundleAccessors
    #expect(Self.reasons(evidence).isEmpty)
    evidence.facts.packages[0].bundleAccessors = [
      BundleAccessor(
        name: "kit", enclosingType: "Bundle", module: "Kit", isVisibleOutsideModule: false)
    ]
    #expect(Self.reasons(evidence).isEmpty)
    evidence.facts.packages[0].bundleAccessors[0].isVisibleOutsideModule = true
    #expect(Self.reasons(evidence) == [.publicAccessorsDeclared])
  }

  @Test func aFindingThatNamesAnotherModulesAccessorWhenOneIsKnown() {
    var evidence = Self.quiet()
    evidence.result.dependsOn = .namedModuleAccessors
    #expect(Self.reasons(evidence).isEmpty)
    evidence.facts.siblingAccessors[ModuleKey(package: 0, module: 1)] = "designSystem"
    #expect(Self.reasons(evidence) == [.siblingAccessorsKnown])
  }

  @Test func aFindingThatWaitsOnExtensionsOrModuleClasses() {
    var evidence = Self.quiet()
    evidence.result.dependsOn = .hostReferences
    #expect(Self.reasons(evidence) == [.waitsOnExtensions])
    evidence.result.dependsOn = .moduleClasses
    #expect(Self.reasons(evidence) == [.waitsOnModuleClasses])
    // What the later passes never change is no reason.
    evidence.result.dependsOn = [.moduleLiterals, .passedKeys, .packageWrappers]
    #expect(Self.reasons(evidence).isEmpty)
  }

  @Test func codeOnlyTheFilesPreviewsName() {
    var evidence = Self.quiet()
    evidence.result.facts.previewOnlyCandidates = ["SampleRow"]
    #expect(Self.reasons(evidence).isEmpty)
    evidence.context.previewOnlyNames = ["OtherRow"]
    #expect(Self.reasons(evidence).isEmpty)
    evidence.context.previewOnlyNames = ["OtherRow", "SampleRow"]
    #expect(Self.reasons(evidence) == [.previewOnlyCode])
  }

  @Test func aModulePropertyPassedForNamesNoResourceHas() {
    var evidence = Self.quiet()
    evidence.result.facts.bundleMembersPassedForUnknownNames = ["kit"]
    #expect(Self.reasons(evidence).isEmpty)
    evidence.facts.bundleAccessorNames[Self.key] = ["resources"]
    #expect(Self.reasons(evidence).isEmpty)
    evidence.facts.bundleAccessorNames[Self.key] = ["kit", "resources"]
    #expect(Self.reasons(evidence) == [.modulePropertyPassed])
  }

  @Test func aClassBundleHelperPassed() {
    var evidence = Self.quiet()
    evidence.result.facts.bundleMembersPassed = ["current"]
    evidence.facts.classBundleHelpers[Self.key] = [
      BundleHelper(name: "other", enclosingType: "Bundle", expression: .main)
    ]
    #expect(Self.reasons(evidence).isEmpty)
    evidence.facts.classBundleHelpers[Self.key]?.append(
      BundleHelper(name: "current", enclosingType: "Bundle", expression: .main))
    #expect(Self.reasons(evidence) == [.classBundleHelperPassed])
  }

  @Test func aCallOfAPackageWrappersName() {
    var evidence = Self.quiet()
    evidence.result.facts.callees = CalleeMask(["Text", "PlaceholderView"])
    evidence.wrapperNames = ["BrandLabel"]
    #expect(Self.reasons(evidence).isEmpty)
    evidence.wrapperNames = ["PlaceholderView"]
    #expect(Self.reasons(evidence) == [.callsPackageWrapper])
  }

  @Test func aKeyParameterThatCallsElsewherePassLiteralsTo() {
    var evidence = Self.quiet()
    evidence.result.facts.keySlots = ["title": ["CircleButton"]]
    let argument = KeyArgument(
      callee: "TipBanner", receiver: nil, isImplicitInit: false, labels: ["title"],
      label: "title", key: "tip.title", module: "App", place: "Localizable.xcstrings",
      location: SourceLocation(path: "/p/App/Tip.swift", offset: 0, line: 1, column: 1))
    evidence.facts.keyArguments["title"] = [argument]
    #expect(Self.reasons(evidence).isEmpty)
    var button = argument
    button.callee = "CircleButton"
    evidence.facts.keyArguments["title"]?.append(button)
    #expect(Self.reasons(evidence) == [.receivesPassedKeys])
  }

  @Test func theFirstReasonIsTheFirstDeclaredThatHolds() {
    var evidence = Self.quiet()
    evidence.result.dependsOn = [.hostReferences, .moduleClasses]
    evidence.needsDeclarations = true
    #expect(
      Self.reasons(evidence) == [
        .lookalikesBehindSuppressions, .waitsOnExtensions, .waitsOnModuleClasses,
      ])
    #expect(RelintReason.first(for: evidence) == .lookalikesBehindSuppressions)
  }
}
