import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// One call shape a rule inspects: `Text(_:tableName:bundle:comment:)`,
/// `Bundle.main.url(forResource:withExtension:)`, `.navigationTitle(_:)`.
public struct CallPattern: Hashable, Sendable {
  /// How the callee is reached.
  public enum Form: String, Hashable, Sendable, CaseIterable {
    /// `Name(…)`, `Module.Name(…)`, `Name.init(…)`; for `init`: `super.init(…)`, `self.init(…)`.
    case direct
    /// A view modifier: `.name(…)` or `view.name(…)`, whatever the receiver.
    case modifier
    /// `receiver.name(…)` with one of `receivers` (`Bundle.main`); for `reference` rules, the
    /// member `receiver.name` itself, called or not.
    case member
    /// For `reference` rules: the freestanding macro `#callee` (`#bundle`).
    case macro
    /// A string literal a variable's declared type makes into a value: `let title: callee =
    /// "key"` (the type's `init(stringLiteral:)`), its one unlabelled argument the literal. The
    /// matcher files these for `LocalizedStringResource` only.
    case typedValue
  }

  /// Which values of the lookup argument count as a lookup.
  public enum LookupValue: String, Hashable, Sendable, CaseIterable {
    /// Only a string literal or `LocalizedStringKey("…")` (SwiftUI's unlabelled `titleKey` forms:
    /// a `String` variable picks the verbatim overload).
    case literal
    /// Any expression but `nil`: the argument is always a name.
    case any
    /// Like `any`, but an expression with nothing beside it but `options:` or `including:` is
    /// not a lookup: `String(localized: resource)` also takes a `LocalizedStringResource`, which
    /// carries its own bundle. A literal is a key; so is an expression beside `table:`,
    /// `comment:`, `bundle:`… (only the key overloads take those).
    case anyButResource

    /// The labels the `LocalizedStringResource` overloads take besides the resource.
    package static let resourceOverloadLabels = ["options", "including"]
  }

  /// The fields, shared between copies until one of them changes: patterns are copied into every
  /// finding, and a reference is cheaper to copy than fifteen fields.
  ///
  /// A plain struct is slower here, even with the dispatches' patterns boxed in a class: the
  /// compiler copies all fields out of an array element, or out of a class's `let`, to match a
  /// call, and again into each lookup site (`Tests/Tools/instructions.sh` shows the difference).
  private final class Storage: @unchecked Sendable {
    var kind: Rule.Kind
    var callee: String
    var form: Form
    var receivers: [String]
    var parameters: [String]
    var lookupLabel: String?
    var lookupValue: LookupValue
    var bundleLabel: String?
    var mainBundleSpellings: [String]
    var implicitMemberLabels: [String]
    var fix: FixTemplate?
    var rewrite: String?
    var message: String?
    var resource: ResourceLookup?
    var tableLabel: String?
    var chainedAfter: [String]

    init(
      kind: Rule.Kind, callee: String, form: Form, receivers: [String], parameters: [String],
      lookupLabel: String?, lookupValue: LookupValue, bundleLabel: String?,
      mainBundleSpellings: [String], implicitMemberLabels: [String], fix: FixTemplate?,
      rewrite: String?, message: String?, resource: ResourceLookup?, tableLabel: String?,
      chainedAfter: [String]
    ) {
      self.kind = kind
      self.callee = callee
      self.form = form
      self.receivers = receivers
      self.parameters = parameters
      self.lookupLabel = lookupLabel
      self.lookupValue = lookupValue
      self.bundleLabel = bundleLabel
      self.mainBundleSpellings = mainBundleSpellings
      self.implicitMemberLabels = implicitMemberLabels
      self.fix = fix
      self.rewrite = rewrite
      self.message = message
      self.resource = resource
      self.tableLabel = tableLabel
      self.chainedAfter = chainedAfter
    }

    func copy() -> Storage {
      Storage(
        kind: kind, callee: callee, form: form, receivers: receivers, parameters: parameters,
        lookupLabel: lookupLabel, lookupValue: lookupValue, bundleLabel: bundleLabel,
        mainBundleSpellings: mainBundleSpellings, implicitMemberLabels: implicitMemberLabels,
        fix: fix, rewrite: rewrite, message: message, resource: resource, tableLabel: tableLabel,
        chainedAfter: chainedAfter)
    }
  }

  private var storage: Storage

