import BundleLintCore

extension CallScanner {
  /// Reacts to a keyword outside any head: starts declarations, statement heads and patterns.
  mutating func keywordStep(_ token: Int) {
    let keyword = tokens[token].keyword
    guard keyword != .none, !(token > 0 && kind(token - 1) == .period), kind(token + 1) != .colon,
      !(token > 0 && tokens[token - 1].keyword == .import)  // `import struct Foundation.Data`
    else { return }
    let top = stack.count - 1
    guard stack[top].head == nil else { return }  // inside a head: `if let`, `-> some View`
    switch keyword {
    case .`func`, .macro:
      guard keyword == .func || isWord(token + 1) else { return }
      let nameToken = token + 1 < tokens.count && kind(token + 1) != .leftParen ? token + 1 : token
      startDeclaration(
        keyword == .func ? .function : .macro, keywordAt: token, name: name(nameToken),
        nameAt: nameToken,
        head: .function)
    case .`init`, .`subscript`:
      guard
        kind(token + 1) == .leftParen || isOperator(token + 1, "?") || isOperator(token + 1, "!")
          || isOperator(token + 1, "<")
      else { return }
      startDeclaration(
        keyword == .`init` ? .initializer : .subscriptDecl, keywordAt: token, name: text(token),
        nameAt: token,
        head: .function)
    case .`class` where token + 1 < tokens.count && (tokens[token + 1].keyword.startsDeclaration):
      return  // `class func`, `class var`: a modifier
    case .`extension` where kind(token + 1) == .leftBracket || kind(token + 1) == .leftParen:
      // `extension [Element]?: P {`, `extension (A, B) {`: a type written with brackets. The
      // scan for the closing bracket is bounded, so unclosed ones cost no more than a line.
      var last = token + 1
      var depth = 0
      while last < min(tokens.count, token + 256) {
        switch kind(last) {
        case .leftBracket, .leftParen: depth += 1
        case .rightBracket, .rightParen: depth -= 1
        default: break
        }
        if depth == 0 { break }
        last += 1
      }
      guard depth == 0, last < tokens.count else { return }
      while isOperator(last + 1, "?") || isOperator(last + 1, "!") { last += 1 }
      startDeclaration(
        .extension, keywordAt: token, name: compact(token + 1, last), nameAt: token + 1, head: .type
      )
    case .`struct`, .`class`, .`enum`, .`protocol`, .actor, .`extension`:
      guard isWord(token + 1), !tokens[token + 1].newlineBefore else { return }
      let declarationKind: Declaration.Kind
      switch keyword {
      case .struct: declarationKind = .struct
      case .class: declarationKind = .class
      case .enum: declarationKind = .enum
      case .protocol: declarationKind = .protocol
      case .actor: declarationKind = .actor
      default: declarationKind = .extension
      }
      var last = token + 1
      if keyword == .extension {
        while kind(last + 1) == .period, isWord(last + 2) { last += 2 }
      }
      startDeclaration(
        declarationKind, keywordAt: token,
        name: keyword == .extension ? compact(token + 1, last) : name(token + 1),
        nameAt: token + 1, head: .type)
    case .`typealias`:
      guard isWord(token + 1) else { return }
      startDeclaration(
        .typealias, keywordAt: token, name: name(token + 1), nameAt: token + 1, head: nil)
    case .`var`, .`let`:
      guard isWord(token + 1), patternFrame == nil else { return }
      if isTypeOrFileScope(top) {
        startDeclaration(
          .variable, keywordAt: token, name: name(token + 1), nameAt: token + 1, head: .variable)
      } else {
        stack[top].head = ScanHead(kind: .variable, decl: nil)  // a local: its `{` is a body
      }
    case .`case`:
      if case .body(let decl?, true, _) = stack[top].role, declarations[decl].kind == .enum {
        var head = ScanHead(kind: .enumCase, decl: nil)
        head.expectName = true
        stack[top].head = head
      } else {
        patternFrame = top
        caseLabelFrame = top
      }
    case .`if`, .`guard`, .`for`, .`switch`:
      stack[top].head = ScanHead(kind: .control, decl: nil)
    case .`catch`:
      stack[top].head = ScanHead(kind: .control, decl: nil)
      // `catch AppError.network(let code) {`: a pattern, like a `case`'s.
      if kind(token + 1) != .leftBrace { patternFrame = top }
    case .`while`:
      if token > 0, kind(token - 1) == .rightBrace, let opener = tokens[token - 1].link,
        opener >= 1,
        tokens[opener - 1].keyword == .repeat
      {
        return  // `repeat { } while x`
      }
      stack[top].head = ScanHead(kind: .control, decl: nil)
    default:
      return
    }
  }

