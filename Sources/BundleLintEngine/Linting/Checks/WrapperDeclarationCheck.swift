import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `wrapper-without-bundle-parameter`: a public initializer that takes a `LocalizedStringKey`,
/// shows it with one of the rule's calls (`Text`) without a bundle, and takes no bundle, so
/// other modules cannot localize through it. Only in a package where another module has string
/// tables of its own.
struct WrapperDeclarationCheck: RuleByRuleCheck {
  static func runs(_ rule: Rule) -> Bool { rule.kind == .wrapperDeclaration }

  let rules: [Rule]

  /// Public initializers that take a `LocalizedStringKey`, pass it (directly or through a stored
  /// property) to one of the rule's calls (`Text`) without a bundle, and take no bundle.
  static func findings(of rule: Rule, in file: LintedFile, builder: inout DiagnosticBuilder)
    -> [Diagnostic]
  {
    let (syntax, source) = (file.syntax, file.source)
    // The evidence that other modules would call it with keys of their own: another module of
    // the package has string tables. Without one, the callers are apps, whose keys are in the
    // main bundle, where the wrapper looks (as SwiftUI's own initializers do).
    guard file.module.siblings.contains(where: { !$0.index.tables.isEmpty }) else { return [] }
    var diagnostics: [Diagnostic] = []
    for index in syntax.declarations.indices where syntax.declarations[index].kind == .initializer {
      let declaration = syntax.declarations[index]
      guard file.module.mayCompile(declaration.conditions),
        Wrapper.isVisibleOutsideModule(declaration, in: syntax),
        !declaration.parameters.contains(where: { Wrapper.isBundleType($0.typeText) })
      else { continue }
      guard
        let key = declaration.parameters.first(where: {
          Wrapper.isKeyType($0.typeText, literalOnly: true) && !$0.name.isEmpty
        }),
        let body = declaration.bodyRange
      else { continue }
      // The names the key travels under: the parameter, and the properties it is stored in.
      var names = [key.name]
      let text = source.compactText(body)
      for property in storedProperties(assigned: key.name, in: text) {
        names += [property, "self." + property]
      }
      let shown = syntax.calls.first { call in
        guard !call.isInPreview,
          let pattern = rule.calls.first(where: { $0.accepts(call) }),
          let label = pattern.lookupLabel, let argument = call.argument(labelled: label),
          names.contains(source.compactText(argument.valueRange))
        else { return false }
        return pattern.bundleLabel.map { call.argument(labelled: $0) == nil } ?? true
      }
      guard let shown else { continue }
      let start = builder.location(declaration.nameOffset)
      let shownAt = builder.location(shown.calleeOffset)
      let wrapper = "\(declaration.enclosingType ?? "").init(\(declaration.labelSignature))"
      let message = MessageTemplate.render(
        rule.message,
        [
          "callee": wrapper, "module": builder.module.name, "shownBy": shown.callee,
          "key": key.name,
        ])
      diagnostics.append(
        Diagnostic(
          ruleID: rule.id, severity: rule.severity, message: message, location: start,
          endLocation: builder.location(declaration.nameOffset + 4),
          notes: [
            Note(message: rule.text(.shownHere, ["key": key.name]), location: shownAt)
          ],
          lineText: builder.lineText(of: start)))
    }
    return diagnostics
  }

  /// `x` for each `self.x=name` or `x=name` in a body's text (whitespace removed).
  static func storedProperties(assigned name: String, in text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: "=" + name) {
      let after = rest[range.upperBound...].first
      let isWhole =
        after.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "(") } ?? true
      var start = range.lowerBound
      while start > rest.startIndex {
        let previous = rest[rest.index(before: start)]
        guard previous.isLetter || previous.isNumber || previous == "_" || previous == "." else {
          break
        }
        start = rest.index(before: start)
      }
      var target = String(rest[start..<range.lowerBound])
      if target.hasPrefix("self.") { target.removeFirst(5) }
      if let last = target.split(separator: ";").last { target = String(last) }
      if isWhole, !target.isEmpty, !target.contains(".") { found.append(target) }
      rest = rest[range.upperBound...]
    }
    return found
  }
}
