import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Which declarations are wrappers of a localized lookup, and which properties return the
/// module bundle.
@Suite struct WrapperFindTests {
  static func wrappers(_ code: String, module: String = "DesignSystem") -> [Wrapper] {
    let bytes = Array(code.utf8)
    return Wrapper.find(
      in: CallMatcher.match(bytes, tokens: Lexer.tokenize(bytes)), source: bytes,
      path: "Sources/\(module)/File.swift",
      module: Module(name: module, resources: ModuleResources()))
  }

  static func accessors(_ code: String, module: String = "DesignSystem") -> [BundleAccessor] {
    let bytes = Array(code.utf8)
    return BundleAccessor.find(
      in: CallMatcher.match(bytes, tokens: Lexer.tokenize(bytes)), source: bytes,
      module: Module(name: module, resources: ModuleResources()))
  }

  @Test(arguments: [
    (
      "public struct V { public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) { } }",
      "V.init(_:bundle:systemImage:)"
    ),
    (
      "func t(_ key: String, bundle: Bundle? = nil) -> String { NSLocalizedString(key, bundle: bundle ?? .main, comment: \"\") }",
      "t(_:bundle:)"
    ),
    (
      "enum L { static func s(_ key: String.LocalizationValue, in bundle: Bundle = .main) -> String { String(localized: key, bundle: bundle) } }",
      "L.s(_:in:)"
    ),
    (
      "func t(_ key: String, bundle: Bundle = .main) -> String { bundle.localizedString(forKey: key, value: nil, table: nil) }",
      "t(_:bundle:)"
    ),
    (
      "extension View { func hint(_ key: LocalizedStringKey, bundle: Bundle = .module) -> some View { self } }",
      "View.hint(_:bundle:)"
    ),
  ])
  func wrappersAreFound(code: String, signature: String) {
    #expect(Self.wrappers(code).map(\.signature) == [signature])
  }

  @Test(arguments: [
    "func log(_ message: String, bundle: Bundle? = nil) { print(message) }",
    "func t(_ key: LocalizedStringKey, bundle: Bundle?) { }",
    "func t(_ key: LocalizedStringKey, bundle: Bundle = resolvedBundle()) { }",
    "func t(_ key: LocalizedStringKey) { }",
    "func t(_ key: String, bundle: Bundle? = nil) -> String { NSLocalizedString(key, comment: \"\") }",
    "#if !SWIFT_PACKAGE\nfunc t(_ key: LocalizedStringKey, bundle: Bundle? = nil) { }\n#endif",
  ])
  func otherDeclarationsAreNotWrappers(code: String) {
    #expect(Self.wrappers(code).isEmpty)
  }

