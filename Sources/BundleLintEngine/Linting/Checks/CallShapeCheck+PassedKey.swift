import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallShapeCheck {
  /// The evidence for a lookup by a name that is not a literal: the name is a
  /// `LocalizedStringKey` property or parameter (`KeySlot`) that a call of the run fills with a
  /// literal its own module's tables translate (`KeyArgument`), so the lookup gets that key, and
  /// the main bundle, where it looks, does not have it.
  struct PassedKey {
    var slot: KeySlot
    /// The caller shown as evidence: one of the lookup's own module if any (then
    /// `bundle: .module` fixes it), else the first by path and line.
    var argument: KeyArgument
    /// Whether some caller is in another module than the lookup's: then the fix is a bundle
    /// parameter that callers set, not the lookup module's bundle.
    var reachesOtherModules: Bool

    /// The evidence for the lookup `argument` of a call in `file`, if the run found any.
    init?(lookup argument: Argument, in file: LintedFile) {
      let known = file.module.keyArguments
      guard !known.isEmpty, argument.literal == nil, !argument.isTrailingClosure,
        let slot = KeySlot.resolve(argument, in: file)
      else { return nil }
      let filling = slot.labels.sorted().flatMap { known[$0] ?? [] }
        .filter { slot.isFilled(by: $0) && !$0.isProvidedByHost }
      let own = filling.filter { $0.module == slot.module }
      let shown = (own.isEmpty ? filling : own).min {
        ($0.location.path, $0.location.offset) < ($1.location.path, $1.location.offset)
      }
      guard let shown else { return nil }
      self.slot = slot
      self.argument = shown
      reachesOtherModules = own.count < filling.count
    }
  }

  /// The finding of `rule` at a lookup whose key callers pass (`PassedKey`): a warning, since
  /// the names are followed through declarations, not types; its message names the caller's key
  /// and module, a note points to the caller's literal and the table that has it, and the fix is
  /// the module's bundle when the callers are all in the lookup's module, else a bundle
  /// parameter the callers set.
  func passedKeyDiagnostic(
    rule: Rule, finding: CallFinding, evidence: PassedKey, in file: LintedFile,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic {
    let argument = evidence.argument
    let key = Self.shortened(argument.key)
    let template = MessageTemplate.render(
      rule.texts[RuleText.keyPassedMessage.name] ?? rule.message,
      ["key": key, "owner": argument.module])
    let fixTitle =
      evidence.reachesOtherModules
      ? rule.text(
        .passBundleParameter,
        [
          "name": evidence.slot.name,
          "lookupSource": finding.lookup.map { file.source.compactText($0.valueRange) } ?? "",
        ]) : nil
    var diagnostic = builder.diagnostic(
      rule: rule, finding: finding, messageTemplate: template, fixTitle: fixTitle)
    diagnostic.notes.insert(
      Note(
        message: rule.text(
          .keyPassedHere,
          [
            "key": key, "name": evidence.slot.name, "owner": argument.module,
            "place": argument.place,
          ]),
        location: argument.location),
      at: 0)
    return diagnostic
  }

  /// A key as a message quotes it: at most 80 characters, then `…`.
  private static func shortened(_ key: String) -> String {
    key.count <= 80 ? key : String(key.prefix(80)) + "…"
  }
}
