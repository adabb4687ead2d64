import BundleLintCore
import BundleLintProject
import BundleLintSyntax

extension Rule {
  /// Checks what the types of a rule cannot say: its parts fit its kind, its call patterns are
  /// complete and consistent, its summary, messages and texts are well formed and use only the
  /// placeholders its kind fills, and its examples carry their `↓` markers.
  ///
  /// `RuleDecoder` runs it on every rule file, built in or from `--rules DIR`, and the
  /// configuration runs `validate(_:of:at:)` on its `lookupAPIs`. Throws the first problem, with
  /// its key path.
  package func validate() throws(KeyPathError) {
    try validateKind()
    try Self.validateWording(summary: summary)
    try Self.validateWording(message: message, at: "message")
    try validatePlaceholders(message, at: "message")
    // Shapes copied from other rules (`callsOf`) were validated in their own rule, for its
    // kind: a copy keeps their texts, which only that rule prints.
    for (index, pattern) in calls.enumerated() where callsOf.isEmpty {
      let path = "calls[\(index)]"
      try Self.validate(pattern, of: self, at: path)
      if let own = pattern.message { try Self.validateWording(message: own, at: "\(path).message") }
      // Every missing-bundle finding of a rule file comes with the exact insertion.
      if pattern.kind == .bundleParameter, kind != .resourceContent, pattern.fix?.insert == nil {
        throw .missingKey(path: "\(path).fix.insert")
      }
    }
    try validateExamples()
    try validateTexts()
  }

  /// Checks that the rule gives every text its check prints (`requiredTexts`), each with only its
  /// own placeholders, and no text of a name bundlelint does not know. A text this rule never
  /// prints is allowed (a rule copied from another may keep it).
  func validateTexts() throws(KeyPathError) {
    let required = requiredTexts
    for name in texts.keys.sorted() {
      guard let text = RuleText(name: name) else {
        throw .invalidValue(
          path: "texts.\(name)",
          detail: "no text of that name; this rule's texts are "
            + required.map { "'\($0.name)'" }.sorted().joined(separator: ", "))
      }
      for placeholder in MessageTemplate.placeholders(in: texts[name] ?? "")
      where !text.placeholders.contains(placeholder) {
        throw .invalidValue(
          path: "texts.\(name)",
          detail: "'{\(placeholder)}' is not filled in this text; use one of "
            + text.placeholders.sorted().map { "'{\($0)}'" }.joined(separator: ", "))
      }
    }
    for text in required.sorted(by: { $0.name < $1.name }) where texts[text.name] == nil {
      throw .missingKey(path: "texts.\(text.name)")
    }
  }

