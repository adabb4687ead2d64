import BundleLintCore

extension CallScanner {
  /// Reacts to a keyword outside any head: starts declarations, statement heads and patterns.
  mutating func keywordStep(_ s: Int) {
    let k = sig[s].keyword
    guard k != .none, !(s > 0 && kind(s - 1) == .period), kind(s + 1) != .colon,
      !(s > 0 && sig[s - 1].keyword == .import)  // `import struct Foundation.Data`
    else { return }
    let top = stack.count - 1
    guard stack[top].head == nil else { return }  // inside a head: `if let`, `-> some View`
    switch k {
    case .`func`, .macro:
      guard k == .func || isWord(s + 1) else { return }
      let nameToken = s + 1 < sig.count && kind(s + 1) != .leftParen ? s + 1 : s
      startDeclaration(
        k == .func ? .function : .macro, keywordAt: s, name: name(nameToken), nameAt: nameToken,
        head: .function)
    case .`init`, .`subscript`:
      guard
        kind(s + 1) == .leftParen || isOperator(s + 1, "?") || isOperator(s + 1, "!")
          || isOperator(s + 1, "<")
      else { return }
      startDeclaration(
        k == .`init` ? .initializer : .subscriptDecl, keywordAt: s, name: text(s), nameAt: s,
        head: .function)
    case .`class` where s + 1 < sig.count && (sig[s + 1].keyword.startsDeclaration):
      return  // `class func`, `class var`: a modifier
    case .`extension` where kind(s + 1) == .leftBracket || kind(s + 1) == .leftParen:
      // `extension [Element]?: P {`, `extension (A, B) {`: a type written with brackets. The
      // scan for the closing bracket is bounded, so unclosed ones cost no more than a line.
      var last = s + 1
      var depth = 0
      while last < min(sig.count, s + 256) {
        switch kind(last) {
        case .leftBracket, .leftParen: depth += 1
        case .rightBracket, .rightParen: depth -= 1
        default: break
        }
        if depth == 0 { break }
        last += 1
      }
      guard depth == 0, last < sig.count else { return }
      while isOperator(last + 1, "?") || isOperator(last + 1, "!") { last += 1 }
      startDeclaration(
        .extension, keywordAt: s, name: compact(s + 1, last), nameAt: s + 1, head: .type)
    case .`struct`, .`class`, .`enum`, .`protocol`, .actor, .`extension`:
      guard isWord(s + 1), !sig[s + 1].newlineBefore else { return }
      let declarationKind: Declaration.Kind
      switch k {
      case .struct: declarationKind = .struct
      case .class: declarationKind = .class
      case .enum: declarationKind = .enum
      case .protocol: declarationKind = .protocol
      case .actor: declarationKind = .actor
      default: declarationKind = .extension
      }
      var last = s + 1
      if k == .extension {
        while kind(last + 1) == .period, isWord(last + 2) { last += 2 }
      }
      startDeclaration(
        declarationKind, keywordAt: s, name: k == .extension ? compact(s + 1, last) : name(s + 1),
        nameAt: s + 1, head: .type)
    case .`typealias`:
      guard isWord(s + 1) else { return }
      startDeclaration(.typealias, keywordAt: s, name: name(s + 1), nameAt: s + 1, head: nil)
    case .`var`, .`let`:
      guard isWord(s + 1), patternFrame < 0 else { return }
      if isTypeOrFileScope(top) {
        startDeclaration(.variable, keywordAt: s, name: name(s + 1), nameAt: s + 1, head: .variable)
      } else {
        stack[top].head = ScanHead(kind: .variable, decl: -1)  // a local: its `{` is a body
      }
    case .`case`:
      if case .body(let decl, true, _) = stack[top].role, decl >= 0,
        declarations[decl].kind == .enum
      {
        var head = ScanHead(kind: .enumCase, decl: -1)
        head.expectName = true
        stack[top].head = head
      } else {
        patternFrame = top
        caseLabelFrame = top
      }
    case .`if`, .`guard`, .`for`, .`switch`:
      stack[top].head = ScanHead(kind: .control, decl: -1)
    case .`catch`:
      stack[top].head = ScanHead(kind: .control, decl: -1)
      // `catch AppError.network(let code) {`: a pattern, like a `case`'s.
      if kind(s + 1) != .leftBrace { patternFrame = top }
    case .`while`:
      if s > 0, kind(s - 1) == .rightBrace, sig[s - 1].link >= 1,
        sig[Int(sig[s - 1].link) - 1].keyword == .repeat
      {
        return  // `repeat { } while x`
      }
      stack[top].head = ScanHead(kind: .control, decl: -1)
    default:
      return
    }
  }

