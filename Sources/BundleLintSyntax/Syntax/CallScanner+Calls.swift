import BundleLintCore

extension CallScanner {
  /// An identifier outside any head: member chains, generics, labelled trailing closures,
  /// declaration and statement keywords.
  mutating func word(_ s: Int) {
    touch(s)
    chainExpression(s)
    markGenericArguments(after: s)
    if s == lastClosedTrailing.sig + 1, kind(s + 1) == .colon, kind(s + 2) == .leftBrace,
      lastClosedTrailing.call >= 0
    {
      pendingTrailingLabel = (s + 2, lastClosedTrailing.call, s)
      return
    }
    if sig[s].kind == .identifier { keywordStep(s) }
  }

  /// Sets where the postfix expression ending at word `s` starts (`Bundle.main`: at `Bundle`).
  mutating func chainExpression(_ s: Int) {
    guard s > 0, kind(s - 1) == .period else { return }
    if s > 1, continuesExpression(dot: s - 1) {
      sig[s].exprStart = sig[s - 2].exprStart
    } else {
      sig[s].exprStart = Int32(s - 1)
    }
  }

  /// Whether the `.` at `dot` continues the expression before it, as Swift reads it: also
  /// across a line break (`Text("a")⏎.font(.title)`), but not after a `#if` line.
  func continuesExpression(dot: Int) -> Bool {
    dot > 0 && !sig[dot - 1].inDirective && isExpressionEnd(dot - 1)
  }

  /// A `(` : a call's argument list when it follows a callable name on the same line.
  mutating func openParen(_ s: Int) {
    var role = ScanFrame.Role.plain
    if s > 0, kind(s - 1) == .poundKeyword {
      if sig[s].attached, isObjectLiteral(s - 1), patternFrame < 0, attributeDepth == 0 {
        role = .call(makeCall(callee: s - 1, openParen: s))
      }
    } else if s > 0, !sig[s].newlineBefore {
      let owner = genericOwner(s - 1)
      let callee = owner >= 0 ? owner : s - 1
      if s - 1 == callee, callee > 0, kind(callee - 1) == .atSign {
        role = .attribute
        attributeDepth += 1
      } else if isCallable(callee, paren: s), patternFrame < 0, attributeDepth == 0 {
        role = .call(makeCall(callee: callee, openParen: s))
      }
    }
    touch(s)
    var frame = ScanFrame(kind: .paren, open: s, role: role)
    frame.argumentBase = pendingArguments.count
    stack.append(frame)
  }