  private func isTypeOrFileScope(_ top: Int) -> Bool {
    if case .body(_, let isType, _) = stack[top].role { return isType || top == 0 }
    return false
  }

  private mutating func startDeclaration(
    _ kind: Declaration.Kind, keywordAt token: Int, name: String, nameAt: Int, head: ScanHead.Kind?
  ) {
    declarations.append(
      Declaration(
        kind: kind, name: name, nameOffset: range(nameAt).lowerBound, enclosingType: typeNames.last,
        modifiers: modifiers(before: token), conditions: conditions.recorded))
    if let head {
      stack[stack.count - 1].head = ScanHead(kind: head, decl: declarations.count - 1)
    }
  }

  /// Modifiers written before the keyword at `token`, skipping attributes (`@MainActor`,
  /// `@available(…)`) but `@_spi(…)`, kept whole as written (`@_spi(_Testing)`, which
  /// `Declaration.isTestingSupport` reads); `private(set)` is kept whole.
  private func modifiers(before token: Int) -> [String] {
    var found: [String] = []
    var cursor = token - 1
    var steps = 0
    while cursor >= 0, steps < 32 {
      steps += 1
      if tokens[cursor].keyword.isModifier
        || (tokens[cursor].keyword == .class && tokens[cursor].kind == .identifier)
      {
        found.append(text(cursor))
        cursor -= 1
      } else if kind(cursor) == .rightParen, let open = tokens[cursor].link, open >= 1 {
        if tokens[open - 1].keyword.isModifier {
          found.append(compact(open - 1, cursor))
          cursor = open - 2
        } else if open >= 2, isWord(open - 1), kind(open - 2) == .atSign {
          if spells(open - 1, "_spi") { found.append(compact(open - 2, cursor)) }
          cursor = open - 3
        } else {
          break
        }
      } else if isWord(cursor), cursor > 0, kind(cursor - 1) == .atSign {
        cursor -= 2
      } else {
        break
      }
    }
    return found.reversed()
  }

