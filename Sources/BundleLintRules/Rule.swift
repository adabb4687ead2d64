import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// One rule, as read from `Rules/<id>.json`: what it reports, where, and the examples that prove it.
///
/// A rule is data. Its `kind` picks the matching logic (`Linter`); its `calls` say which call
/// shapes that logic inspects. A new rule of an existing kind is a JSON file and nothing else.
public struct Rule: Hashable, Sendable, Identifiable {
  /// Which matching logic a rule (or one of its call patterns) uses.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The API takes a bundle: report it missing, or written as the main bundle (or `nil`).
    case bundleParameter
    /// The API has no bundle parameter: report a lookup and suggest the form that takes one.
    case noBundleParameter
    /// `Bundle.main.x(…)` or `Bundle(for:)`: the receiver is the wrong bundle.
    case mainBundleReceiver
    /// `Bundle.module` itself, in a module that has no such member.
    case reference
    /// A problem with `Package.swift` and the resources it declares.
    case manifest
    /// A call to one of the package's own wrappers (a function or initializer that takes a
    /// localized key and a bundle) that passes no bundle; the wrappers are found in the code.
    case wrapperCall
    /// A public initializer that takes a localized key, shows it with the `calls` (`Text`), and
    /// offers no bundle parameter.
    case wrapperDeclaration
    /// A string resolved now (`NSLocalizedString`) and shown by a view in view code, so it
    /// ignores the view's locale environment.
    case eagerLookup
    /// A cross-check of code against what the module's string tables and asset catalogs
    /// contain (`check` says which); its call patterns name their own kind.
    case resourceContent
    /// A Swift source, manifest, string table or asset catalog bundlelint needed and could not
    /// read; reported by the run, not by a check of the linter.
    case unreadableFile
    /// A `bundlelint:` suppression comment, or one of the rule ids it names, that covers no
    /// finding; reported when a file's suppressions are applied.
    case unusedSuppression
    /// A `bundlelint:` comment that is not a directive, names no rule, ends no region or names
    /// an unknown rule; reported when a file's suppressions are applied.
    case invalidSuppression

    /// The kinds whose findings the tool itself makes about its input (files it could not read,
    /// suppression comments), not a check about resource lookups: they inspect no calls.
    public static let toolKinds: Set<Kind> = [
      .unreadableFile, .unusedSuppression, .invalidSuppression,
    ]

    /// Whether the rule reports what the tool met in its input rather than code or manifests.
    public var isTool: Bool { Self.toolKinds.contains(self) }
  }

  /// Kebab-case, equal to the file name; used by suppressions, configuration, baselines, SARIF.
  public var id: String
  public var kind: Kind
  public var severity: Severity
  /// One line, no trailing period.
  public var summary: String
  /// The diagnostic text, with placeholders (see `MessageTemplate`).
  public var message: String
  /// Why the finding is a bug at run time (Markdown).
  public var rationale: String
  public var helpURI: String?
  /// The kind of module the rule speaks about.
  public var appliesWhen: ModuleRequirement
  /// The call shapes inspected; empty for `manifest` rules and the tool's own kinds.
  public var calls: [CallPattern]
  /// For `manifest` rules: which resource problem the rule reports.
  public var problem: ResourceProblem.Kind?
  public var examples: RuleExamples {
    get { deferredExamples.examples }
    set { deferredExamples = DeferredRuleExamples(newValue) }
  }
  /// `examples`, decoded when read for the built-in rules (`DeferredRuleExamples`).
  var deferredExamples: DeferredRuleExamples
  /// For `resourceContent` rules: which cross-check the rule makes.
  public var check: ResourceCheck?
  /// Off unless the configuration lists the rule under `optIn` (or enables it).
  public var isOptIn: Bool
  /// Named message templates besides `message` (notes, fix titles), with the same placeholders.
  public var texts: [String: String] { didSet { textTable = Self.textTable(texts) } }
  /// `texts` by `RuleText.rawValue`.
  private(set) var textTable: [CompiledTemplate?]
  /// Whether `Tests/Fixtures/Example` shows a finding of the rule (its test expects one).
  public var isInExample: Bool
  /// The rules whose call shapes this one inspects too (`callsOf`), instead of listing its own:
  /// the catalog copies them in, in order, when it reads the rules. Empty when it lists its own.
  public var callsOf: [String] = []

  public init(
    id: String, kind: Kind, severity: Severity, summary: String, message: String,
    rationale: String, helpURI: String? = nil, appliesWhen: ModuleRequirement,
    calls: [CallPattern], problem: ResourceProblem.Kind? = nil, examples: RuleExamples,
    check: ResourceCheck? = nil, isOptIn: Bool = false, texts: [String: String] = [:],
    isInExample: Bool = true
  ) {
    self.id = id
    self.kind = kind
    self.severity = severity
    self.summary = summary
    self.message = message
    self.rationale = rationale
    self.helpURI = helpURI
    self.appliesWhen = appliesWhen
    self.calls = calls
    self.problem = problem
    deferredExamples = DeferredRuleExamples(examples)
    self.check = check
    self.isOptIn = isOptIn
    self.texts = texts
    textTable = Self.textTable(texts)
    self.isInExample = isInExample
  }
}

/// Something a module may own.
public enum ModuleTrait: String, Hashable, Sendable, CaseIterable {
  /// SwiftPM makes a resource bundle, so `Bundle.module` exists.
  case bundle
  /// String tables (`.strings`, `.xcstrings`, `.stringsdict`).
  case stringTables
  /// Asset catalogs, or image files outside them, which `UIImage(named:)` and
  /// `NSImage(named:)` load too.
  case assetCatalogs
  /// Storyboards, xibs and nibs.
  case interfaceFiles
  /// Anything code looks up by name (all but a privacy manifest).
  case lookupResources

  /// Whether `resources` has this trait.
  public func holds(for resources: ModuleResources) -> Bool {
    switch self {
    case .bundle: resources.ownsBundle
    case .stringTables: !resources.stringTables.isEmpty
    case .assetCatalogs: !resources.assetCatalogs.isEmpty || !resources.imageFiles.isEmpty
    case .interfaceFiles: !resources.interfaceFiles.isEmpty
    case .lookupResources: resources.ownsLookupResources
    }
  }
}
