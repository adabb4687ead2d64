import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The code behind the rules of one kind. A rule file names its check with `kind` (and, for
/// `resourceContent` and `manifest` rules, with `check` or `problem`); `Checks.registered` lists
/// every check, and the linter runs each against the rules that name it, never switching on
/// kinds itself.
///
/// A check looks at some of: each Swift file of a module (an instance, made once per module from
/// the module's rules it runs), the module's resource files, the package's manifest. What it
/// does not look at is left to the defaults, which find nothing.
protocol Check: Sendable {
  /// Whether `rule` is one of this check's rules.
  static func runs(_ rule: Rule) -> Bool

  /// What, beyond a file and its module's resources, this check's findings in a file depend on.
  static var dependencies: CheckDependencies { get }

  /// Whether the check can find anything in `module`'s files, decided by what is known of the
  /// module before any file is read: its model and the bundles around it, never what a first
  /// pass learns. Where it cannot, the check is not made for the module and its rules' callees
  /// are no reason to lex the module's files (`TriggerWords`): so it must be false only where
  /// every finding of the check is ruled out.
  static func mayFind(in module: ModuleContext) -> Bool

  /// `mayFind(in:)` for one of the check's rules, where its rules need different modules.
  static func mayFind(_ rule: Rule, in module: ModuleContext) -> Bool

  /// The words a file must spell for the check to find anything in it with `rule`, in
  /// `TriggerWords`' sense: by default, a word of each of the rule's call shapes.
  static func triggerWords(of rule: Rule) -> [String]

  /// The check for `rules`: those of its rules whose `appliesWhen` the module meets, never
  /// empty. Made once per module, or shared by modules with the same rules and context.
  init(rules: [Rule], context: CheckContext)

  /// The findings in one Swift file, each with the look-alike check that would silence it.
  func findings(in file: LintedFile, builder: inout DiagnosticBuilder) -> [CheckedFinding]

  /// The findings of `rules` (this check's) in a module's resource files.
  static func findings(inResourcesOf files: ResourceFiles, rules: [Rule]) -> [Diagnostic]

  /// The findings of `rules` (this check's) in a package's manifest.
  static func findings(inManifestOf package: ManifestFile, rules: [Rule]) -> [Diagnostic]

  /// For a resource cross-check, its rules and how it finds at a lookup: the plan walks all of
  /// a module's cross-checks together (no dynamic cast needed to find them).
  var resourceLookups: ResourceLookups? { get }
}

extension Check {
  static var dependencies: CheckDependencies { [] }

  static func mayFind(in module: ModuleContext) -> Bool { true }

  static func mayFind(_ rule: Rule, in module: ModuleContext) -> Bool { mayFind(in: module) }

  static func triggerWords(of rule: Rule) -> [String] {
    rule.calls.flatMap(TriggerWords.words(for:))
  }

  func findings(in file: LintedFile, builder: inout DiagnosticBuilder) -> [CheckedFinding] { [] }

  static func findings(inResourcesOf files: ResourceFiles, rules: [Rule]) -> [Diagnostic] { [] }

  static func findings(inManifestOf package: ManifestFile, rules: [Rule]) -> [Diagnostic] { [] }

  var resourceLookups: ResourceLookups? { nil }
}

/// What a check's findings in one file may depend on beyond the file and its module's own
/// resources. The run learns these in a first pass over the package, then lints again (or
/// keeps what it needs for) the files whose findings they could change.
struct CheckDependencies: OptionSet, Sendable {
  let rawValue: Int

  /// Public bundle accessors that other modules declare (`Bundle.designSystem` is valid in any
  /// module), which may silence a finding.
  static let publicBundleAccessors = CheckDependencies(rawValue: 1 << 0)
  /// The bundle accessor of another module a finding names (its advice spells the accessor).
  static let namedModuleAccessors = CheckDependencies(rawValue: 1 << 1)
  /// Wrappers declared in other modules (a call in this file may reach one).
  static let packageWrappers = CheckDependencies(rawValue: 1 << 2)
  /// The string literals of the whole module's code.
  static let moduleLiterals = CheckDependencies(rawValue: 1 << 3)
  /// What the app extensions of the repository's Xcode projects name in their own files
  /// (`ModuleContext.hostReferences`), the evidence that they run the code.
  static let hostReferences = CheckDependencies(rawValue: 1 << 4)
  /// The literal keys that calls anywhere in the run pass under the labels of the file's
  /// `LocalizedStringKey` properties and parameters (`KeyArgument`, `KeySlot`).
  static let passedKeys = CheckDependencies(rawValue: 1 << 5)
  /// The classes the module's other files declare (`Bundle(for: Finder.self)` names one).
  static let moduleClasses = CheckDependencies(rawValue: 1 << 6)
}

/// What a check is made with: all it may know of a module before seeing its files. Modules
/// alike in these (and in which rules apply) share one made check.
struct CheckContext: Sendable {
  /// Every rule that runs in the module, of every check: a check may leave to another what
  /// that one reports better.
  var allRules: [Rule]
  /// Whether the module's build generates `Bundle.module`.
  var generatedAccessor: Module.GeneratedAccessor
}

/// What a check sees of one Swift file.
struct LintedFile {
  let syntax: FileSyntax
  /// The file's tokens (for checks that look at more than calls).
  let tokens: [Token]
  let source: [UInt8]
  /// The file's path as it will be printed.
  let path: String
  let module: ModuleContext
  /// The module's declarations and the file's own: a call one of them resolves is a
  /// look-alike, not the framework API.
  let declarations: [DeclarationIndex]

  /// Whether a declaration of the module or of the file resolves `call` under `pattern`.
  func resolves(_ call: CallSite, pattern: CallPattern) -> Bool {
    declarations.contains { $0.resolves(call, pattern: pattern) }
  }
}

/// What a check sees of one module's resource files.
struct ResourceFiles: Sendable {
  var module: ModuleContext
  /// What the module's tables and catalogs contain.
  var index: ResourceIndex
  /// Absolute path of the package root; index paths are relative to it.
  var packageRoot: String
  /// The package's `defaultLocalization`; `en` when it has none.
  var developmentLocalization: String?
  /// The string literals passed as arguments anywhere in the module's code; nil when not
  /// gathered.
  var usedLiterals: [LocalizationKey]?

  /// A finding of `rule` on line `line` of the resource file `path` (relative to the package
  /// root).
  func diagnostic(
    _ rule: Rule, path: String, line: Int, values: MessageValues, lineText: String
  ) -> Diagnostic {
    let location = SourceLocation(path: packageRoot + "/" + path, offset: 0, line: line, column: 1)
    return Diagnostic(
      ruleID: rule.id, severity: rule.severity,
      message: MessageTemplate.render(rule.message, values),
      location: location, lineText: lineText)
  }
}

/// What a check sees of one package's manifest.
struct ManifestFile: Sendable {
  /// What SwiftPM would reject or ignore about the package's resources.
  var problems: [ResourceProblem]
  /// The manifest's path as it will be printed.
  var path: String
  /// The manifest's bytes, for byte offsets and line text; nil when unread.
  var source: [UInt8]?
}
