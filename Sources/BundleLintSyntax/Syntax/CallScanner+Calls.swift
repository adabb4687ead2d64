import BundleLintCore

extension CallScanner {
  /// An identifier outside any head: member chains, generics, labelled trailing closures,
  /// declaration and statement keywords.
  mutating func word(_ token: Int) {
    touch(token)
    chainExpression(token)
    markGenericArguments(after: token)
    if let trailing = lastClosedTrailing, token == trailing.closer + 1, kind(token + 1) == .colon,
      kind(token + 2) == .leftBrace
    {
      pendingTrailingLabel = (token + 2, trailing.call, token)
      return
    }
    if tokens[token].kind == .identifier { keywordStep(token) }
  }

  /// Sets where the postfix expression ending at word `token` starts (`Bundle.main`: at `Bundle`).
  mutating func chainExpression(_ token: Int) {
    guard token > 0, kind(token - 1) == .period else { return }
    if token > 1, continuesExpression(dot: token - 1) {
      tokens[token].exprStart = tokens[token - 2].exprStart
    } else {
      tokens[token].exprStart = Int32(token - 1)
    }
  }

  /// Whether the `.` at `dot` continues the expression before it, as Swift reads it: also
  /// across a line break (`Text("a")⏎.font(.title)`), but not after a `#if` line.
  func continuesExpression(dot: Int) -> Bool {
    dot > 0 && !tokens[dot - 1].inDirective && isExpressionEnd(dot - 1)
  }

  /// A `(` : a call's argument list when it follows a callable name on the same line.
  mutating func openParen(_ token: Int) {
    var role = ScanFrame.Role.plain
    if token > 0, kind(token - 1) == .poundKeyword {
      if tokens[token].attached, isObjectLiteral(token - 1), patternFrame == nil,
        attributeDepth == 0
      {
        role = .call(makeCall(callee: token - 1, openParen: token))
      }
    } else if token > 0, !tokens[token].newlineBefore {
      let callee = genericOwner(token - 1) ?? token - 1
      if token - 1 == callee, callee > 0, kind(callee - 1) == .atSign {
        role = .attribute
        attributeDepth += 1
      } else if isCallable(callee, paren: token), patternFrame == nil, attributeDepth == 0 {
        role = .call(makeCall(callee: callee, openParen: token))
      }
    }
    touch(token)
    var frame = ScanFrame(kind: .paren, open: token, role: role)
    frame.argumentBase = pendingArguments.count
    stack.append(frame)
  }

  /// Whether word `callee` names something called by the `(` at `paren` (or by a trailing closure).
  ///
  /// After a `.` any word is a member name. A bare word is not a callee when it is a statement
  /// keyword, a literal word, or an accessor (`set(newValue) {`, `willSet`, `didSet`, `_read`).
  func isCallable(_ callee: Int, paren: Int?) -> Bool {
    // ``` `` ```: an empty name
    guard isWord(callee), !nameRange(callee).isEmpty else { return false }
    if callee > 0, kind(callee - 1) == .period { return true }
    if callee > 0, kind(callee - 1) == .atSign { return false }
    // `precedencegroup Power {`: a declaration, not a call with a trailing closure.
    if callee > 0, tokens[callee - 1].keyword == .precedencegroup { return false }
    let keyword = tokens[callee].keyword
    if keyword.neverCallee { return false }
    switch keyword {
    case .`init`, .`subscript`, .willSet, .didSet, .read, .modify:
      return false
    case .set:
      if let paren, isWord(paren + 1), kind(paren + 2) == .rightParen, kind(paren + 3) == .leftBrace
      {
        return false
      }
      return true
    case .any, .some:
      // `any (P)`, `some (P)` in a type: a constraint, not a call (a call reads `any(x)`).
      if let paren, !tokens[paren].attached { return false }
      return true
    case .nonisolated:
      // `nonisolated(unsafe) var x`, `nonisolated(nonsending) func f()`: a modifier.
      if let paren, isWord(paren + 1),
        spells(paren + 1, "unsafe") || spells(paren + 1, "nonsending"),
        kind(paren + 2) == .rightParen
      {
        return false
      }
      return true
    default:
      return true
    }
  }

