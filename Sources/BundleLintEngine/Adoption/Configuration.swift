import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What a `.bundlelint.json` says: which files to lint, how each rule behaves, when the run
/// fails, and a team's own names for the module bundle and its own lookup helpers.
///
/// Read it with `load(path:)` or `decode(_:path:)`; every key is checked, and an unknown key is
/// an error naming the file and the key. An absent file means `Configuration()`.
public struct Configuration: Hashable, Sendable {
  /// The conventional file name, looked up at the package root.
  public static let fileName = ".bundlelint.json"

  /// How one rule is set up; nil fields leave the rule's own setting.
  public struct RuleSettings: Hashable, Sendable {
    public var enabled: Bool?
    public var severity: Severity?

    public init(enabled: Bool? = nil, severity: Severity? = nil) {
      self.enabled = enabled
      self.severity = severity
    }
  }

  /// The file read, as errors print it; nil for the defaults.
  public var path: String?
  /// The folder globs are relative to: the configuration file's folder.
  public var directory: String
  /// Only files matching one of these are linted; empty: every file.
  public var included: [GlobPattern]
  /// Files matching one of these are not linted, even when included.
  public var excluded: [GlobPattern]
  /// Per-rule settings by rule id.
  public var rules: [String: RuleSettings]
  /// Opt-in rules to run.
  public var optIn: [String]
  /// When findings fail the run; nil: the command line decides (default `warning`).
  public var failOn: FailThreshold?
  /// Expressions that stand for the module bundle (`.myModule`, `Bundle.resources`), as the
  /// matcher writes them (no whitespace).
  public var moduleBundleHelpers: [String]
  /// A team's own lookup helpers, each checked as a call pattern of an existing rule.
  public var lookupAPIs: [LookupAPI]
  /// Modules (target names) whose main-bundle lookups of keys and assets no module of the
  /// package has are meant for the host app: those findings are dropped.
  public var hostProvided: [String] = []
  /// Compilation conditions the build passes from outside the manifest (`swift build -Xswiftc
  /// -DSTAGING`, an `.xcconfig` that reaches package targets): `#if` takes them as set. Any
  /// other identifier the manifest does not define is unset in a SwiftPM build.
  public var definedConditions: [String] = []
  /// Whether test targets get the missing-bundle rules, the wrapper rules,
  /// `resource-in-other-module` and `lookup-outside-package` too
  /// (default false: test code is not shipped UI).
  public var lintTestTargets = false

  public init(
    path: String? = nil, directory: String = ".", included: [GlobPattern] = [],
    excluded: [GlobPattern] = [], rules: [String: RuleSettings] = [:], optIn: [String] = [],
    failOn: FailThreshold? = nil, moduleBundleHelpers: [String] = [], lookupAPIs: [LookupAPI] = []
  ) {
    self.path = path
    self.directory = directory
    self.included = included
    self.excluded = excluded
    self.rules = rules
    self.optIn = optIn
    self.failOn = failOn
    self.moduleBundleHelpers = moduleBundleHelpers
    self.lookupAPIs = lookupAPIs
  }

  /// Whether a file, its path relative to `directory`, is to be linted.
  public func isIncluded(relativePath: String) -> Bool {
    (included.isEmpty || included.contains { $0.matches(relativePath) })
      && !excluded.contains { $0.matches(relativePath) }
  }

  /// The path of `path` relative to `directory`, or nil when it is not inside it. Both are
  /// taken as written, but for `.` components and repeated `/` (make them absolute, or both
  /// relative to the same folder, first).
  public func relativePath(of path: String) -> String? {
    PathName.relative(PathName.compacted(path), to: PathName.compacted(directory))
  }

  /// The severity `ruleID` reports at: the configured one, else `severity`.
  public func severity(of ruleID: String, default severity: Severity) -> Severity {
    rules[ruleID]?.severity ?? severity
  }

  /// Whether `ruleID` runs: as configured, else on unless the rule is opt-in and not opted in.
  public func isEnabled(_ ruleID: String, isOptIn: Bool = false) -> Bool {
    if let enabled = rules[ruleID]?.enabled { return enabled }
    return !isOptIn || optIn.contains(ruleID)
  }
}
