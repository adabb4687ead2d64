import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The matching logic on hand-built call sites, and the engine's precision rules on real code.
@Suite struct LinterTests {
  /// A module whose table has `checkout.title` and `k`, and whose table `T` has `k`.
  static let strings: ModuleContext = {
    var module = ModuleContext(
      name: "Feature",
      resources: ModuleResources(
        ownsBundle: true,
        stringTables: [.init(name: "Localizable", localizations: ["en"], files: ["a.strings"])]),
      manifestLocation: ManifestLocation(
        path: "Package.swift", position: ManifestPosition(line: 7, column: 9)))
    var index = ResourceIndex()
    index.addTableFile(
      path: "a.strings", table: "Localizable",
      bytes: Array(#""checkout.title" = "Checkout"; "k" = "K";"#.utf8))
    index.addTableFile(path: "T.strings", table: "T", bytes: Array(#""k" = "Kay";"#.utf8))
    module.resourceIndex = index
    return module
  }()

  static func rule(_ id: String) throws -> Rule {
    try #require(RuleCatalog.builtin.rule(id: id))
  }

  static func argument(_ label: String?, _ range: Range<Int>, literal: StringLiteralInfo? = nil)
    -> Argument
  {
    Argument(
      label: label, labelOffset: nil, valueRange: range, isTrailingClosure: false, literal: literal)
  }

  static let plainKey = StringLiteralInfo(
    kind: .plain, isRaw: false, isMultiline: false, isLocalizedStringKey: false, text: "k")

  @Test func handBuiltCallSiteIsMatchedByLabelsInDeclarationOrder() throws {
    let source = Array(#"Text("k", comment: "c")"#.utf8)
    var call = CallSite(
      callee: "Text", calleeOffset: 0, form: .direct, receiver: nil, openParen: 4, closeParen: 22,
      arguments: [
        Self.argument(nil, 5..<8, literal: Self.plainKey), Self.argument("comment", 19..<22),
      ],
      conditions: [], isInPreview: false)
    let rule = try Self.rule("localized-string-missing-bundle")
    let found = Linter.lint(
      syntax: FileSyntax(calls: [call]), tokens: [], source: source, path: "a.swift",
      module: Self.strings, rules: [rule])
    #expect(found.count == 1)
    #expect(found.first?.fix?.edits.first?.start.offset == 8)
    #expect(found.first?.fix?.edits.first?.replacement == ", bundle: .module")
    // Labels out of declaration order are another overload.
    call.arguments.reverse()
    #expect(!rule.calls[0].accepts(call))
    // A verbatim label is another overload.
    call.arguments = [Self.argument("verbatim", 5..<8, literal: Self.plainKey)]
    #expect(!rule.calls[0].accepts(call))
  }

  @Test(arguments: [
    // (source, expected message prefix or nil for no finding)
    (
      #"Text("checkout.title")"#,
      "'Text' looks up 'checkout.title' in the main bundle, so the package's translation is never shown; add 'bundle: .module'"
    ),
    (
      #"Text("checkout.title", bundle: .main)"#,
      "'Text' looks up 'checkout.title' in the main bundle, so the package's translation is never shown; replace '.main' with '.module'"
    ),
    (#"Button("pay") { }"#, nil),
    (#"Text("a" + b)"#, nil),
    (#"Text(key)"#, nil),
    // Evidence first: a literal that nothing in the package has is left to the opt-in
    // `lookup-outside-package` (the lookup misses in both bundles), which reports it itself.
    (
      #"Text("••••")"#,
      "'Text' looks up '••••' in the main bundle, and no table or catalog of the package has it, so it shows only if the app provides it; add it to 'a.strings' and pass the module's bundle, or ignore this if the app provides it"
    ),
    (
      #"NSLocalizedString(key, comment: "")"#,
      "'NSLocalizedString' looks up 'key' in the main bundle, while module 'Feature' keeps its strings in its own bundle; add 'bundle: .module'"
    ),
    (
      #"NSLocalizedString(nil ?? "", comment: "")"#,
      "'NSLocalizedString' looks up 'nil ?? \"\"' in the main bundle, while module 'Feature' keeps its strings in its own bundle; add 'bundle: .module'"
    ),
  ])
  func messagesSayWhatWhyAndTheFix(source: String, expected: String?) throws {
    let rule = try Self.rule("localized-string-missing-bundle")
    // The opt-in rule makes the missing-bundle rules report names that are not literals.
    let optIn = try Self.rule("lookup-outside-package")
    let found = Linter.lint(
      source: Array(source.utf8), path: "a.swift", module: Self.strings, rules: [rule, optIn])
    #expect(found.first?.message == expected)
    #expect(found.count == (expected == nil ? 0 : 1))
  }

  @Test func namesThatAreNotLiteralsNeedTheOptInRule() throws {
    let rule = try Self.rule("localized-string-missing-bundle")
    let found = Linter.lint(
      source: Array(#"NSLocalizedString(key, comment: "")"#.utf8), path: "a.swift",
      module: Self.strings, rules: [rule])
    #expect(found.isEmpty)
  }

  @Test func notesNameTheFixAndTheManifestPlace() throws {
    let rule = try Self.rule("localized-string-missing-bundle")
    let found = Linter.lint(
      source: Array("let t = Text(\"k\")\n".utf8), path: "Sources/Feature/A.swift",
      module: Self.strings,
      rules: [rule])
    let finding = try #require(found.first)
    #expect(finding.location.line == 1 && finding.location.column == 9)
    #expect(finding.endLocation.column == 18)
    #expect(finding.lineText == "let t = Text(\"k\")")
    #expect(
      finding.notes.map(\.message) == [
        "'k' is in this module's a.strings; this call looks in the main bundle, so it is certain to miss it",
        "add 'bundle: .module'", "'Feature' gets its resources here, so 'Bundle.module' exists",
      ])
    #expect(finding.severity == .error)
    #expect(finding.notes[2].location?.path == "Package.swift")
    #expect(finding.notes[2].location?.line == 7 && finding.notes[2].location?.column == 9)
    // The key is in the module's own table: inserting the bundle is what the code means.
    #expect(finding.fix?.applicability == .safe)
  }

  @Test func insertionFollowsDeclarationOrder() throws {
    let rule = try Self.rule("localized-string-missing-bundle")
    let cases = [
      (
        #"String(localized: "k", comment: "c")"#,
        #"String(localized: "k", bundle: .module, comment: "c")"#
      ),
      (
        #"String(localized: "k", defaultValue: "K", table: "T", locale: l)"#,
        #"String(localized: "k", defaultValue: "K", table: "T", bundle: .module, locale: l)"#
      ),
      ("Text(\"k\" /* key */)", "Text(\"k\", bundle: .module /* key */)"),
    ]
    for (before, after) in cases {
      let source = Array(before.utf8)
      let found = Linter.lint(source: source, path: "a.swift", module: Self.strings, rules: [rule])
      let fixed = RuleExampleHarness.applyingFixes(found, to: source)
      #expect(String(decoding: fixed, as: UTF8.self) == after)
    }
  }

  @Test func moduleDeclarationsFromOtherFilesSilenceLookAlikes() throws {
    let rule = try Self.rule("asset-missing-bundle")
    var module = ModuleContext(
      name: "Feature", resources: ModuleResources(ownsBundle: true, assetCatalogs: ["x.xcassets"]))
    var index = ResourceIndex()
    index.addAssetCatalog(path: "x.xcassets", folders: ["logo.imageset"], groupContents: [:])
    module.resourceIndex = index
    let source = Array(#"let a = UIImage(named: "logo"); let b = Image("logo")"#.utf8)
    #expect(Linter.lint(source: source, path: "a.swift", module: module, rules: [rule]).count == 2)
    let lookalikes = [
      Declaration(
        kind: .initializer, name: "init", nameOffset: 0,
        parameters: [
          Parameter(label: "named", name: "name", typeText: "String", defaultValue: nil)
        ],
        enclosingType: "UIImage", modifiers: ["convenience"]),
      Declaration(kind: .struct, name: "Image", nameOffset: 0),
    ]
    module.declarations = lookalikes
    #expect(Linter.lint(source: source, path: "a.swift", module: module, rules: [rule]).isEmpty)
    // A nested type of the same name hides nothing at file scope.
    module.declarations = [
      Declaration(kind: .struct, name: "Image", nameOffset: 0, enclosingType: "Assets")
    ]
    #expect(Linter.lint(source: source, path: "a.swift", module: module, rules: [rule]).count == 2)
    module.declarations = lookalikes
    // A declaration only compiled outside SwiftPM does not count.
    module.declarations = module.declarations.map { declaration in
      var declaration = declaration
      declaration.conditions = [
        ConditionalClause(directive: .if, condition: "!SWIFT_PACKAGE", earlierConditions: [])
      ]
      return declaration
    }
    #expect(Linter.lint(source: source, path: "a.swift", module: module, rules: [rule]).count == 2)
  }

  @Test func labelsAcceptDefaultsAndTrailingClosures() {
    let parameters = [
      Parameter(label: nil, name: "key", typeText: "String", defaultValue: nil),
      Parameter(label: "comment", name: "comment", typeText: "String", defaultValue: "\"\""),
      Parameter(label: "action", name: "action", typeText: "()->Void", defaultValue: nil),
    ]
    #expect(DeclarationIndex.accepts(["_"], parameters))
    #expect(DeclarationIndex.accepts(["_", "comment"], parameters))
    #expect(DeclarationIndex.accepts(["_", "comment", "action"], parameters))
    #expect(!DeclarationIndex.accepts(["comment"], parameters))
    #expect(!DeclarationIndex.accepts(["_", "bundle"], parameters))
  }

  @Test func referencesFollowIfClausesAndSkipComments() throws {
    let rule = try Self.rule("module-bundle-without-resources")
    let module = ModuleContext(name: "Core", resources: ModuleResources())
    let source = """
      #if SWIFT_PACKAGE
      let a = Bundle.module
      #elseif DEBUG
      let b = Bundle.module
      #else
      let c = Bundle.module // Bundle.module
      #endif
      let d = "\\(Bundle.module)"
      let e = x.Bundle.module
      """
    let found = Linter.lint(
      source: Array(source.utf8), path: "a.swift", module: module, rules: [rule])
    #expect(found.map(\.location.line) == [2, 8])
    #expect(
      found.first?.message.hasPrefix(
        "'Bundle.module' does not exist in 'Core', which owns no resources") == true)
  }

  @Test func mainBundleReceiverFixesReplaceOnlyTheMember() throws {
    let rule = try Self.rule("main-bundle-lookup")
    let module = ModuleContext(
      name: "F", resources: ModuleResources(ownsBundle: true, otherFiles: ["a.json"]))
    let source = Array(
      "let u = Bundle . main.url(forResource: \"a\", withExtension: \"json\")".utf8)
    let found = Linter.lint(source: source, path: "a.swift", module: module, rules: [rule])
    #expect(found.count == 1)
    let fixed = RuleExampleHarness.applyingFixes(found, to: source)
    #expect(
      String(decoding: fixed, as: UTF8.self)
        == "let u = Bundle . module.url(forResource: \"a\", withExtension: \"json\")")
    #expect(found.first?.fix?.title == "use 'Bundle.module' instead of 'Bundle.main'")
  }

  @Test func badInputNeverCrashes() {
    let rules = RuleCatalog.builtin.rules
    let module = RuleExampleHarness.module(owning: ModuleTrait.allCases)
    let inputs: [[UInt8]] = [
      [], [0], [0xFF, 0xFE, 0x28, 0x22], Array("Text(\"unterminated".utf8), Array("Text(".utf8),
      Array(("Text(" + String(repeating: "(", count: 100_000)).utf8),
      Array("#if ((((\nText(\"k\")\n#endif\n#endif\n#else".utf8),
      Array("Bundle.main.url(forResource:".utf8), Array("super.init(nibName: \"x\", bundle:".utf8),
      Array(".module".utf8), Array("Bundle.".utf8),
    ]
    for input in inputs {
      _ = Linter.lint(source: input, path: "a.swift", module: module, rules: rules)
      _ = Linter.lint(
        source: input, path: "a.swift",
        module: ModuleContext(name: "E", resources: ModuleResources()), rules: rules)
    }
  }
}

@Suite struct WrapperDeclarationEvidenceTests {
  static let source = Array(
    """
    public struct Badge: View {
        let title: LocalizedStringKey
        public init(_ title: LocalizedStringKey) { self.title = title }
        public var body: some View { Text(title) }
    }
    """.utf8)

  /// Another module's tables are the evidence that modules of the package would call it with
  /// keys of their own; without them the callers are apps, whose keys are in the main bundle.
  @Test(arguments: [true, false])
  func aWrapperDeclarationNeedsAnotherModuleWithTables(siblingHasTables: Bool) throws {
    let rule = try LinterTests.rule("wrapper-without-bundle-parameter")
    var index = ResourceIndex()
    if siblingHasTables {
      index.addTableFile(path: "k.strings", table: "Localizable", bytes: Array(#""k" = "K";"#.utf8))
    } else {
      index.addAssetCatalog(path: "x.xcassets", folders: ["logo.imageset"], groupContents: [:])
    }
    let module = ModuleContext(
      name: "DesignSystem", resources: ModuleResources(ownsBundle: true),
      siblings: [SiblingModule(name: "Feature", index: index)])
    let found = Linter.lint(source: Self.source, path: "a.swift", module: module, rules: [rule])
    #expect(found.count == (siblingHasTables ? 1 : 0))
  }
}