  /// A `{`: a body after a head, a trailing closure, preview code, or a plain closure/block.
  mutating func openBrace(_ token: Int) {
    touch(token)
    var role = ScanFrame.Role.plain
    if pendingPreviewDepth == stack.count {
      pendingPreviewDepth = nil
      role = .body(decl: nil, isType: false, isPreview: true)
    } else if let pending = pendingTrailingLabel, pending.brace == token {
      role = .trailingClosure(call: pending.call, labelToken: pending.label)
    } else if let lastClosedCall, token > 0, token - 1 == lastClosedCall.closer,
      !holdsPropertyObservers(brace: token)
    {
      // After a call's `)` a `{` is a trailing closure even on the next line, as the compiler
      // reads it (`Button("k")⏎{ save() }`), unless it holds property observers
      // (`var y = h() { didSet { } }`, on either line); where one is not allowed (an `if`
      // condition) a head has taken the brace already.
      role = .trailingClosure(call: lastClosedCall.call, labelToken: nil)
    } else if token > 0, !tokens[token].newlineBefore {
      let callee = genericOwner(token - 1) ?? token - 1
      if isTrailingClosureCallee(callee, brace: token), patternFrame == nil, attributeDepth == 0 {
        role = .trailingClosure(call: makeCall(callee: callee, openParen: nil), labelToken: nil)
      }
    }
    pendingTrailingLabel = nil
    push(brace: token, role: role)
  }

  /// `Name {`, `recv.name {`, `.name {`, `name {` (not an accessor or keyword), unless the
  /// braces hold property observers (`var x = y { didSet { } }`).
  private func isTrailingClosureCallee(_ callee: Int, brace: Int) -> Bool {
    guard isCallable(callee, paren: nil), !holdsPropertyObservers(brace: brace) else {
      return false
    }
    // The addressors of a subscript or property (`unsafeAddress { … }`) are accessors.
    if callee == 0 || kind(callee - 1) != .period,
      spells(callee, "unsafeAddress") || spells(callee, "unsafeMutableAddress")
    {
      return false
    }
    switch tokens[callee].keyword {
    case .set: return callee > 0 && kind(callee - 1) == .period
    case .none: return true
    default: return callee > 0 && kind(callee - 1) == .period
    }
  }

  /// Whether the braces opened at `brace` start with `willSet` or `didSet`, attributes aside.
  private func holdsPropertyObservers(brace: Int) -> Bool {
    var first = brace + 1
    while kind(first) == .atSign, isWord(first + 1) { first += 2 }
    guard first < tokens.count else { return false }
    return tokens[first].keyword == .willSet || tokens[first].keyword == .didSet
  }

  mutating func push(brace token: Int, role: ScanFrame.Role) {
    if case .body(let decl, let isType, let isPreview) = role {
      if isType { typeNames.append(decl.map { declarations[$0].name } ?? "") }
      if isPreview { previewDepth += 1 }
    }
    stack.append(ScanFrame(kind: .brace, open: token, role: role))
  }

  /// `#imageLiteral`, `#colorLiteral`, `#fileLiteral`: the object literals, which read like a
  /// call (`#imageLiteral(resourceName: "logo")`). Other `#` words are directives, `#Preview`
  /// (whose body is preview code) or macros the matcher does not look into.
  func isObjectLiteral(_ token: Int) -> Bool {
    spells(token, "#imageLiteral") || spells(token, "#colorLiteral")
      || spells(token, "#fileLiteral")
  }

  /// Records a call to word `callee` (or to the object literal `callee`, named with its `#`: a
  /// direct call of `#imageLiteral`); returns its index.
  mutating func makeCall(callee: Int, openParen: Int?) -> Int {
    let calleeName = name(callee)
    var form = CallSite.Form.direct
    var receiver: String?
    var start = callee
    if callee > 0, kind(callee - 1) == .period {
      let dot = callee - 1
      if continuesExpression(dot: dot) {
        start = Int(tokens[dot - 1].exprStart)
        receiver = compact(start, dot - 1)
        form = startsUppercase(callee) && isQualifier(start, dot - 1) ? .direct : .member
      } else {
        form = .implicitMember
        start = dot
      }
    }
    calls.append(
      CallSite(
        callee: calleeName, calleeOffset: range(callee).lowerBound, form: form, receiver: receiver,
        openParen: openParen.map { range($0).lowerBound }, closeParen: nil, arguments: [],
        conditions: conditions.recorded, isInPreview: previewDepth > 0))
    callStart.append(start)
    return calls.count - 1
  }