  private func isTypeOrFileScope(_ top: Int) -> Bool {
    if case .body(_, let isType, _) = stack[top].role { return isType || top == 0 }
    return false
  }

  private mutating func startDeclaration(
    _ kind: Declaration.Kind, keywordAt s: Int, name: String, nameAt: Int, head: ScanHead.Kind?
  ) {
    declarations.append(
      Declaration(
        kind: kind, name: name, nameOffset: range(nameAt).lowerBound, enclosingType: typeNames.last,
        modifiers: modifiers(before: s), conditions: conditions.recorded))
    if let head {
      stack[stack.count - 1].head = ScanHead(kind: head, decl: declarations.count - 1)
    }
  }

  /// Modifiers written before the keyword at `s`, skipping attributes (`@MainActor`,
  /// `@available(…)`); `private(set)` is kept whole.
  private func modifiers(before s: Int) -> [String] {
    var found: [String] = []
    var j = s - 1
    var steps = 0
    while j >= 0, steps < 32 {
      steps += 1
      if sig[j].keyword.isModifier || (sig[j].keyword == .class && sig[j].kind == .identifier) {
        found.append(text(j))
        j -= 1
      } else if kind(j) == .rightParen, sig[j].link >= 1 {
        let open = Int(sig[j].link)
        if sig[open - 1].keyword.isModifier {
          found.append(compact(open - 1, j))
          j = open - 2
        } else if open >= 2, isWord(open - 1), kind(open - 2) == .atSign {
          j = open - 3
        } else {
          break
        }
      } else if isWord(j), j > 0, kind(j - 1) == .atSign {
        j -= 2
      } else {
        break
      }
    }
    return found.reversed()
  }

  /// Advances the head of the top frame with token `s`; returns true when `s` is consumed.
  mutating func headStep(_ s: Int) -> Bool {
    let top = stack.count - 1
    guard var head = stack[top].head else { return false }
    let k = sig[s].kind
    // A line break ends heads that have no body.
    if sig[s].newlineBefore, k != .leftBrace {
      switch head.kind {
      case .variable:
        endHead(top)
        return false
      case .enumCase where !(s > 0 && kind(s - 1) == .comma):
        stack[top].head = nil
        return false
      case .function
      where sig[s].keyword.startsDeclaration || k == .atSign || k == .rightBrace
        || k == .poundKeyword:
        endHead(top)
        return false
      default: break
      }
    }
    switch k {
    case .leftBrace:
      endHead(top)
      touch(s)
      if pendingPreviewDepth == stack.count { pendingPreviewDepth = -1 }
      switch head.kind {
      case .control, .enumCase:
        push(brace: s, role: .plain)
      case .function, .variable:
        push(brace: s, role: .body(decl: head.decl, isType: false, isPreview: false))
      case .type:
        // `PreviewProvider`, and `PreviewModifier`: the sample data and environment that only
        // previews apply (`#Preview(traits: .modifier(SampleData()))`).
        let preview = declarations[head.decl].inheritedTypes.contains {
          $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") || $0 == "PreviewModifier"
            || $0.hasSuffix(".PreviewModifier")
        }
        push(brace: s, role: .body(decl: head.decl, isType: true, isPreview: preview))
      }
      return true
    case .semicolon:
      endHead(top)
      return false
    case .colon where (head.kind == .variable || head.kind == .type) && !head.sawWhere:
      if head.kind == .type { finishInherited(top) }
      if head.first < 0 {
        stack[top].head!.collecting = true
        return true
      }
      return false
    case .comma:
      switch head.kind {
      case .type where head.collecting:
        finishInherited(top)
        stack[top].head!.collecting = true
        return true
      case .variable:
        endHead(top)
        return true
      case .enumCase:
        stack[top].head!.expectName = true
        return true
      default: return false
      }
    case .operator:
      if isOperator(s, "->"), head.kind == .function {
        stack[top].head!.collecting = true
        stack[top].head!.first = -1
        return true
      }
      if isOperator(s, "="), head.kind == .variable {
        endHead(top)
        return true
      }
      if isOperator(s, "="), head.kind == .enumCase {
        head.expectName = false
        stack[top].head = head
      }
      return false
    case .identifier where sig[s].keyword == .where:
      stack[top].head!.sawWhere = true
      if head.kind == .type { finishInherited(top) }
      if head.kind == .function { finishType(top) }
      return false
    case .identifier, .backtickIdentifier:
      if head.kind == .enumCase, head.expectName {
        stack[top].head!.expectName = false
        stack[top].head!.sawParameters = false
        declarations.append(
          Declaration(
            kind: .enumCase, name: name(s), nameOffset: range(s).lowerBound,
            enclosingType: typeNames.last, conditions: conditions.recorded))
        stack[top].head!.decl = declarations.count - 1
        return true
      }
      if head.kind == .control, sig[s].keyword == .case { patternFrame = top }
      return false
    case .leftParen:
      if head.kind == .function, !head.sawParameters, head.decl >= 0 {
        stack[top].head!.sawParameters = true
        stack.append(ScanFrame(kind: .paren, open: s, role: .parameters(head.decl)))
        return true
      }
      if head.kind == .enumCase, head.decl >= 0, !head.sawParameters {
        stack[top].head!.sawParameters = true
        stack.append(ScanFrame(kind: .paren, open: s, role: .parameters(head.decl)))
        return true
      }
      return false
    default:
      return false
    }
  }