  /// Checks a call pattern against the rule it belongs to (its kind and message): a pattern of
  /// the rule's `calls`, or a configuration's lookup API (`path` is `lookupAPIs[0]`).
  package static func validate(_ pattern: CallPattern, of rule: Rule, at path: String)
    throws(KeyPathError)
  {
    func key(_ name: String) -> String { KeyPathError.join(path, name) }
    let wholeRuleKinds: [Kind] = [.wrapperCall, .wrapperDeclaration, .eagerLookup]
    if rule.kind == .resourceContent {
      if pattern.kind != .bundleParameter, pattern.kind != .noBundleParameter {
        throw .invalidValue(
          path: key("kind"),
          detail:
            "a 'resourceContent' rule's call is a 'bundleParameter' or 'noBundleParameter' call"
        )
      }
      if pattern.resource == nil { throw .missingKey(path: key("resource")) }
    } else {
      // A `Bundle.main` lookup may say what it names (`localizedString(forKey:)`: a key),
      // which its evidence is checked against.
      if pattern.tableLabel != nil || (pattern.resource != nil && rule.kind != .mainBundleReceiver)
      {
        throw .invalidValue(
          path: key("resource"),
          detail: "only a 'resourceContent' or 'mainBundleReceiver' rule's calls name a resource")
      }
      if pattern.kind == .manifest || pattern.kind == .resourceContent || pattern.kind.isTool
        || rule.kind.isTool
        || (pattern.kind == .reference) != (rule.kind == .reference)
        || ((wholeRuleKinds.contains(pattern.kind) || wholeRuleKinds.contains(rule.kind))
          && pattern.kind != rule.kind)
      {
        throw .invalidValue(
          path: key("kind"),
          detail: "a '\(rule.kind.rawValue)' rule cannot inspect '\(pattern.kind.rawValue)' calls")
      }
    }
    try validateShape(pattern, at: path)
    switch pattern.kind {
    case .bundleParameter:
      if pattern.bundleLabel == nil { throw .missingKey(path: key("bundle")) }
      if pattern.lookupLabel == nil { throw .missingKey(path: key("lookup")) }
      if pattern.mainBundleSpellings.isEmpty {
        throw .invalidValue(
          path: key("bundle.mainBundleSpellings"),
          detail: "an empty list never finds the main bundle; list how it is written ('.main')")
      }
    case .noBundleParameter:
      if pattern.lookupLabel == nil { throw .missingKey(path: key("lookup")) }
      if pattern.rewrite == nil { throw .missingKey(path: key("rewrite")) }
    case .reference:
      if pattern.form != .macro, pattern.form != .member {
        throw .invalidValue(
          path: key("form"),
          detail: "a 'reference' pattern is a 'member' with 'receivers', or a 'macro'")
      }
    case .wrapperDeclaration, .eagerLookup:
      if pattern.lookupLabel == nil { throw .missingKey(path: key("lookup")) }
    case .mainBundleReceiver, .manifest, .resourceContent, .wrapperCall, .unreadableFile,
      .unusedSuppression, .invalidSuppression:
      break
    }
    if let insert = pattern.fix?.insert, let bundle = pattern.bundleLabel, bundle != "_",
      !insert.hasPrefix(bundle + ": ")
    {
      throw .invalidValue(
        path: key("fix.insert"),
        detail: "'\(insert)' does not pass the '\(bundle)' argument; start it with '\(bundle): '")
    }
    if let message = pattern.message { try rule.validatePlaceholders(message, at: key("message")) }
    if let rewrite = pattern.rewrite { try rule.validatePlaceholders(rewrite, at: key("rewrite")) }
    // A call without a lookup must not print an empty '{lookup}'.
    if pattern.lookupLabel == nil, rule.kind != .reference, rule.kind != .wrapperCall,
      MessageTemplate.placeholders(in: pattern.message ?? rule.message).contains("lookup")
    {
      throw .invalidValue(
        path: key(pattern.message == nil ? "lookup" : "message"),
        detail: "the message names '{lookup}' but the call has no 'lookup'; add one")
    }
  }

