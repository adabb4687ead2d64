import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Turns what the matching logic found into `Diagnostic`s: message, location, notes, fix.
struct DiagnosticBuilder {
  let source: [UInt8]
  let path: String
  let module: ModuleContext
  /// The file's comments, in order: a fix keeps a trailing comment's column where it can.
  var comments: [Range<Int>] = []
  /// The file's calls: whether it uses generated asset symbols.
  var calls: [CallSite] = []
  private var converter: SourceLocationConverter?
  /// The note that says where the module gets its resources, by rule: one string shared by the
  /// file's findings.
  private var resourcesNote: (ruleID: String, text: String)?
  /// The last missing-bundle fix title, by rule and insertion: most findings of a file repeat it.
  private var addBundleTitle: (ruleID: String, insert: String, title: String)?

  init(source: [UInt8], path: String, module: ModuleContext) {
    self.source = source
    self.path = path
    self.module = module
  }

  /// The location of byte `offset`, converting lines only once a finding needs them.
  mutating func location(_ offset: Int) -> SourceLocation {
    let clamped = min(max(offset, 0), source.count)
    return SourceLocation(path: path, offset: clamped, converter: lines())
  }

  mutating func lineText(of location: SourceLocation) -> String {
    lines().lineText(location.line, maxBytes: Self.lineTextBytes).trimmingWhitespace()
  }

  /// The most bytes of a finding's line kept for baselines and fingerprints: enough to tell
  /// lines of code apart, and a line of megabytes is not copied into each of its findings.
  static let lineTextBytes = 1024

  private mutating func lines() -> SourceLocationConverter {
    if let converter { return converter }
    let made = SourceLocationConverter(source)
    converter = made
    return made
  }

  /// The finding of `rule` at `finding`, its message from `messageTemplate` when given (a
  /// rule's text for what other evidence supports), else from the pattern's or the rule's; with
  /// `fixTitle`, the fix is that advice alone, with no edit (the call's own fix would be wrong).
  mutating func diagnostic(
    rule: Rule, finding: CallFinding, messageTemplate: String? = nil, fixTitle: String? = nil,
    lookup: String? = nil
  ) -> Diagnostic {
    let call = finding.call
    let pattern = finding.pattern
    let start = location(call.calleeOffset)
    let end = location(call.closeParen.map { $0 + 1 } ?? call.calleeOffset + call.callee.utf8.count)
    var values = placeholderValues(for: finding)
    if let lookup { values["lookup"] = lookup }
    var plan =
      fixTitle.map { FixPlan(title: $0, edits: [], applicability: .displayOnly) }
      ?? fixPlan(for: finding, rule: rule, values: values)
    if fixTitle == nil, case .missingBundle = finding.problem {
      if let known = addBundleTitle, known.ruleID == rule.id, known.insert == plan.insert {
        plan.title = known.title
      } else {
        plan.title = rule.text(.addBundle, ["insert": plan.insert])
        addBundleTitle = (rule.id, plan.insert, plan.title)
      }
    }
    values["fix"] = plan.title
    let message = MessageTemplate.render(
      messageTemplate ?? pattern.message ?? rule.message, values)

    var notes: [Note] = []
    var fix: Fix?
    if !plan.edits.isEmpty {
      let edits = keepingCommentColumns(plan.edits).map { edit in
        Edit(
          start: location(edit.range.lowerBound), end: location(edit.range.upperBound),
          replacement: edit.replacement)
      }
      fix = Fix(title: plan.title, edits: edits, applicability: plan.applicability)
      // A rewrite of the whole call is said at the call; an edit inside it, where it goes.
      let rewritesCall = finding.problem == .noBundleParameter
      notes.append(
        Note(message: plan.title, location: rewritesCall ? start : edits[0].start, role: .fix))
    } else {
      notes.append(Note(message: plan.title, location: start, role: .fix))
    }
    if let place = module.manifestLocation {
      let message =
        resourcesNote?.ruleID == rule.id
        ? resourcesNote?.text ?? "" : rule.text(.resourcesHere, ["module": module.name])
      resourcesNote = (rule.id, message)
      notes.append(Note(message: message, location: place.sourceLocation, role: .module))
    }
    return Diagnostic(
      ruleID: rule.id, severity: rule.severity, message: message, location: start,
      endLocation: end, notes: notes, fix: fix, lineText: lineText(of: start))
  }

  mutating func diagnostic(rule: Rule, reference: MemberReference) -> Diagnostic {
    let start = location(reference.range.lowerBound)
    let values: MessageValues = [
      "module": module.name, "callee": source.compactText(reference.range),
    ]
    var notes: [Note] = []
    if let place = module.manifestLocation {
      notes.append(
        Note(
          message: rule.text(.declaredWithoutResources, ["module": module.name]),
          location: place.sourceLocation, role: .module))
    }
    return Diagnostic(
      ruleID: rule.id, severity: rule.severity,
      message: MessageTemplate.render(reference.pattern.message ?? rule.message, values),
      location: start, endLocation: location(reference.range.upperBound), notes: notes,
      lineText: lineText(of: start))
  }