  /// Whether word `c` names something called by the `(` at `paren` (or by a trailing closure).
  ///
  /// After a `.` any word is a member name. A bare word is not a callee when it is a statement
  /// keyword, a literal word, or an accessor (`set(newValue) {`, `willSet`, `didSet`, `_read`).
  func isCallable(_ c: Int, paren: Int?) -> Bool {
    guard isWord(c), !nameRange(c).isEmpty else { return false }  // ``` `` ```: an empty name
    if c > 0, kind(c - 1) == .period { return true }
    if c > 0, kind(c - 1) == .atSign { return false }
    // `precedencegroup Power {`: a declaration, not a call with a trailing closure.
    if c > 0, sig[c - 1].keyword == .precedencegroup { return false }
    let k = sig[c].keyword
    if k.neverCallee { return false }
    switch k {
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
      if let paren, !sig[paren].attached { return false }
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
  mutating func openBrace(_ s: Int) {
    touch(s)
    var role = ScanFrame.Role.plain
    if pendingPreviewDepth == stack.count {
      pendingPreviewDepth = -1
      role = .body(decl: -1, isType: false, isPreview: true)
    } else if let pending = pendingTrailingLabel, pending.brace == s {
      role = .trailingClosure(call: pending.call, labelToken: pending.label)
    } else if s > 0, s - 1 == lastClosedCall.sig, lastClosedCall.call >= 0,
      !holdsPropertyObservers(brace: s)
    {
      // After a call's `)` a `{` is a trailing closure even on the next line, as the compiler
      // reads it (`Button("k")⏎{ save() }`), unless it holds property observers
      // (`var y = h() { didSet { } }`, on either line); where one is not allowed (an `if`
      // condition) a head has taken the brace already.
      role = .trailingClosure(call: lastClosedCall.call, labelToken: -1)
    } else if s > 0, !sig[s].newlineBefore {
      let p = s - 1
      let owner = genericOwner(p)
      let callee = owner >= 0 ? owner : p
      if isTrailingClosureCallee(callee, brace: s), patternFrame < 0, attributeDepth == 0 {
        role = .trailingClosure(call: makeCall(callee: callee, openParen: nil), labelToken: -1)
      }
    }
    pendingTrailingLabel = nil
    push(brace: s, role: role)
  }

  /// `Name {`, `recv.name {`, `.name {`, `name {` (not an accessor or keyword), unless the
  /// braces hold property observers (`var x = y { didSet { } }`).
  private func isTrailingClosureCallee(_ c: Int, brace: Int) -> Bool {
    guard isCallable(c, paren: nil), !holdsPropertyObservers(brace: brace) else { return false }
    // The addressors of a subscript or property (`unsafeAddress { … }`) are accessors.
    if c == 0 || kind(c - 1) != .period,
      spells(c, "unsafeAddress") || spells(c, "unsafeMutableAddress")
    {
      return false
    }
    switch sig[c].keyword {
    case .set: return c > 0 && kind(c - 1) == .period
    case .none: return true
    default: return c > 0 && kind(c - 1) == .period
    }
  }

  /// Whether the braces opened at `brace` start with `willSet` or `didSet`, attributes aside.
  private func holdsPropertyObservers(brace: Int) -> Bool {
    var first = brace + 1
    while kind(first) == .atSign, isWord(first + 1) { first += 2 }
    guard first < sig.count else { return false }
    return sig[first].keyword == .willSet || sig[first].keyword == .didSet
  }

  mutating func push(brace s: Int, role: ScanFrame.Role) {
    if case .body(let decl, let isType, let isPreview) = role {
      if isType { typeNames.append(decl >= 0 ? declarations[decl].name : "") }
      if isPreview { previewDepth += 1 }
    }
    stack.append(ScanFrame(kind: .brace, open: s, role: role))
  }

  /// `#imageLiteral`, `#colorLiteral`, `#fileLiteral`: the object literals, which read like a
  /// call (`#imageLiteral(resourceName: "logo")`). Other `#` words are directives, `#Preview`
  /// (whose body is preview code) or macros the matcher does not look into.
  func isObjectLiteral(_ s: Int) -> Bool {
    spells(s, "#imageLiteral") || spells(s, "#colorLiteral") || spells(s, "#fileLiteral")
  }

  /// Records a call to word `c` (or to the object literal `c`, named with its `#`: a direct call
  /// of `#imageLiteral`); returns its index.
  mutating func makeCall(callee c: Int, openParen: Int?) -> Int {
    let callee = name(c)
    var form = CallSite.Form.direct
    var receiver: String?
    var start = c
    if c > 0, kind(c - 1) == .period {
      let dot = c - 1
      if continuesExpression(dot: dot) {
        start = Int(sig[dot - 1].exprStart)
        receiver = compact(start, dot - 1)
        form = startsUppercase(c) && isQualifier(start, dot - 1) ? .direct : .member
      } else {
        form = .implicitMember
        start = dot
      }
    }
    calls.append(
      CallSite(
        callee: callee, calleeOffset: range(c).lowerBound, form: form, receiver: receiver,
        openParen: openParen.map { range($0).lowerBound }, closeParen: nil, arguments: [],
        conditions: conditions.recorded, isInPreview: previewDepth > 0))
    callStart.append(start)
    return calls.count - 1
  }

  func startsUppercase(_ s: Int) -> Bool {
    var r = range(s)
    if sig[s].kind == .backtickIdentifier, !r.isEmpty { r = (r.lowerBound + 1)..<r.upperBound }
    guard let first = r.first else { return false }
    return bytes[first] >= 0x41 && bytes[first] <= 0x5A
  }

  /// `A.B.C` made only of words and dots, the last one upper-case: a module or type qualifier.
  private func isQualifier(_ first: Int, _ last: Int) -> Bool {
    guard last - first < 64, isWord(last), startsUppercase(last) else { return false }
    var s = first
    while s <= last {
      let expectWord = (s - first) % 2 == 0
      if expectWord ? !isWord(s) : kind(s) != .period { return false }
      s += 1
    }
    return true
  }

  /// For an operator made of `>`, `?` and `!` with at least one `>` (`>`, `>>`, `?>`, `>?`), how
  /// many generic argument lists it closes.
  func closingAngles(_ s: Int) -> Int? {
    guard kind(s) == .operator else { return nil }
    var count = 0
    for byte in slice(range(s)) {
      switch byte {
      case 0x3E: count += 1
      case 0x3F, 0x21: break
      default: return nil
      }
    }
    return count > 0 ? count : nil
  }

  /// Marks `<…>` right after word `s` as generic arguments when it looks like them.
  ///
  /// Heuristic: `<` touches the word (no trivia), the tokens up to the matching `>` are only
  /// words, `.`, `,`, `:`, brackets, parentheses and the operators `?`, `!`, `&`, `->`, `...`, `<`,
  /// `>`-runs (at most 64 tokens), and the token after `>` is one that can follow a type
  /// (`(`, `)`, `]`, `}`, `{`, `,`, `.`, `:`, `;`, `=`, `==`, `!=`, `?`, `!`, `&`, `where`, a
  /// line break, the end). `a < b, c > d` and `a<b, c>d` are therefore comparisons.
  mutating func markGenericArguments(after s: Int) {
    let open = s + 1
    guard open < sig.count, sig[open].attached, isOperator(open, "<") else { return }
    var depth = 1
    var parens = 0
    var j = open + 1
    let limit = min(sig.count, open + 65)
    while j < limit {
      guard let k = kind(j) else { return }
      switch k {
      case .identifier, .backtickIdentifier, .period, .comma, .colon: break
      case .leftParen, .leftBracket: parens += 1
      case .rightParen, .rightBracket:
        parens -= 1
        if parens < 0 { return }
      case .operator:
        if let closers = closingAngles(j) {
          depth -= closers
          if depth < 0 { return }
        } else if isOperator(j, "<") {
          depth += 1
        } else if !(isOperator(j, "?") || isOperator(j, "!") || isOperator(j, "&")
          || isOperator(j, "->")
          || isOperator(j, "..."))
        {
          return
        }
      default: return
      }
      if depth == 0 { break }
      j += 1
    }
    guard depth == 0, parens == 0, j < limit else { return }
    let next = j + 1
    if next < sig.count, !sig[next].newlineBefore {
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
        guard sig[next].keyword == .where else { return }
      default: return
      }
    }
    for g in open..<j { sig[g].inGeneric = true }
    sig[j].link = Int32(s)
    sig[j].exprStart = sig[s].exprStart
  }
}
