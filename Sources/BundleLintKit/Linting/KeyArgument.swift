/// A string literal that a call passes under a label, and that the calling module's own tables
/// translate: `CircleButton(icon: …, accessibilityLabel: "Close")` in a module whose
/// `Localizable.xcstrings` has `Close`.
///
/// The evidence for a lookup by a name that is not a literal (`Text(title)`,
/// `.accessibilityLabel(label)`): when the name is a `LocalizedStringKey` property or parameter
/// that such calls fill, the key the lookup gets is the caller's, and a lookup in the main bundle
/// misses it (`KeySlot`). Gathered by a first pass over every file of the run (`find`), kept
/// only for keys some lookup could miss: in the caller's default table, shown as other text
/// than the key in some language, and not provided by the host app.
public struct KeyArgument: Hashable, Sendable {
  /// The called name: `CircleButton`, `init` for `.init(…)` and `Configuration.init(…)`.
  public var callee: String
  /// The receiver of a member call (`TipBanner.Configuration` in
  /// `TipBanner.Configuration.init(…)`); nil for a direct call and for `.init(…)`.
  public var receiver: String?
  /// Whether the call is written `.init(…)`, its type left to the context.
  public var isImplicitInit: Bool
  /// The call's argument labels in order, trailing closures aside (`_` for unlabelled).
  public var labels: [String]
  /// The label the literal is passed under.
  public var label: String
  /// The key as the caller's table has it.
  public var key: String
  /// The calling module.
  public var module: String
  /// The caller's table file that has the key: `Localizable.xcstrings`.
  public var place: String
  /// Where the literal is written (or the name that stands for it).
  public var location: SourceLocation

  public init(
    callee: String, receiver: String?, isImplicitInit: Bool, labels: [String], label: String,
    key: String, module: String, place: String, location: SourceLocation
  ) {
    self.callee = callee
    self.receiver = receiver
    self.isImplicitInit = isImplicitInit
    self.labels = labels
    self.label = label
    self.key = key
    self.module = module
    self.place = place
    self.location = location
  }
}