  /// Checks what a call pattern needs whatever its kind: the labels it names are among its
  /// `parameters`, each once, and a `member` call has `receivers`. The decoder runs it on every
  /// pattern it reads, a configuration's lookup APIs included.
  static func validateShape(_ pattern: CallPattern, at path: String) throws(KeyPathError) {
    func key(_ name: String) -> String { KeyPathError.join(path, name) }
    let named = [
      ("lookup.label", pattern.lookupLabel), ("bundle.label", pattern.bundleLabel),
      ("table", pattern.tableLabel),
    ]
    for case (let name, let label?) in named where !pattern.parameters.contains(label) {
      throw .invalidValue(
        path: key(name), detail: "'\(label)' is not one of 'parameters'; add it there")
    }
    var seen: Set<String> = []
    for label in pattern.parameters where !seen.insert(label).inserted {
      throw .invalidValue(path: key("parameters"), detail: "'\(label)' is listed twice")
    }
    if let label = pattern.bundleLabel, label == pattern.lookupLabel {
      throw .invalidValue(
        path: key("bundle.label"), detail: "'\(label)' is the lookup's label; name the bundle's")
    }
    if pattern.form == .member, pattern.receivers.isEmpty {
      throw .missingKey(path: key("receivers"))
    }
    if pattern.form == .typedValue,
      pattern.kind != .noBundleParameter || pattern.parameters != ["_"]
        || pattern.lookupLabel != "_"
    {
      throw .invalidValue(
        path: key("form"),
        detail:
          "a 'typedValue' pattern looks up its one unlabelled value and has no bundle to pass: kind 'noBundleParameter', parameters ['_'], lookup label '_'"
      )
    }
    if !pattern.chainedAfter.isEmpty, pattern.form != .modifier {
      throw .invalidValue(
        path: key("chainedAfter"), detail: "only a 'modifier' is found after other calls")
    }
    let isName = { (name: String) in
      name.first.map { !$0.isNumber } == true
        && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
    if let name = pattern.chainedAfter.first(where: { !isName($0) }) {
      throw .invalidValue(
        path: key("chainedAfter"), detail: "'\(name)' is not a name a call is made by")
    }
  }

  /// The parts a kind needs, or must not have: a check, calls, a resource problem.
  private func validateKind() throws(KeyPathError) {
    if (kind == .resourceContent) != (check != nil) {
      throw kind == .resourceContent
        ? .missingKey(path: "check")
        : .invalidValue(
          path: "check", detail: "only a 'resourceContent' rule makes a resource check")
    }
    let noProblem = KeyPathError.invalidValue(
      path: "problem", detail: "only a 'manifest' rule reports a problem")
    if let check {
      if check.inspectsCalls == calls.isEmpty {
        throw .invalidValue(
          path: "calls",
          detail: check.inspectsCalls
            ? "the '\(check.rawValue)' check needs at least one call"
            : "the '\(check.rawValue)' check reads resource files and inspects no calls")
      }
      if problem != nil { throw noProblem }
    } else if kind == .manifest {
      if problem == nil { throw .missingKey(path: "problem") }
      if !calls.isEmpty {
        throw .invalidValue(path: "calls", detail: "a 'manifest' rule inspects no calls")
      }
    } else if kind.isTool {
      if !calls.isEmpty {
        throw .invalidValue(
          path: "calls", detail: "a '\(kind.rawValue)' rule inspects no calls")
      }
      if problem != nil { throw noProblem }
    } else {
      if calls.isEmpty, kind != .wrapperCall {
        throw .invalidValue(
          path: "calls", detail: "a '\(kind.rawValue)' rule needs at least one call")
      }
      if problem != nil { throw noProblem }
    }
  }

  /// A summary is one line that starts with a capital (or a quoted name), without a period.
  private static func validateWording(summary: String) throws(KeyPathError) {
    let detail: String? =
      if summary.isEmpty {
        "is empty; say in one line what the rule finds"
      } else if summary.utf8.contains(0x0A) {
        "is more than one line"
      } else if summary.hasSuffix(".") {
        "ends with a period; remove it"
      } else if summary.first?.isUppercase != true, summary.first != "'" {
        "starts with a lowercase letter; start with a capital or a quoted name"
      } else {
        nil
      }
    if let detail { throw .invalidValue(path: "summary", detail: detail) }
  }

  /// A message starts lowercase (a quote counts) and has no trailing period.
  private static func validateWording(message: String, at path: String) throws(KeyPathError) {
    let detail: String? =
      if message.isEmpty {
        "is empty; say what is wrong and how to fix it"
      } else if message.first?.isUppercase == true {
        "starts with a capital letter; messages start lowercase"
      } else if message.hasSuffix(".") {
        "ends with a period; remove it"
      } else {
        nil
      }
    if let detail { throw .invalidValue(path: path, detail: detail) }
  }

  /// Every `{name}` in `template` is one the rule's kind fills.
  func validatePlaceholders(_ template: String, at path: String) throws(KeyPathError) {
    let allowed = kind.placeholders
    let unknown = MessageTemplate.placeholders(in: template).subtracting(allowed)
    guard let first = unknown.min() else { return }
    let names = allowed.sorted().map { "'{\($0)}'" }.joined(separator: ", ")
    throw .invalidValue(
      path: path,
      detail: "'{\(first)}' is not filled in a '\(kind.rawValue)' rule; use one of \(names)")
  }

  /// Markers where findings are, none where there are none, and the fixture packages of the
  /// rules that read packages rather than code.
  private func validateExamples() throws(KeyPathError) {
    if examples.triggering.isEmpty {
      throw .invalidValue(
        path: "examples.triggering", detail: "is empty; add code the rule reports")
    }
    if examples.nonTriggering.isEmpty {
      throw .invalidValue(
        path: "examples.nonTriggering", detail: "is empty; add code the rule leaves alone")
    }
    for (index, example) in examples.triggering.enumerated()
    where example.moduleOwns == nil && !Self.hasMarker(example.code) {
      throw .invalidValue(
        path: "examples.triggering[\(index)]",
        detail: "marks no finding; put '↓' where each finding starts")
    }
    for (index, example) in examples.nonTriggering.enumerated()
    where Self.hasMarker(example.code) {
      throw .invalidValue(
        path: "examples.nonTriggering[\(index)]",
        detail: "marks a finding ('↓'), but a non-triggering example has none")
    }
    for (index, correction) in examples.corrections.enumerated() {
      if !Self.hasMarker(correction.before) {
        throw .invalidValue(
          path: "examples.corrections[\(index)].before",
          detail: "marks no finding; put '↓' where each finding starts")
      }
      if Self.hasMarker(correction.after) {
        throw .invalidValue(
          path: "examples.corrections[\(index)].after",
          detail: "marks a finding ('↓'), but the fixed code has none")
      }
    }
    // Copied shapes keep their rule's fix templates, which the copying rule's check may not use.
    if callsOf.isEmpty, calls.contains(where: { $0.fix != nil }), examples.corrections.isEmpty {
      throw .missingKey(path: "examples.corrections")
    }
    // Rules that read a package, not code, run on fixture packages.
    if kind == .manifest || check?.inspectsCalls == false {
      for (key, list) in [
        ("triggering", examples.triggering), ("nonTriggering", examples.nonTriggering),
      ] {
        for (index, example) in list.enumerated() where example.fixture == nil {
          throw .missingKey(path: "examples.\(key)[\(index)].fixture")
        }
      }
    }
  }
}

extension Rule {
  /// Whether `text` has a `↓` marker, found by its UTF-8 bytes (E2 86 93): the built-in rules
  /// are validated at every start, and a Foundation string search costs milliseconds there.
  fileprivate static func hasMarker(_ text: String) -> Bool {
    var matched = 0
    for byte in text.utf8 {
      switch (matched, byte) {
      case (2, 0x93): return true
      case (1, 0x86): matched = 2
      case (_, 0xE2): matched = 1
      default: matched = 0
      }
    }
    return false
  }
}

extension Rule.Kind {
  /// The placeholders the messages and texts of a rule of this kind may use.
  var placeholders: Set<String> {
    switch self {
    case .manifest: MessageTemplate.manifestPlaceholders
    case .reference: MessageTemplate.referencePlaceholders
    case .resourceContent: MessageTemplate.resourcePlaceholders
    case .wrapperCall: MessageTemplate.wrapperCallPlaceholders
    case .wrapperDeclaration: MessageTemplate.wrapperDeclarationPlaceholders
    case .bundleParameter, .noBundleParameter, .mainBundleReceiver, .eagerLookup:
      MessageTemplate.callPlaceholders
    case .unreadableFile: MessageTemplate.unreadablePlaceholders
    case .unusedSuppression: MessageTemplate.unusedSuppressionPlaceholders
    case .invalidSuppression: MessageTemplate.invalidSuppressionPlaceholders
    }
  }
}