  func startsUppercase(_ token: Int) -> Bool {
    var nameBytes = range(token)
    if tokens[token].kind == .backtickIdentifier, !nameBytes.isEmpty {
      nameBytes = (nameBytes.lowerBound + 1)..<nameBytes.upperBound
    }
    guard let first = nameBytes.first else { return false }
    return bytes[first] >= 0x41 && bytes[first] <= 0x5A
  }

  /// `A.B.C` made only of words and dots, the last one upper-case: a module or type qualifier.
  private func isQualifier(_ first: Int, _ last: Int) -> Bool {
    guard last - first < 64, isWord(last), startsUppercase(last) else { return false }
    var token = first
    while token <= last {
      let expectWord = (token - first) % 2 == 0
      if expectWord ? !isWord(token) : kind(token) != .period { return false }
      token += 1
    }
    return true
  }

  /// For an operator made of `>`, `?` and `!` with at least one `>` (`>`, `>>`, `?>`, `>?`), how
  /// many generic argument lists it closes.
  func closingAngles(_ token: Int) -> Int? {
    guard kind(token) == .operator else { return nil }
    var count = 0
    for byte in slice(range(token)) {
      switch byte {
      case 0x3E: count += 1
      case 0x3F, 0x21: break
      default: return nil
      }
    }
    return count > 0 ? count : nil
  }

  /// Marks `<…>` right after word `token` as generic arguments when it looks like them.
  ///
  /// Heuristic: `<` touches the word (no trivia), the tokens up to the matching `>` are only
  /// words, `.`, `,`, `:`, brackets, parentheses and the operators `?`, `!`, `&`, `->`, `...`, `<`,
  /// `>`-runs (at most 64 tokens), and the token after `>` is one that can follow a type
  /// (`(`, `)`, `]`, `}`, `{`, `,`, `.`, `:`, `;`, `=`, `==`, `!=`, `?`, `!`, `&`, `where`, a
  /// line break, the end). `a < b, c > d` and `a<b, c>d` are therefore comparisons.
  mutating func markGenericArguments(after token: Int) {
    let open = token + 1
    guard open < tokens.count, tokens[open].attached, isOperator(open, "<") else { return }
    var depth = 1
    var parens = 0
    var cursor = open + 1
    let limit = min(tokens.count, open + 65)
    while cursor < limit {
      guard let tokenKind = kind(cursor) else { return }
      switch tokenKind {
      case .identifier, .backtickIdentifier, .period, .comma, .colon: break
      case .leftParen, .leftBracket: parens += 1
      case .rightParen, .rightBracket:
        parens -= 1
        if parens < 0 { return }
      case .operator:
        if let closers = closingAngles(cursor) {
          depth -= closers
          if depth < 0 { return }
        } else if isOperator(cursor, "<") {
          depth += 1
        } else if !(isOperator(cursor, "?") || isOperator(cursor, "!") || isOperator(cursor, "&")
          || isOperator(cursor, "->")
          || isOperator(cursor, "..."))
        {
          return
        }
      default: return
      }
      if depth == 0 { break }
      cursor += 1
    }
    guard depth == 0, parens == 0, cursor < limit else { return }
    let next = cursor + 1
    if next < tokens.count, !tokens[next].newlineBefore {
      switch kind(next)! {
      case .leftParen, .rightParen, .rightBracket, .rightBrace, .leftBrace, .comma, .period, .colon,
        .semicolon:
        break
      case .operator:
        guard
          isOperator(next, "=") || isOperator(next, "==") || isOperator(next, "!=")
            || isOperator(next, "?") || isOperator(next, "!") || isOperator(next, "&")
            || isOperatorRun(next, of: 0x3E)
        else { return }
      case .identifier:
        guard tokens[next].keyword == .where else { return }
      default: return
      }
    }
    for generic in open..<cursor { tokens[generic].inGeneric = true }
    tokens[cursor].link = token
    tokens[cursor].exprStart = tokens[token].exprStart
  }
}