  /// Advances the head of the top frame with token `token`; returns true when `token` is consumed.
  mutating func headStep(_ token: Int) -> Bool {
    let top = stack.count - 1
    guard var head = stack[top].head else { return false }
    let tokenKind = tokens[token].kind
    // A line break ends heads that have no body.
    if tokens[token].newlineBefore, tokenKind != .leftBrace {
      switch head.kind {
      case .variable:
        endHead(top)
        return false
      case .enumCase where !(token > 0 && kind(token - 1) == .comma):
        stack[top].head = nil
        return false
      case .function
      where tokens[token].keyword.startsDeclaration || tokenKind == .atSign
        || tokenKind == .rightBrace
        || tokenKind == .poundKeyword:
        endHead(top)
        return false
      default: break
      }
    }
    switch tokenKind {
    case .leftBrace:
      endHead(top)
      touch(token)
      if pendingPreviewDepth == stack.count { pendingPreviewDepth = nil }
      switch head.kind {
      case .control, .enumCase:
        push(brace: token, role: .plain)
      case .function, .variable:
        let testing = head.decl.map { declarations[$0].isTestingSupport } ?? false
        push(brace: token, role: .body(decl: head.decl, isType: false, isPreview: testing))
      case .type:
        // `PreviewProvider`, and `PreviewModifier`: the sample data and environment that only
        // previews apply (`#Preview(traits: .modifier(SampleData()))`). A type head always has
        // its declaration.
        // A type of a testing SPI (`@_spi(_Testing)`) is support for tests and previews too.
        let preview =
          declarations[head.decl!].inheritedTypes.contains {
            $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") || $0 == "PreviewModifier"
              || $0.hasSuffix(".PreviewModifier")
          } || declarations[head.decl!].isTestingSupport
        push(brace: token, role: .body(decl: head.decl, isType: true, isPreview: preview))
      }
      return true
    case .semicolon:
      endHead(top)
      return false
    case .colon where (head.kind == .variable || head.kind == .type) && !head.sawWhere:
      if head.kind == .type { finishInherited(top) }
      if head.first == nil {
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
      if isOperator(token, "->"), head.kind == .function {
        stack[top].head!.collecting = true
        stack[top].head!.first = nil
        return true
      }
      if isOperator(token, "="), head.kind == .variable {
        let type =
          head.collecting ? head.first.flatMap { first in head.last.map { (first, $0) } } : nil
        endHead(top)
        if let type {
          typedValue(
            typeFirst: type.0, typeLast: type.1, equals: token,
            testing: head.decl.map { declarations[$0].isTestingSupport } ?? false)
        }
        return true
      }
      if isOperator(token, "="), head.kind == .enumCase {
        head.expectName = false
        stack[top].head = head
      }
      return false
    case .identifier where tokens[token].keyword == .where:
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
            kind: .enumCase, name: name(token), nameOffset: range(token).lowerBound,
            enclosingType: typeNames.last, conditions: conditions.recorded))
        stack[top].head!.decl = declarations.count - 1
        return true
      }
      if head.kind == .control, tokens[token].keyword == .case { patternFrame = top }
      return false
    case .leftParen:
      if head.kind == .function, !head.sawParameters, let decl = head.decl {
        stack[top].head!.sawParameters = true
        stack.append(ScanFrame(kind: .paren, open: token, role: .parameters(decl)))
        return true
      }
      if head.kind == .enumCase, let decl = head.decl, !head.sawParameters {
        stack[top].head!.sawParameters = true
        stack.append(ScanFrame(kind: .paren, open: token, role: .parameters(decl)))
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
    guard let head = stack[top].head, head.collecting, let decl = head.decl else { return }
    if let first = head.first, let last = head.last {
      declarations[decl].typeText = compact(first, last)
    }
    stack[top].head!.collecting = false
  }

  private mutating func finishInherited(_ top: Int) {
    guard let head = stack[top].head, head.collecting, let decl = head.decl else { return }
    if let first = head.first, let last = head.last {
      declarations[decl].inheritedTypes.append(compact(first, last))
    }
    stack[top].head!.collecting = false
    stack[top].head!.first = nil
    stack[top].head!.last = nil
  }

  /// One parameter from its tokens: `label name: Type = default`, `_ name: Type`, `name: Type`,
  /// or (enum cases) a bare `Type`. Subscript parameters have no label unless written twice.
  func parameter(_ piece: ClosedRange<Int>, isSubscript: Bool) -> Parameter {
    var depth = 0
    var colon: Int?
    var equals: Int?
    for token in piece {
      switch tokens[token].kind {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      case .colon where depth == 0 && colon == nil: colon = token
      case .operator where depth == 0 && equals == nil && isOperator(token, "="): equals = token
      default: break
      }
    }
    let typeEnd = equals.map { $0 - 1 } ?? piece.upperBound
    var defaultValue: String?
    if let equals, equals < piece.upperBound {
      defaultValue = compact(equals + 1, piece.upperBound)
    }
    guard let colon else {
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
