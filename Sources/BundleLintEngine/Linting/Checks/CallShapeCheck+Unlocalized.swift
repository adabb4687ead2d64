import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallShapeCheck {
  /// Whether the call's translator comment says its text is not to be translated
  /// (`Text("…", comment: "Pure debug message, no need to translate.")`): the author keeps the
  /// text in one language on purpose, so the translation a catalog may still hold is not what
  /// the call is after, and a missing-bundle finding would say more than the code means.
  static func commentDeclinesTranslation(_ call: CallSite, source: [UInt8]) -> Bool {
    guard let literal = call.argument(labelled: "comment")?.literal,
      let comment = LocalizationKey(literal: literal)?.display.lowercased()
    else { return false }
    let declining = [
      "no need to translate", "do not translate", "don't translate", "not be translated",
      "not to translate", "no translation needed", "do not localize", "don't localize",
      "no need to localize", "not be localized",
    ]
    return declining.contains { comment.contains($0) }
  }

  /// A `Text(verbatim: "…")` of a phrase (`"Purchase Subscription"`, not a code like
  /// `"SKU-42"`) in the type around `call`, when nothing in that type passes a bundle: its
  /// author writes the type's texts in one language, which weighs against the translation the
  /// module's table has for the key. The finding then stays a warning and says so. A type that
  /// passes `bundle:` anywhere localizes on purpose, whatever else it writes verbatim.
  static func verbatimNeighbour(of call: CallSite, in syntax: FileSyntax, source: [UInt8])
    -> CallSite?
  {
    guard let body = syntax.innermostBody(around: call.calleeOffset, of: typeKinds),
      source.containsBytes("verbatim", in: body)
    else { return nil }
    var verbatim: Int?
    // By index and field, so no call is copied but the one returned.
    for index in syntax.calls.indices where body.contains(syntax.calls[index].calleeOffset) {
      if syntax.calls[index].argument(labelled: "bundle") != nil { return nil }
      guard verbatim == nil, syntax.calls[index].callee == "Text",
        let first = syntax.calls[index].arguments.first, first.label == "verbatim",
        let literal = first.literal, let text = LocalizationKey(literal: literal)?.display,
        isPhrase(text)
      else { continue }
      verbatim = index
    }
    return verbatim.map { syntax.calls[$0] }
  }

  /// The declarations whose body is a type's.
  private static let typeKinds: Set<Declaration.Kind> = [
    .struct, .class, .enum, .actor, .extension,
  ]

  /// Words of letters with a space between: `"Loading subscriptions..."`, not `"SKU-42"`.
  private static func isPhrase(_ text: String) -> Bool {
    let words = text.split(separator: " ").filter { $0.contains(where: \.isLetter) }
    return words.count >= 2
  }
}