  /// The storage, copied first if another pattern shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  public static func == (lhs: CallPattern, rhs: CallPattern) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.kind == rhs.kind && lhs.callee == rhs.callee && lhs.form == rhs.form
        && lhs.receivers == rhs.receivers && lhs.parameters == rhs.parameters
        && lhs.lookupLabel == rhs.lookupLabel && lhs.lookupValue == rhs.lookupValue
        && lhs.bundleLabel == rhs.bundleLabel && lhs.mainBundleSpellings == rhs.mainBundleSpellings
        && lhs.implicitMemberLabels == rhs.implicitMemberLabels && lhs.fix == rhs.fix
        && lhs.rewrite == rhs.rewrite && lhs.message == rhs.message && lhs.resource == rhs.resource
        && lhs.tableLabel == rhs.tableLabel && lhs.chainedAfter == rhs.chainedAfter)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(callee)
    hasher.combine(form)
    hasher.combine(receivers)
    hasher.combine(parameters)
    hasher.combine(lookupLabel)
    hasher.combine(lookupValue)
    hasher.combine(bundleLabel)
    hasher.combine(mainBundleSpellings)
    hasher.combine(implicitMemberLabels)
    hasher.combine(fix)
    hasher.combine(rewrite)
    hasher.combine(message)
    hasher.combine(resource)
    hasher.combine(tableLabel)
    hasher.combine(chainedAfter)
  }

  /// The matching logic; the rule's kind unless the pattern says otherwise.
  public var kind: Rule.Kind {
    get { storage.kind }
    set { unique().kind = newValue }
  }
  /// The called name: `Text`, `url`, `navigationTitle`, `init` (with `receivers`).
  public var callee: String {
    get { storage.callee }
    set { unique().callee = newValue }
  }
  public var form: Form {
    get { storage.form }
    set { unique().form = newValue }
  }
  /// Receivers as the matcher writes them (no whitespace): `Bundle.main`, `super`.
  public var receivers: [String] {
    get { storage.receivers }
    set { unique().receivers = newValue }
  }
  /// Argument labels in declaration order, `_` for unlabelled. A call matches when its labels
  /// (trailing closures aside) appear here in this order.
  public var parameters: [String] {
    get { storage.parameters }
    set { unique().parameters = newValue }
  }
  /// The label of the argument that names what is looked up.
  public var lookupLabel: String? {
    get { storage.lookupLabel }
    set { unique().lookupLabel = newValue }
  }
  public var lookupValue: LookupValue {
    get { storage.lookupValue }
    set { unique().lookupValue = newValue }
  }
  /// The label of the bundle argument (`bundle`, `in`).
  public var bundleLabel: String? {
    get { storage.bundleLabel }
    set { unique().bundleLabel = newValue }
  }
  /// Bundle arguments that mean the main bundle (`.main`, `Bundle.main`, and `nil` where the
  /// parameter is optional).
  public var mainBundleSpellings: [String] {
    get { storage.mainBundleSpellings }
    set { unique().mainBundleSpellings = newValue }
  }
  /// For `reference` rules: labels under which an implicit `.module` means `Bundle.module`.
  public var implicitMemberLabels: [String] {
    get { storage.implicitMemberLabels }
    set { unique().implicitMemberLabels = newValue }
  }
  /// How to fix a finding; nil when no edit is exact.
  public var fix: FixTemplate? {
    get { storage.fix }
    set { unique().fix = newValue }
  }
  /// For `noBundleParameter`: the form that takes a bundle, with placeholders.
  public var rewrite: String? {
    get { storage.rewrite }
    set { unique().rewrite = newValue }
  }
  /// A message for this pattern instead of the rule's.
  public var message: String? {
    get { storage.message }
    set { unique().message = newValue }
  }
  /// For `resourceContent` rules: what the lookup argument names (a key, an image…).
  public var resource: ResourceLookup? {
    get { storage.resource }
    set { unique().resource = newValue }
  }
  /// For `resourceContent` rules: the label of the table-name argument (`tableName`, `table`).
  public var tableLabel: String? {
    get { storage.tableLabel }
    set { unique().tableLabel = newValue }
  }
  /// For a modifier whose name is too common a word to look for (`.description(…)` of a
  /// widget): it matches only in a chain of calls where a call of one of these names comes
  /// before it (`StaticConfiguration(…) { … }.description(…)`), and these names, not the
  /// callee, are what a file must spell for it to be lexed. Empty for other patterns.
  package var chainedAfter: [String] {
    get { storage.chainedAfter }
    set { unique().chainedAfter = newValue }
  }

  public init(
    kind: Rule.Kind, callee: String, form: Form = .direct, receivers: [String] = [],
    parameters: [String] = [], lookupLabel: String? = nil, lookupValue: LookupValue = .any,
    bundleLabel: String? = nil, mainBundleSpellings: [String] = [],
    implicitMemberLabels: [String] = [], fix: FixTemplate? = nil, rewrite: String? = nil,
    message: String? = nil, resource: ResourceLookup? = nil, tableLabel: String? = nil,
    chainedAfter: [String] = []
  ) {
    storage = Storage(
      kind: kind,
      callee: callee,
      form: form,
      receivers: receivers,
      parameters: parameters,
      lookupLabel: lookupLabel,
      lookupValue: lookupValue,
      bundleLabel: bundleLabel,
      mainBundleSpellings: mainBundleSpellings,
      implicitMemberLabels: implicitMemberLabels,
      fix: fix,
      rewrite: rewrite,
      message: message,
      resource: resource,
      tableLabel: tableLabel,
      chainedAfter: chainedAfter)
  }

  /// The pattern as the compiler names it: `Text(_:tableName:bundle:comment:)`.
  public var signature: String {
    let name: String
    switch form {
    case .direct: name = receivers.isEmpty ? callee : "\(receivers[0]).\(callee)"
    case .modifier: name = ".\(callee)"
    case .member: name = receivers.isEmpty ? callee : "\(receivers[0]).\(callee)"
    case .macro: name = "#\(callee)"
    case .typedValue: return ": \(callee) = \"…\""
    }
    if kind == .reference { return name }
    return "\(name)(\(parameters.map { $0 + ":" }.joined()))"
  }
}

/// What a fix does to a call a pattern matched.
public struct FixTemplate: Hashable, Sendable {
  /// Inserted, per declaration order, when the bundle argument is missing: `bundle: .module`.
  public var insert: String?
  /// Replaces a main-bundle argument (`.main`, `nil`): `.module`.
  public var replacement: String?
  /// Replaces the receiver's last member, the `main` of `Bundle.main`: `module`.
  public var receiverReplacement: String?
  /// Replaces the whole call (`Bundle(for: X.self)`): `Bundle.module`.
  public var callReplacement: String?
  public var applicability: Fix.Applicability

  public init(
    insert: String? = nil, replacement: String? = nil, receiverReplacement: String? = nil,
    callReplacement: String? = nil, applicability: Fix.Applicability = .unsafe
  ) {
    self.insert = insert
    self.replacement = replacement
    self.receiverReplacement = receiverReplacement
    self.callReplacement = callReplacement
    self.applicability = applicability
  }
}