  /// Files what a head collected and removes it.
  private mutating func endHead(_ top: Int) {
    guard let head = stack[top].head else { return }
    switch head.kind {
    case .type: finishInherited(top)
    case .function, .variable: finishType(top)
    default: break
    }
    stack[top].head = nil
  }

  private mutating func finishType(_ top: Int) {
    guard let head = stack[top].head, head.collecting, head.decl >= 0 else { return }
    if head.first >= 0 { declarations[head.decl].typeText = compact(head.first, head.last) }
    stack[top].head!.collecting = false
  }

  private mutating func finishInherited(_ top: Int) {
    guard let head = stack[top].head, head.collecting, head.decl >= 0 else { return }
    if head.first >= 0 {
      declarations[head.decl].inheritedTypes.append(compact(head.first, head.last))
    }
    stack[top].head!.collecting = false
    stack[top].head!.first = -1
    stack[top].head!.last = -1
  }

  /// One parameter from its tokens: `label name: Type = default`, `_ name: Type`, `name: Type`,
  /// or (enum cases) a bare `Type`. Subscript parameters have no label unless written twice.
  func parameter(_ piece: ClosedRange<Int>, isSubscript: Bool) -> Parameter {
    var depth = 0
    var colon = -1
    var equals = -1
    for s in piece {
      switch sig[s].kind {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      case .colon where depth == 0 && colon < 0: colon = s
      case .operator where depth == 0 && equals < 0 && isOperator(s, "="): equals = s
      default: break
      }
    }
    let typeEnd = equals >= 0 ? equals - 1 : piece.upperBound
    let defaultValue =
      equals >= 0 && equals < piece.upperBound ? compact(equals + 1, piece.upperBound) : nil
    guard colon >= 0 else {
      return Parameter(
        label: nil, name: "", typeText: compact(piece.lowerBound, typeEnd),
        defaultValue: defaultValue)
    }
    // Names before the colon, skipping attributes (`@ViewBuilder content: …`).
    let names = (piece.lowerBound..<colon).filter {
      isWord($0) && !($0 > 0 && kind($0 - 1) == .atSign)
    }
    .map { name($0) }
    let typeText = compact(colon + 1, typeEnd)
    switch names.count {
    case 0:
      return Parameter(label: nil, name: "", typeText: typeText, defaultValue: defaultValue)
    case 1:
      return Parameter(
        label: isSubscript || names[0] == "_" ? nil : names[0], name: names[0], typeText: typeText,
        defaultValue: defaultValue)
    default:
      let label = names[names.count - 2]
      return Parameter(
        label: label == "_" ? nil : label, name: names[names.count - 1], typeText: typeText,
        defaultValue: defaultValue)
    }
  }
}