  /// An initializer that passes its key and bundle to another initializer of its type is a
  /// wrapper when that one passes them on to a lookup, in turn, not when it stores them.
  @Test func forwardingToAnotherInitializerIsFollowed() {
    let chain = """
      struct C {
          init(key: String, table: String? = nil, bundle: Bundle) {
              _ = NSLocalizedString(key, tableName: table, bundle: bundle, comment: "")
          }
          init(_ key: String, bundle: Bundle = .main) { self.init(key: key, bundle: bundle) }
          init(short key: String, bundle: Bundle = .main) { self.init(key: String(key), bundle: bundle) }
      }
      """
    #expect(
      Self.wrappers(chain).map(\.signature) == ["C.init(_:bundle:)", "C.init(short:bundle:)"])
    let stores = """
      struct F {
          let bundle: Bundle
          private init(name: String?, pattern: String?, bundle: Bundle) { self.bundle = bundle }
          init(pattern: String, bundle: Bundle = .main) {
              self.init(name: nil, pattern: pattern, bundle: bundle)
          }
          init(name: String, bundle: Bundle = .main) { self.init(name: name, pattern: nil, bundle: bundle) }
      }
      """
    #expect(Self.wrappers(stores).isEmpty)
    // An initializer this file does not declare: followed no further, taken as a lookup.
    let elsewhere = """
      extension G {
          init(_ key: String, bundle: Bundle = .main) { self.init(text: key, bundle: bundle) }
      }
      """
    #expect(Self.wrappers(elsewhere).map(\.signature) == ["G.init(_:bundle:)"])
  }

  @Test func argumentsAlignWithParametersPassingOverDefaults() {
    func parameter(_ label: String?, default value: String? = nil) -> Parameter {
      Parameter(label: label, name: label ?? "x", typeText: "String", defaultValue: value)
    }
    let parameters = [
      parameter("key"), parameter("table", default: "nil"), parameter(nil, default: "1"),
      parameter("bundle"),
    ]
    #expect(Wrapper.alignment(of: ["key", "bundle"], to: parameters) == [0, 3])
    #expect(Wrapper.alignment(of: ["key", nil, "bundle"], to: parameters) == [0, 2, 3])
    #expect(Wrapper.alignment(of: ["bundle"], to: parameters) == nil)  // 'key' has no default
    #expect(Wrapper.alignment(of: ["key", "bundle", "extra"], to: parameters) == nil)
    #expect(Wrapper.alignment(of: [], to: []) == [])
  }

  @Test func wrappersKnowTheirDefaultPositionsAndVisibility() throws {
    let code = """
      public extension View {
        func hint(_ key: LocalizedStringKey, tint: Color = .red, bundle: Bundle = .module) -> some View { self }
      }
      struct Inner { init(title: LocalizedStringKey, bundle: Bundle? = nil) { } }
      """
    let found = Self.wrappers(code)
    #expect(found.map(\.signature) == ["View.hint(_:tint:bundle:)", "Inner.init(title:bundle:)"])
    let hint = try #require(found.first)
    #expect(hint.isVisibleOutsideModule && hint.defaultBundle == .declaringModule)
    #expect(hint.keyIndex == 0 && hint.bundleIndex == 2)
    #expect(hint.location.line == 2 && hint.location.column == 8)
    #expect(hint.callPattern.form == .modifier)
    let inner = try #require(found.last)
    #expect(!inner.isVisibleOutsideModule && inner.defaultBundle == .main)
    #expect(inner.callPattern.callee == "Inner" && inner.callPattern.form == .direct)
    #expect(inner.callPattern.lookupValue == .literal)
  }

  @Test func declarationsThatTakeAResourceAndNoBundleAreWrappers() throws {
    let code = """
      struct Row { init(_ title: LocalizedStringResource) { } }
      public extension View {
        func caption(_ text: Foundation.LocalizedStringResource?, count: Int = 0) -> some View { self }
      }
      struct Both { init(_ title: LocalizedStringResource, bundle: Bundle? = nil) { } }
      struct Plain { init(_ title: String) { } }
      """
    let found = Self.wrappers(code)
    #expect(found.map(\.signature) == ["Row.init(_:)", "View.caption(_:count:)"])
    let row = try #require(found.first)
    #expect(row.takesResource && row.bundleIndex == nil && row.defaultBundle == .main)
    #expect(row.callPattern.kind == .noBundleParameter && row.callPattern.lookupValue == .literal)
    #expect(found.last?.callPattern.form == .modifier)
  }

  @Test(arguments: [
    (
      "extension LocalizedStringResource.BundleDescription { static let feature: LocalizedStringResource.BundleDescription = .atURL(Bundle.module.bundleURL) }",
      ".feature"
    ),
    (
      "let featureBundle: LocalizedStringResource.BundleDescription = .atURL(Bundle.module.bundleURL)",
      "featureBundle"
    ),
    (
      "enum L10n { static let bundle: Foundation.LocalizedStringResource.BundleDescription = .main }",
      "L10n.bundle"
    ),
    (
      "private let hidden: LocalizedStringResource.BundleDescription = .atURL(Bundle.module.bundleURL)",
      ".atURL(Bundle.module.bundleURL)"
    ),
    (
      "struct S { let instance: LocalizedStringResource.BundleDescription = .main }",
      ".atURL(Bundle.module.bundleURL)"
    ),
    (
      "let inferred = LocalizedStringResource.BundleDescription.main",
      ".atURL(Bundle.module.bundleURL)"
    ),
  ])
  func theResourceBundleIsTheModulesHelperWhenItHasOne(code: String, expected: String) {
    let declarations = CallMatcher.match(Array(code.utf8)).declarations
    #expect(Wrapper.resourceBundle(among: [[], declarations]) == expected)
  }

  @Test func accessorsOfTheModuleBundleAreFound() {
    let code = """
      extension Bundle {
        static var myModule: Bundle { Bundle.module }
        public static let resources = Bundle.module
        public static var designSystem: Bundle {
          #if SWIFT_PACKAGE
          return Bundle.module
          #else
          return Bundle(for: BundleLocator.self)
          #endif
        }
        static var other: Bundle { Bundle(for: BundleLocator.self) }
        static let config = Bundle.module.url(forResource: "c", withExtension: "json")
      }
      private let resourceBundle = #bundle
      enum L10n { static let bundle: Bundle = .module }
      """
    let found = Self.accessors(code)
    #expect(
      found.map(\.name) == ["myModule", "resources", "designSystem", "resourceBundle", "bundle"])
    #expect(found.map(\.isVisibleOutsideModule) == [false, true, true, false, false])
    #expect(found[0].spellings == [".myModule", "Bundle.myModule", "Foundation.Bundle.myModule"])
    #expect(found[3].spellings == ["resourceBundle"])
    #expect(found[4].spellings == ["L10n.bundle"])
  }

  @Test func bundleReferencesTellTheModulesBundleFromOthers() {
    var feature = ModuleContext(
      name: "Feature", resources: ModuleResources(), moduleBundleHelpers: [".featureBundle"])
    feature.bundleAccessors =
      Self.accessors("extension Bundle { public static var designSystem: Bundle { .module } }")
      + Self.accessors(
        "extension Bundle { static var mine: Bundle { .module } }", module: "Feature")
      + Self.accessors("extension Bundle { static var hidden: Bundle { .module } }")
    #expect(feature.bundleReference(of: ".module") == .module)
    #expect(feature.bundleReference(of: "#bundle") == .module)
    #expect(feature.bundleReference(of: ".featureBundle") == .module)
    #expect(feature.bundleReference(of: "Bundle.mine") == .module)
    #expect(feature.bundleReference(of: ".designSystem") == .otherModule("DesignSystem"))
    #expect(feature.bundleReference(of: ".hidden") == .unknown)
    #expect(feature.bundleReference(of: "nil") == .main)
    #expect(feature.bundleReference(of: "Bundle.main") == .main)
    #expect(feature.bundleReference(of: "bundle") == .unknown)
  }

  @Test func configuredHelpersBecomeReferencePatterns() {
    let configuration = Configuration(
      moduleBundleHelpers: [
        ".myModule", "Bundle.resources", "L10n.bundle", "resourceBundle", "", "a..b",
      ])
    let patterns = configuration.moduleBundleHelperPatterns
    #expect(patterns.map(\.callee) == ["myModule", "resources", "bundle", "resourceBundle"])
    #expect(
      patterns.map(\.receivers) == [
        ["Bundle", "Foundation.Bundle"], ["Bundle", "Foundation.Bundle"], ["L10n"], [],
      ])
    #expect(patterns.map(\.implicitMemberLabels) == [["bundle", "in"], ["bundle", "in"], [], []])
    #expect(patterns.allSatisfy { $0.kind == .reference && $0.message != nil })
  }

  @Test func aConfiguredFileScopeHelperIsFlaggedWhereUsedNotWhereDeclared() throws {
    let configuration = Configuration(moduleBundleHelpers: ["resourceBundle"])
    let rules = try configuration.configuredRules(
      RuleCatalog.builtin.rules.filter { $0.id == "module-bundle-without-resources" })
    let source = "let url = resourceBundle.url(forResource: \"a\", withExtension: nil)\n"
    let findings = Linter.lint(
      source: Array(source.utf8), path: "Sources/Networking/A.swift",
      module: ModuleContext(name: "Networking", resources: ModuleResources()), rules: rules)
    #expect(findings.map(\.location.column) == [11])
    let declared = "private let resourceBundle = Bundle(for: Token.self)\n" + source
    let silent = Linter.lint(
      source: Array(declared.utf8), path: "Sources/Networking/A.swift",
      module: ModuleContext(name: "Networking", resources: ModuleResources()), rules: rules)
    #expect(silent.isEmpty)
  }

  @Test func badInputNeverCrashesTheWrapperChecks() {
    let rules = RuleCatalog.builtin.rules
    var module = RuleExampleHarness.module(owning: ModuleTrait.allCases)
    module.wrappers = Self.wrappers(
      "public func t(_ key: LocalizedStringKey, bundle: Bundle? = nil) { }", module: "Other")
    let inputs = [
      "public init(_ k: LocalizedStringKey, bundle: Bundle? = nil",
      "public init(_ k: LocalizedStringKey) { self.x =",
      "public init(_ k: LocalizedStringKey) { =k=k self.=k }\nText(",
      "var body: some View { Text(NSLocalizedString(",
      "var body: some View { Text(String(localized:",
      "extension Bundle { static var x: Bundle {",
      "static let r = #bundle; static let s =",
      "t(\"a\", bundle:", "t(", "t(,,,,)", ".t(\"a\"", "#bundle#bundle",
      "func t(_ key: String, bundle: Bundle? = nil) -> String { t("
        + String(repeating: "(", count: 100_000),
    ]
    for input in inputs {
      let bytes = Array(input.utf8)
      _ = Linter.lint(source: bytes, path: "a.swift", module: module, rules: rules)
      _ = Self.wrappers(input)
      _ = Self.accessors(input)
    }
  }
}
