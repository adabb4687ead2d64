import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A string literal that a call passes under a label, and that the calling module's own tables
/// translate: `CircleButton(icon: …, accessibilityLabel: "Close")` in a module whose
/// `Localizable.xcstrings` has `Close`.
///
/// The evidence for a lookup by a name that is not a literal (`Text(title)`,
/// `.accessibilityLabel(label)`): when the name is a `LocalizedStringKey` property or parameter
/// that such calls fill, the key the lookup gets is the caller's, and a lookup in the main bundle
/// misses it (`KeySlot`). Gathered by a first pass over every file of the run (`find`), kept
/// only for keys some lookup could miss: in the caller's default table and shown as other text
/// than the key in some language; whether the host app provides it is asked when it is used.
package struct KeyArgument: Hashable, Sendable {
  /// The called name: `CircleButton`, `init` for `.init(…)` and `Configuration.init(…)`.
  package var callee: String
  /// The receiver of a member call (`TipBanner.Configuration` in
  /// `TipBanner.Configuration.init(…)`); nil for a direct call and for `.init(…)`.
  package var receiver: String?
  /// Whether the call is written `.init(…)`, its type left to the context.
  package var isImplicitInit: Bool
  /// The call's argument labels in order, trailing closures aside (`_` for unlabelled).
  package var labels: [String]
  /// The label the literal is passed under.
  package var label: String
  /// The key as the caller's table has it.
  package var key: String
  /// The calling module.
  package var module: String
  /// The caller's table file that has the key: `Localizable.xcstrings`.
  package var place: String
  /// Where the literal is written (or the name that stands for it).
  package var location: SourceLocation
  /// The calling module's host bundles, asked only when a lookup's slot is filled by this
  /// argument (reading an app's tables for every literal argument would cost every run).
  var hosts: HostBundlesLoader?
  /// The languages in which the caller's table shows other text than the key.
  var translatedIn: Set<String> = []

  /// Whether a host app provides the key in every language the caller's table translates it
  /// in: then the main-bundle lookup finds it.
  var isProvidedByHost: Bool {
    hosts?.provides(key, table: nil, in: translatedIn) ?? false
  }

  package init(
    callee: String, receiver: String?, isImplicitInit: Bool, labels: [String], label: String,
    key: String, module: String, place: String, location: SourceLocation,
    hosts: HostBundlesLoader? = nil, translatedIn: Set<String> = []
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
    self.hosts = hosts
    self.translatedIn = translatedIn
  }
}
