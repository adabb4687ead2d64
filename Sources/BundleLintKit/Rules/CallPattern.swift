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
    static let resourceOverloadLabels = ["options", "including"]
  }

  /// The matching logic; the rule's kind unless the pattern says otherwise.
  public var kind: Rule.Kind
  /// The called name: `Text`, `url`, `navigationTitle`, `init` (with `receivers`).
  public var callee: String
  public var form: Form
  /// Receivers as the matcher writes them (no whitespace): `Bundle.main`, `super`.
  public var receivers: [String]
  /// Argument labels in declaration order, `_` for unlabelled. A call matches when its labels
  /// (trailing closures aside) appear here in this order.
  public var parameters: [String]
  /// The label of the argument that names what is looked up.
  public var lookupLabel: String?
  public var lookupValue: LookupValue
  /// The label of the bundle argument (`bundle`, `in`).
  public var bundleLabel: String?
  /// Bundle arguments that mean the main bundle (`.main`, `Bundle.main`, and `nil` where the
  /// parameter is optional).
  public var mainBundleSpellings: [String]
  /// For `reference` rules: labels under which an implicit `.module` means `Bundle.module`.
  public var implicitMemberLabels: [String]
  /// How to fix a finding; nil when no edit is exact.
  public var fix: FixTemplate?
  /// For `noBundleParameter`: the form that takes a bundle, with placeholders.
  public var rewrite: String?
  /// A message for this pattern instead of the rule's.
  public var message: String?
  /// For `resourceContent` rules: what the lookup argument names (a key, an image…).
  public var resource: ResourceLookup?
  /// For `resourceContent` rules: the label of the table-name argument (`tableName`, `table`).
  public var tableLabel: String?

  public init(
    kind: Rule.Kind, callee: String, form: Form = .direct, receivers: [String] = [],
    parameters: [String] = [], lookupLabel: String? = nil, lookupValue: LookupValue = .any,
    bundleLabel: String? = nil, mainBundleSpellings: [String] = [],
    implicitMemberLabels: [String] = [], fix: FixTemplate? = nil, rewrite: String? = nil,
    message: String? = nil, resource: ResourceLookup? = nil, tableLabel: String? = nil
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
  }

  /// The pattern as the compiler names it: `Text(_:tableName:bundle:comment:)`.
  public var signature: String {
    let name: String
    switch form {
    case .direct: name = receivers.isEmpty ? callee : "\(receivers[0]).\(callee)"
    case .modifier: name = ".\(callee)"
    case .member: name = receivers.isEmpty ? callee : "\(receivers[0]).\(callee)"
    case .macro: name = "#\(callee)"
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
