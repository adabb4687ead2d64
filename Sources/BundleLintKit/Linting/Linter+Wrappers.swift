extension Linter {
  /// The findings of a rule whose kind looks past single calls: calls to the package's own
  /// wrappers, wrapper declarations, and lookups shown in view code; nil for other kinds.
  static func wrapperFindings(
    of rule: Rule, syntax: FileSyntax, source: [UInt8], path: String, module: ModuleContext,
    builder: inout DiagnosticBuilder
  ) -> [Diagnostic]? {
    switch rule.kind {
    case .wrapperCall:
      return wrapperCalls(rule: rule, syntax: syntax, source: source, path: path, module: module, builder: &builder)
    case .wrapperDeclaration:
      return wrapperDeclarations(rule: rule, syntax: syntax, source: source, builder: &builder)
    case .eagerLookup:
      return eagerLookups(rule: rule, syntax: syntax, source: source, builder: &builder)
    default:
      return nil
    }
  }

  /// Calls to a wrapper of `module.wrappers` (and of the file's own) that pass no bundle, or
  /// the main bundle.
  private static func wrapperCalls(
    rule: Rule, syntax: FileSyntax, source: [UInt8], path: String, module: ModuleContext,
    builder: inout DiagnosticBuilder
  ) -> [Diagnostic] {
    var wrappers = module.wrappers
    let known = Set(wrappers.map { "\($0.location.path):\($0.location.offset)" })
    for own in Wrapper.find(in: syntax, source: source, path: path, module: module.module)
    where !known.contains("\(own.location.path):\(own.location.offset)") {
      wrappers.append(own)
    }
    wrappers.removeAll { $0.module != module.name && !$0.isVisibleOutsideModule }
    guard !wrappers.isEmpty else { return [] }
    let patterns = wrappers.map(\.callPattern)
    let names = Set(patterns.map(\.callee))
    var diagnostics: [Diagnostic] = []
    for call in syntax.calls
    where !call.isInPreview && names.contains(call.callee)
      && module.mayCompile(call.conditions)
    {
      for (wrapper, pattern) in zip(wrappers, patterns) {
        guard let finding = wrapper.finding(in: call, pattern: pattern, source: source, module: module)
        else { continue }
        var described = finding
        let defaultBundle =
          wrapper.defaultBundle == .main || finding.problem != .missingBundle
          ? "the main bundle" : "the bundle of '\(wrapper.module)'"
        described.pattern.message = MessageTemplate.render(
          rule.message,
          ["wrapper": wrapper.signature, "wrapperModule": wrapper.module, "defaultBundle": defaultBundle])
        var diagnostic = builder.diagnostic(rule: rule, finding: described)
        diagnostic.notes.insert(
          Note(
            message: "'\(wrapper.signature)' is declared here, in '\(wrapper.module)'",
            location: wrapper.location),
          at: min(1, diagnostic.notes.count))
        diagnostics.append(diagnostic)
        break
      }
    }
    return diagnostics
  }

  /// Public initializers that take a `LocalizedStringKey`, pass it (directly or through a stored
  /// property) to one of the rule's calls (`Text`) without a bundle, and take no bundle.
  private static func wrapperDeclarations(
    rule: Rule, syntax: FileSyntax, source: [UInt8], builder: inout DiagnosticBuilder
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for index in syntax.declarations.indices where syntax.declarations[index].kind == .initializer {
      let declaration = syntax.declarations[index]
      guard builder.module.mayCompile(declaration.conditions),
        Wrapper.isVisibleOutsideModule(declaration, in: syntax),
        !declaration.parameters.contains(where: { Wrapper.isBundleType($0.typeText) })
      else { continue }
      guard let key = declaration.parameters.first(where: {
        Wrapper.isKeyType($0.typeText, literalOnly: true) && !$0.name.isEmpty
      }),
        let body = declaration.bodyRange
      else { continue }
      // The names the key travels under: the parameter, and the properties it is stored in.
      var names = [key.name]
      let text = source.compactText(body)
      for property in storedProperties(assigned: key.name, in: text) { names += [property, "self." + property] }
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
        ["callee": wrapper, "module": builder.module.name, "shownBy": shown.callee, "key": key.name])
      diagnostics.append(
        Diagnostic(
          ruleID: rule.id, severity: rule.severity, message: message, location: start,
          endLocation: builder.location(declaration.nameOffset + 4),
          notes: [
            Note(message: "'\(key.name)' is shown here, in the main bundle", location: shownAt)
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
      let isWhole = after.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "(") } ?? true
      var start = range.lowerBound
      while start > rest.startIndex {
        let previous = rest[rest.index(before: start)]
        guard previous.isLetter || previous.isNumber || previous == "_" || previous == "." else { break }
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

  /// Lookups of the rule's calls shown as the unlabelled argument of a `Text` in view code (a
  /// property or function of type `some View`), with no `locale:` argument.
  private static func eagerLookups(
    rule: Rule, syntax: FileSyntax, source: [UInt8], builder: inout DiagnosticBuilder
  ) -> [Diagnostic] {
    let viewBodies = syntax.declarations.compactMap { declaration -> Range<Int>? in
      guard declaration.kind == .variable || declaration.kind == .function,
        let type = declaration.typeText,
        type == "someView" || type == "someSwiftUI.View" || type == "AnyView"
      else { return nil }
      return declaration.bodyRange
    }
    guard !viewBodies.isEmpty else { return [] }
    let shownStarts = Set(
      syntax.calls.compactMap { call -> Int? in
        guard call.callee == "Text", call.form == .direct || call.receiver == "SwiftUI",
          let argument = call.argument(labelled: "_")
        else { return nil }
        return argument.valueRange.lowerBound
      })
    var diagnostics: [Diagnostic] = []
    for call in syntax.calls
    where !call.isInPreview && call.receiver == nil && shownStarts.contains(call.calleeOffset)
      && call.argument(labelled: "locale") == nil
      && viewBodies.contains(where: { $0.contains(call.calleeOffset) })
      && builder.module.mayCompile(call.conditions)
    {
      guard let pattern = rule.calls.first(where: { $0.accepts(call) }),
        let label = pattern.lookupLabel, let lookup = call.argument(labelled: label)
      else { continue }
      var shape = pattern
      shape.kind = .noBundleParameter
      let finding = CallFinding(pattern: shape, call: call, problem: .noBundleParameter, lookup: lookup)
      diagnostics.append(builder.diagnostic(rule: rule, finding: finding))
    }
    return diagnostics
  }
}

extension Wrapper {
  /// What is wrong with `call` if it calls this wrapper from `module`: no bundle argument (when
  /// the default is not already `module`'s own bundle), or the main bundle written out.
  func finding(in call: CallSite, pattern: CallPattern, source: [UInt8], module: ModuleContext)
    -> CallFinding?
  {
    guard pattern.accepts(call) else { return nil }
    let arguments = call.arguments.filter { !$0.isTrailingClosure }
    guard DeclarationIndex.accepts(arguments.map { $0.label ?? "_" }, declaration.parameters),
      let positions = Self.positions(of: arguments, in: declaration.parameters),
      let keyPosition = positions.firstIndex(of: keyIndex),
      pattern.isLookup(arguments[keyPosition], among: arguments, source: source)
    else { return nil }
    let lookup = arguments[keyPosition]
    guard let bundlePosition = positions.firstIndex(of: bundleIndex) else {
      if defaultBundle == .declaringModule, self.module == module.name { return nil }
      return CallFinding(pattern: pattern, call: call, problem: .missingBundle, lookup: lookup)
    }
    let bundle = arguments[bundlePosition]
    guard module.bundleReference(of: source.compactText(bundle.valueRange)) == .main else {
      return nil
    }
    return CallFinding(pattern: pattern, call: call, problem: .mainBundleArgument(bundle), lookup: lookup)
  }

  /// The parameter index each argument fills, matching labels in order.
  static func positions(of arguments: [Argument], in parameters: [Parameter]) -> [Int]? {
    var next = 0
    var positions: [Int] = []
    for argument in arguments {
      let label = argument.label ?? "_"
      guard let index = parameters[next...].firstIndex(where: { ($0.label ?? "_") == label }) else {
        return nil
      }
      positions.append(index)
      next = index + 1
    }
    return positions
  }
}
