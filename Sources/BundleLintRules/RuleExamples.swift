import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// The examples every rule carries; the test suite runs all of them.
public struct RuleExamples: Hashable, Sendable {
  /// Code with `↓` before each place a finding must start.
  public var triggering: [RuleExample]
  /// Code that must give no finding.
  public var nonTriggering: [RuleExample]
  /// `before` (with `↓`) and the code after the fix: applied by the fix where it is exact,
  /// written by hand where the rule only suggests a rewrite.
  public var corrections: [Correction]

  public init(
    triggering: [RuleExample], nonTriggering: [RuleExample], corrections: [Correction] = []
  ) {
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.corrections = corrections
  }
}

/// One example: a snippet of Swift, or for `manifest` rules a fixture package.
public struct RuleExample: Hashable, Sendable {
  /// The code, `↓` markers included. For a fixture: its `Package.swift`, markers included.
  public var code: String
  /// The traits of the module the example is linted in; nil for the rule's own requirement.
  public var moduleOwns: [ModuleTrait]?
  /// Why the example is there, shown when it fails.
  public var why: String?
  /// For `manifest` rules: the fixture package, relative to `Tests/Fixtures/Rules/<rule-id>/`.
  public var fixture: String?
  /// Other files of the package, each in its own module (`DesignSystem`), that the example's
  /// code may use: a wrapper declared in a design-system module. No markers.
  public var package: [PackageSource]
  /// The traits each module of `package` owns (none when nil).
  public var packageOwns: [ModuleTrait]?
  /// Whether the example's module is a test target (`.testTarget`).
  public var inTestTarget: Bool

  public init(
    code: String, moduleOwns: [ModuleTrait]? = nil, why: String? = nil, fixture: String? = nil,
    package: [PackageSource] = [], packageOwns: [ModuleTrait]? = nil, inTestTarget: Bool = false
  ) {
    self.code = code
    self.moduleOwns = moduleOwns
    self.why = why
    self.fixture = fixture
    self.package = package
    self.packageOwns = packageOwns
    self.inTestTarget = inTestTarget
  }
}

/// A Swift file of another module of an example's package.
public struct PackageSource: Hashable, Sendable {
  /// The module's name (`DesignSystem`).
  public var module: String
  public var code: String

  public init(module: String, code: String) {
    self.module = module
    self.code = code
  }
}

/// A triggering snippet and the code once fixed.
public struct Correction: Hashable, Sendable {
  public var before: String
  public var after: String

  public init(before: String, after: String) {
    self.before = before
    self.after = after
  }
}
