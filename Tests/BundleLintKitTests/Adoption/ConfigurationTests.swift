import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ConfigurationTests {
  static let full = """
    {
      "included": ["Sources/**"],
      "excluded": ["Sources/**/Generated/**", "**/*.generated.swift"],
      "rules": {
        "asset-missing-bundle": { "severity": "error" },
        "localized-string-missing-bundle": { "enabled": false }
      },
      "optIn": ["bundle-for-class"],
      "failOn": "error",
      "moduleBundleHelpers": [".myModule", "Bundle.resources"],
      "lookupAPIs": [
        {
          "rule": "asset-missing-bundle",
          "callee": "text", "form": "member", "receivers": ["L10n"],
          "parameters": ["_", "bundle"],
          "lookup": { "label": "_", "value": "literal" },
          "bundle": { "label": "bundle" }
        }
      ]
    }
    """

  static func decode(_ text: String, path: String = "/pkg/.bundlelint.json")
    throws(ConfigurationError) -> Configuration
  {
    try Configuration.decode(Array(text.utf8), path: path)
  }

  static func rule(_ id: String, kind: Rule.Kind = .bundleParameter, severity: Severity = .warning)
    -> Rule
  {
    Rule(
      id: id, kind: kind, severity: severity, summary: "s", message: "m", rationale: "r",
      appliesWhen: ModuleRequirement(),
      calls: kind == .manifest
        ? []
        : [
          CallPattern(
            kind: kind, callee: "Image", parameters: ["_", "bundle"], lookupLabel: "_",
            bundleLabel: "bundle")
        ],
      examples: RuleExamples(triggering: [], nonTriggering: []))
  }

  @Test func decodesEveryKey() throws {
    let configuration = try Self.decode(Self.full)
    #expect(configuration.directory == "/pkg")
    #expect(configuration.included.map(\.description) == ["Sources/**"])
    #expect(configuration.excluded.count == 2)
    #expect(configuration.rules["asset-missing-bundle"] == .init(severity: .error))
    #expect(configuration.rules["localized-string-missing-bundle"] == .init(enabled: false))
    #expect(configuration.optIn == ["bundle-for-class"])
    #expect(configuration.failOn == .error)
    #expect(configuration.moduleBundleHelpers == [".myModule", "Bundle.resources"])
    let api = try #require(configuration.lookupAPIs.first)
    #expect(api.ruleID == "asset-missing-bundle")
    #expect(api.kind == nil)
    #expect(api.pattern.callee == "text")
    #expect(api.pattern.form == .member)
    #expect(api.pattern.receivers == ["L10n"])
    #expect(api.pattern.lookupLabel == "_")
    #expect(api.pattern.lookupValue == .literal)
    #expect(api.pattern.bundleLabel == "bundle")
    #expect(api.pattern.mainBundleSpellings == [".main", "Bundle.main"])
  }

  @Test func includedAndExcludedPaths() throws {
    let configuration = try Self.decode(Self.full)
    #expect(configuration.isIncluded(relativePath: "Sources/App/View.swift"))
    #expect(!configuration.isIncluded(relativePath: "Sources/App/Generated/Assets.swift"))
    #expect(!configuration.isIncluded(relativePath: "Sources/App/L10n.generated.swift"))
    #expect(!configuration.isIncluded(relativePath: "Tests/AppTests/T.swift"))
    #expect(Configuration().isIncluded(relativePath: "Tests/AppTests/T.swift"))
    #expect(configuration.relativePath(of: "/pkg/Sources/A.swift") == "Sources/A.swift")
    #expect(configuration.relativePath(of: "/other/Sources/A.swift") == nil)
  }

  /// Components compared as bytes; `.` and repeated `/` do not count; relative and absolute
  /// never mix.
  @Test(
    arguments: [
      ("/pkg", "/pkg/./Sources//A.swift", "Sources/A.swift"), ("/pkg/", "/pkg", ""),
      (".", "Sources/A.swift", "Sources/A.swift"), (".", "/pkg/A.swift", nil), ("/", "a", nil),
      ("/", "/a/b", "a/b"), ("/pkg", "/pkg/../x", "../x"), ("/pkgs", "/pkg/A.swift", nil),
      ("/Caf\u{e9}", "/Cafe\u{301}/A.swift", nil), ("/Caf\u{e9}", "/Caf\u{e9}/A.swift", "A.swift"),
    ] as [(String, String, String?)])
  func relativePath(directory: String, path: String, expected: String?) {
    #expect(Configuration(directory: directory).relativePath(of: path) == expected)
  }

  /// The example the README shows, against the built-in rules.
  static let readmeExample = """
    {
      "included": ["Sources/**"],
      "excluded": ["Sources/**/Generated/**", "**/*.generated.swift"],
      "rules": {
        "asset-missing-bundle": { "severity": "error" },
        "main-bundle-lookup": { "enabled": false },
        "unused-suppression": { "severity": "error" }
      },
      "optIn": [],
      "failOn": "warning",
      "moduleBundleHelpers": [".myModule", "Bundle.resources"],
      "definedConditions": ["STAGING"],
      "lintTestTargets": false,
      "lookupAPIs": [
        {
          "rule": "localized-string-missing-bundle",
          "callee": "text",
          "form": "member",
          "receivers": ["L10n"],
          "parameters": ["_", "bundle"],
          "lookup": { "label": "_", "value": "literal" },
          "bundle": { "label": "bundle", "mainBundleSpellings": [".main", "Bundle.main"] },
          "fix": { "insert": "bundle: .module", "replacement": ".module" }
        }
      ]
    }
    """

  @Test func definedConditionsAndTestTargets() throws {
    let configuration = try Self.decode(
      #"{"definedConditions": ["STAGING", "_beta2"], "lintTestTargets": true}"#)
    #expect(configuration.definedConditions == ["STAGING", "_beta2"])
    #expect(configuration.lintTestTargets)
    let defaults = try Self.decode("{}")
    #expect(defaults.definedConditions.isEmpty && !defaults.lintTestTargets)
    for bad in ["-DSTAGING", "2FAST", "A-B", ""] {
      #expect(throws: ConfigurationError.self) {
        try Self.decode(#"{"definedConditions": ["\#(bad)"]}"#)
      }
    }
    #expect(throws: ConfigurationError.self) { try Self.decode(#"{"lintTestTargets": "yes"}"#) }
  }

  @Test func readmeExampleWorksWithTheBuiltInRules() throws {
    let configuration = try Self.decode(Self.readmeExample)
    let rules = try configuration.configuredRules(RuleCatalog.builtin.rules)
    #expect(!rules.contains { $0.id == "main-bundle-lookup" })
    #expect(rules.first { $0.id == "asset-missing-bundle" }?.severity == .error)
    let strings = try #require(rules.first { $0.id == "localized-string-missing-bundle" })
    #expect(strings.calls.last?.receivers == ["L10n"])
    #expect(configuration.definedConditions == ["STAGING"] && !configuration.lintTestTargets)
  }

  /// Every threshold against every severity, as `--fail-on` documents them (the exit status of
  /// the command line comes from `fails`; `CommandLineTests.failOnSetsTheThreshold` runs it).
  @Test(
    arguments: [
      (.warning, .note, false), (.warning, .warning, true), (.warning, .error, true),
      (.error, .note, false), (.error, .warning, false), (.error, .error, true),
      (.never, .note, false), (.never, .warning, false), (.never, .error, false),
    ] as [(Configuration.FailThreshold, Severity, Bool)])
  func failThreshold(threshold: Configuration.FailThreshold, severity: Severity, fails: Bool) {
    let finding = Diagnostic(
      ruleID: "r", severity: severity, message: "m",
      location: SourceLocation(path: "A.swift", offset: 0, line: 1, column: 1))
    #expect(threshold.fails(severity) == fails)
    #expect(threshold.fails([finding]) == fails)
    let note = Diagnostic(ruleID: "n", severity: .note, message: "m", location: finding.location)
    #expect(threshold.fails([note, finding, note]) == fails)
    #expect(!threshold.fails([]))
  }

  @Test func defaultThresholdIsWarning() {
    #expect(Configuration.FailThreshold.default == .warning)
  }

  @Test(
    arguments: [
      ([], nil), ([.never], .never), ([.never, .error], .error),
      ([.error, .warning, .never], .warning),
      ([.error, .error], .error),
    ] as [([Configuration.FailThreshold], Configuration.FailThreshold?)])
  func strictestThreshold(
    thresholds: [Configuration.FailThreshold], expected: Configuration.FailThreshold?
  ) {
    #expect(Configuration.FailThreshold.strictest(thresholds) == expected)
  }

  @Test func configuredRulesApplySettings() throws {
    let configuration = try Self.decode(Self.full)
    let rules = [
      Self.rule("asset-missing-bundle"), Self.rule("localized-string-missing-bundle"),
      Self.rule("bundle-for-class", kind: .mainBundleReceiver), Self.rule("other-opt-in"),
    ]
    let configured = try configuration.configuredRules(
      rules, optInRuleIDs: ["bundle-for-class", "other-opt-in"])
    #expect(configured.map(\.id) == ["asset-missing-bundle", "bundle-for-class"])
    #expect(configured[0].severity == .error)
    #expect(configured[0].calls.count == 2)
    #expect(configured[0].calls[1].callee == "text")
    #expect(configured[0].calls[1].kind == .bundleParameter)
    #expect(configured[1].severity == .warning)
  }

  @Test func theToolsRulesFollowTheirSettings() throws {
    let configuration = try Self.decode(
      #"{"rules": {"unused-suppression": {"severity": "error"}, "invalid-suppression": {"enabled": false}}}"#
    )
    let configured = try configuration.configuredRules(
      RuleCatalog.builtin.rules.filter(\.kind.isTool))
    #expect(configured.map(\.id) == ["unreadable-file", "unused-suppression"])
    #expect(configured.map(\.severity) == [.warning, .error])
  }

  @Test func unknownRuleIDsAreErrors() throws {
    let configuration = try Self.decode(#"{"rules": {"asset-mising-bundle": {"enabled": false}}}"#)
    #expect(
      throws: ConfigurationError.unknownRule(
        file: "/pkg/.bundlelint.json", keyPath: "rules.asset-mising-bundle",
        id: "asset-mising-bundle",
        suggestion: "asset-missing-bundle")
    ) {
      try configuration.configuredRules([Self.rule("asset-missing-bundle")])
    }
  }

  @Test func lookupAPIForAManifestRuleIsAnError() throws {
    let configuration = try Self.decode(
      #"{"lookupAPIs": [{"rule": "m", "callee": "f", "parameters": ["_"], "lookup": {"label": "_"}}]}"#
    )
    let error = #expect(throws: ConfigurationError.self) {
      try configuration.configuredRules([Self.rule("m", kind: .manifest)])
    }
    #expect(error?.description.contains("lookupAPIs[0].rule") == true)
  }

  /// Errors a lookup API gets once its rule is known: checked as the rule's own calls are.
  static let lookupAPIErrors: [(entry: String, message: String)] = [
    (
      #""rule": "key-api-without-bundle", "callee": "title", "parameters": ["_"], "lookup": {"label": "_"}"#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].rewrite' is missing; add it"
    ),
    (
      #""rule": "unknown-localization-key", "kind": "bundleParameter", "callee": "text", "parameters": ["_", "bundle"], "lookup": {"label": "_"}, "bundle": {"label": "bundle"}"#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].resource' is missing; add it"
    ),
    (
      #""rule": "unknown-localization-key", "callee": "text", "parameters": ["_", "bundle"], "lookup": {"label": "_"}, "bundle": {"label": "bundle"}, "resource": "key""#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].kind': a 'resourceContent' rule's call is a 'bundleParameter' or 'noBundleParameter' call"
    ),
    (
      #""rule": "asset-missing-bundle", "callee": "icon", "parameters": ["_", "bundle"], "lookup": {"label": "_"}, "bundle": {"label": "bundle"}, "resource": "image""#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].resource': only a 'resourceContent' or 'mainBundleReceiver' rule's calls name a resource"
    ),
    (
      #""rule": "asset-missing-bundle", "callee": "icon", "parameters": ["_", "bundle"], "bundle": {"label": "bundle"}"#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].lookup' is missing; add it"
    ),
    (
      #""rule": "asset-missing-bundle", "callee": "icon", "parameters": ["_", "in"], "lookup": {"label": "_"}, "bundle": {"label": "in"}, "fix": {"insert": "bundle: .module"}"#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].fix.insert': 'bundle: .module' does not pass the 'in' argument; start it with 'in: '"
    ),
    (
      #""rule": "asset-missing-bundle", "callee": "icon", "parameters": ["_", "bundle"], "lookup": {"label": "_"}, "bundle": {"label": "bundle"}, "message": "'{callee}' misses {key}""#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].message': '{key}' is not filled in a 'bundleParameter' rule; use one of '{bundleLabel}', '{callee}', '{fix}', '{lookup}', '{lookupSource}', '{module}'"
    ),
  ]

  @Test(arguments: lookupAPIErrors)
  func lookupAPIsAreCheckedAgainstTheirRule(_ entry: String, _ message: String) throws {
    let configuration = try Self.decode(#"{"lookupAPIs": [{"# + entry + "}]}")
    let error = #expect(throws: ConfigurationError.self) {
      try configuration.configuredRules(RuleCatalog.builtin.rules)
    }
    #expect(error?.description == message)
  }

  /// One decoder for both: the same entry reads the same as a rule file's call and a lookup API.
  @Test func lookupAPIsAndRuleCallsDecodeAlike() throws {
    let entry =
      #""callee": "text", "form": "member", "receivers": ["L10n"], "parameters": ["_", "bundle"], "lookup": {"label": "_"}, "bundle": {"label": "bundle"}, "fix": {"insert": "bundle: .module"}"#
    let api = try #require(
      try Self.decode(#"{"lookupAPIs": [{"rule": "r", "# + entry + "}]}").lookupAPIs.first)
    let rule = try RuleDecoderTests.decode(
      RuleDecoderTests.minimal.replacingOccurrences(
        of: #""calls": [ {"#, with: #""calls": [ {"# + entry + "}, {"))
    #expect(api.pattern == rule.calls[0])
    #expect(api.pattern.mainBundleSpellings == [".main", "Bundle.main"])
  }

  static let errors: [(json: String, message: String)] = [
    (
      #"{"rulez": {}}"#,
      "/pkg/.bundlelint.json: error: unknown key 'rulez' at top level; did you mean 'rules'?"
    ),
    (
      #"{"colour": 1}"#,
      "/pkg/.bundlelint.json: error: unknown key 'colour' at top level; expected one of 'included', 'excluded', 'rules', 'optIn', 'failOn', 'moduleBundleHelpers', 'lookupAPIs', 'hostProvided', 'definedConditions', 'lintTestTargets'"
    ),
    (
      #"{"rules": {"asset-missing-bundle": {"severty": "error"}}}"#,
      "/pkg/.bundlelint.json: error: unknown key 'rules.asset-missing-bundle.severty'; did you mean 'severity'?"
    ),
    (
      #"{"rules": {"asset-missing-bundle": {"severity": "loud"}}}"#,
      "/pkg/.bundlelint.json: error: 'rules.asset-missing-bundle.severity': 'loud' is not 'note', 'warning' or 'error'"
    ),
    (
      #"{"rules": {"asset-missing-bundle": {"enabled": 1}}}"#,
      "/pkg/.bundlelint.json: error: 'rules.asset-missing-bundle.enabled' must be true or false, not a number"
    ),
    (
      #"{"rules": {"asset-missing-bundle": false}}"#,
      "/pkg/.bundlelint.json: error: 'rules.asset-missing-bundle' must be an object, not a boolean"
    ),
    (
      #"{"failOn": "sometimes"}"#,
      "/pkg/.bundlelint.json: error: 'failOn': 'sometimes' is not 'warning', 'error' or 'never'"
    ),
    (
      #"{"excluded": ["../x"]}"#,
      "/pkg/.bundlelint.json: error: 'excluded[0]': '../x' leaves the configuration file's folder; write it relative to that folder"
    ),
    (
      #"{"included": "Sources"}"#,
      "/pkg/.bundlelint.json: error: 'included' must be an array, not a string"
    ),
    (#"{"optIn": [3]}"#, "/pkg/.bundlelint.json: error: 'optIn[0]' must be a string, not a number"),
    (
      #"{"lookupAPIs": [{"rule": "r", "callee": "t", "parameters": ["_"], "lookup": {"label": "key"}}]}"#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].lookup.label': 'key' is not one of 'parameters'; add it there"
    ),
    (
      #"{"lookupAPIs": [{"rule": "r", "callee": "t", "parameters": ["_"], "lookup": {"label": "_"}, "form": "member"}]}"#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].receivers' is missing; add it"
    ),
    (
      #"{"lookupAPIs": [{"rule": "r", "callee": "t", "lookupLabel": "_"}]}"#,
      "/pkg/.bundlelint.json: error: unknown key 'lookupAPIs[0].lookupLabel'; did you mean 'lookup'?"
    ),
    (
      #"{"lookupAPIs": [{"callee": "t"}]}"#,
      "/pkg/.bundlelint.json: error: 'lookupAPIs[0].rule' is missing; add it"
    ),
    ("[]", "/pkg/.bundlelint.json: error: '(top level)' must be an object, not an array"),
  ]

  @Test(arguments: errors)
  func errorsNameTheFileAndKey(_ json: String, _ message: String) {
    let error = #expect(throws: ConfigurationError.self) { try Self.decode(json) }
    #expect(error?.description == message)
  }

  @Test(arguments: ["", "{", "{\"a\": }", "\u{0}", "{\"rules\": {\"x\": {\"enabled\": true}}"])
  func invalidJSONIsAnErrorNamingTheFile(_ text: String) {
    let error = #expect(throws: ConfigurationError.self) {
      try Self.decode(text, path: ".bundlelint.json")
    }
    #expect(error?.description.hasPrefix(".bundlelint.json: error: not valid JSON") == true)
  }

  @Test func deeplyNestedInputIsAnErrorNotACrash() {
    let deep =
      "{\"rules\": " + String(repeating: "[", count: 100_000)
      + String(repeating: "]", count: 100_000) + "}"
    #expect(throws: ConfigurationError.self) { try Self.decode(deep) }
    let baseline = "{\"version\": 1, \"findings\": " + String(repeating: "[", count: 100_000) + "}"
    #expect(throws: BaselineError.self) {
      try Baseline.decode(Array(baseline.utf8), path: "b.json")
    }
  }

  @Test func invalidUTF8IsAnError() {
    #expect(throws: ConfigurationError.self) {
      try Configuration.decode([0x7B, 0xFF, 0xFE, 0x7D], path: "c.json")
    }
  }

  @Test func missingFileIsUnreadable() {
    #expect(throws: ConfigurationError.unreadable(file: "/nonexistent/.bundlelint.json")) {
      try Configuration.load(path: "/nonexistent/.bundlelint.json")
    }
  }

  @Test func relativeConfigPathMeansCurrentFolder() throws {
    #expect(try Self.decode("{}", path: ".bundlelint.json").directory == ".")
    #expect(try Self.decode("{}", path: "ci/lint.json").directory == "ci")
  }
}