  /// `{callee}`, `{lookup}`, `{lookupSource}`, `{bundleLabel}`, `{module}` for a call finding.
  private func placeholderValues(for finding: CallFinding) -> MessageValues {
    var values: MessageValues = [
      "callee": Self.displayName(of: finding.call, lookupLabel: finding.pattern.lookupLabel),
      "module": module.name,
      "bundleLabel": finding.pattern.bundleLabel ?? "bundle",
      "lookup": "",
      "lookupSource": "",
    ]
    if let lookup = finding.lookup {
      // A message quotes at most `shownBytes` of the lookup: a literal may be a hundred kilobytes
      // of nested interpolations.
      if let literal = lookup.literal {
        let shown = literal.textPrefix(maxBytes: Self.shownBytes)
        values["lookup"] = shown.text.escapingLineBreaks() + (shown.isCut ? "…" : "")
      } else {
        values["lookup"] = shownText(lookup.valueRange).collapsingWhitespace()
      }
      let written = shownText(lookup.valueRange)
      if written.utf8.contains(0x0A) || written.utf8.contains(0x0D) {
        values["lookupSource"] = "\"\(values["lookup"] ?? "")\""
      } else {
        values["lookupSource"] = written
      }
    }
    return values
  }

  /// The most bytes of source a message quotes.
  static let shownBytes = 200

  /// The source of `range`, cut after `shownBytes` bytes with `…`.
  private func shownText(_ range: Range<Int>) -> String {
    guard range.count > Self.shownBytes else { return source.text(range) }
    let end = SourceLocationConverter.characterBoundary(
      atOrBefore: range.lowerBound + Self.shownBytes, after: range.lowerBound, in: source)
    return source.text(range.lowerBound..<end) + "…"
  }

  /// How a message names the callee: `Text`, `navigationTitle`, `Bundle.main.url`, `super.init`,
  /// and with the lookup's label where the type name alone is ambiguous: `String(localized:)`,
  /// `UIImage(named:)`.
  static func displayName(of call: CallSite, lookupLabel: String? = nil) -> String {
    switch call.form {
    case .direct, .implicitMember, .typedValue:
      if let label = lookupLabel, label != "_", Self.startsUppercase(call.callee) {
        return "\(call.callee)(\(label):)"
      }
      return call.callee
    case .member:
      // A modifier on a view expression (`Text(…).navigationTitle`) is named by itself; a type
      // or value path (`Bundle.main.url`) is kept.
      guard let receiver = call.receiver, !Self.isExpression(receiver) else { return call.callee }
      if call.callee == "init", receiver != "super", receiver != "self" {
        return receiver.split(separator: ".").last.map(String.init) ?? receiver
      }
      return "\(receiver).\(call.callee)"
    }
  }

  /// Whether a receiver is an expression (brackets, quotes, the matcher's `…`) rather than a path.
  private static func isExpression(_ receiver: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in receiver.utf8 {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
        return true
      case 0xA6 where previous == (0xE2, 0x80):  // U+2026 '…'
        return true
      default:
        previous = (previous.1, byte)
      }
    }
    return false
  }

  /// Whether `name` starts with an upper-case letter; ASCII without building a `Character`.
  static func startsUppercase(_ name: String) -> Bool {
    guard let byte = name.utf8.first else { return false }
    if byte < 0x80 { return (0x41...0x5A).contains(byte) }
    return name.first?.isUppercase == true
  }

  /// What the fix of a finding does, in byte ranges.
  struct FixPlan {
    var title: String
    /// For a missing bundle, the argument inserted (the title is made from it).
    var insert = ""
    var edits: [(range: Range<Int>, replacement: String)]
    var applicability: Fix.Applicability
  }

  /// `values` are the finding's placeholder values (a rewrite is a template too); the titles are
  /// `rule`'s texts.
  private func fixPlan(for finding: CallFinding, rule: Rule, values: MessageValues) -> FixPlan {
    let pattern = finding.pattern
    let call = finding.call
    let template = pattern.fix
    let applicability = template?.applicability ?? .unsafe
    switch finding.problem {
    case .missingBundle:
      let insert = ownBundle(in: template?.insert ?? "\(pattern.bundleLabel ?? "bundle"): .module")
      guard let edits = insertion(of: insert, into: call, pattern: pattern) else {
        return FixPlan(title: "", insert: insert, edits: [], applicability: .displayOnly)
      }
      return FixPlan(title: "", insert: insert, edits: edits, applicability: applicability)
    case .mainBundleArgument(let argument):
      let replacement = ownBundle(in: template?.replacement ?? ".module")
      let written = source.compactText(argument.valueRange)
      return FixPlan(
        title: rule.text(.replaceBundle, ["written": written, "replacement": replacement]),
        edits: [(argument.valueRange, replacement)], applicability: applicability)
    case .noBundleParameter:
      var values = values
      values["fix"] = ""
      // The call as the edits leave it, every argument it keeps shown; the rule's form where
      // no edit is known.
      let planned = rewrite(for: finding)
      let edits = planned?.edits ?? []
      let rewrite = planned?.shown ?? MessageTemplate.render(pattern.rewrite ?? "", values)
      return FixPlan(
        title: rule.text(.rewrite, ["rewrite": rewrite]), edits: edits,
        applicability: edits.isEmpty ? .displayOnly : .unsafe)
    case .mainBundleReceiver:
      let receiver = call.receiver ?? "Bundle.main"
      guard let written = template?.receiverReplacement,
        let range = lastReceiverMember(of: call)
      else {
        return FixPlan(
          title: rule.text(.useModuleBundle, ["receiver": receiver]), edits: [],
          applicability: .displayOnly)
      }
      let replacement = String(ownBundle(in: "." + written).dropFirst())
      let components = receiver.split(separator: ".").dropLast().map(String.init) + [replacement]
      return FixPlan(
        title: rule.text(
          .replaceReceiver,
          ["replacement": components.joined(separator: "."), "receiver": receiver]),
        edits: [(range, replacement)], applicability: applicability)
    case .wrongBundleCall:
      let replacement = ownBundle(in: template?.callReplacement ?? "Bundle.module")
      let callText = call.closeParen.map { source.compactText(call.calleeOffset..<($0 + 1)) }
      guard let callText, let close = call.closeParen, template?.callReplacement != nil else {
        return FixPlan(
          title: rule.text(.useInstead, ["replacement": replacement]), edits: [],
          applicability: .displayOnly)
      }
      return FixPlan(
        title: rule.text(.replaceCall, ["replacement": replacement, "call": callText]),
        edits: [(call.calleeOffset..<(close + 1), replacement)], applicability: applicability)
    }
  }

  /// `code` with the module's bundle spelled as its own accessor where its code already uses
  /// one (`.module` → `.myModule`, `Bundle.module.bundleURL` → `Bundle.myModule.bundleURL`).
  func ownBundle(in code: String) -> String {
    guard let name = module.ownBundleAccessor else { return code }
    return code.rewritingModuleMember { ($0, "." + name) }
  }

  /// Where `insert` goes so the labels stay in declaration order: after the last argument that
  /// comes before the bundle parameter, else first in the list; nil without a complete list.
  /// In a call whose arguments are one per line, it gets a line of its own with their
  /// indentation (`DiagnosticBuilder+Layout`).
  func insertion(of insert: String, into call: CallSite, pattern: CallPattern)
    -> [(range: Range<Int>, replacement: String)]?
  {
    guard let open = call.openParen, call.closeParen != nil,
      let bundleIndex = pattern.parameters.firstIndex(of: pattern.bundleLabel ?? "")
    else { return nil }
    let arguments = call.arguments.filter { !$0.isTrailingClosure }
    var next = 0
    var before: Int?
    for (position, argument) in arguments.enumerated() {
      guard let index = pattern.parameters[next...].firstIndex(of: argument.label ?? "_") else {
        return nil
      }
      next = index + 1
      if index < bundleIndex { before = position }
    }
    if let indent = onePerLineIndent(arguments) {
      return lineOfItsOwn(insert, after: before, in: arguments, indent: indent)
    }
    if let before {
      let end = arguments[before].valueRange.upperBound
      return [(end..<end, ", " + insert)]
    }
    return [(open + 1..<open + 1, arguments.isEmpty ? insert : insert + ", ")]
  }

  /// The bytes of the receiver's last member (`main` in `Bundle.main.url(`), read backwards
  /// from the callee over `.` and whitespace.
  private func lastReceiverMember(of call: CallSite) -> Range<Int>? {
    var i = call.calleeOffset - 1
    func skipSpace() {
      while i >= 0, source[i] == 0x20 || source[i] == 0x09 || source[i] == 0x0A || source[i] == 0x0D
      {
        i -= 1
      }
    }
    skipSpace()
    guard i >= 0, source[i] == UInt8(ascii: ".") else { return nil }
    i -= 1
    skipSpace()
    let end = i + 1
    while i >= 0, source[i].isIdentifierByte { i -= 1 }
    let range = (i + 1)..<end
    guard !range.isEmpty,
      let last = call.receiver?.split(separator: ".").last, source.text(range) == last
    else { return nil }
    return range
  }
}

extension String {
  /// Runs of whitespace and line breaks as one space, trimmed.
  fileprivate func collapsingWhitespace() -> String {
    split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  fileprivate func escapingLineBreaks() -> String {
    guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
    var out = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": break
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
