/// The call matcher's single pass over a file's significant tokens.
///
/// All nesting lives on an explicit stack of `ScanFrame`s, never in recursion. Per significant
/// token the scanner keeps O(1) facts (keyword, line break before, start of the postfix
/// expression it ends), so receivers and argument ranges come without rescanning.
struct CallScanner {
  let bytes: [UInt8]
  let tokens: [Token]
  /// Indices into `tokens` of the non-trivia tokens; "significant index" below means an index here.
  var sig: [Int32] = []
  /// A line break (in whitespace or a comment) sits between significant token i-1 and i.
  var newlineBefore: [Bool] = []
  /// No trivia sits between significant token i-1 and i.
  var attached: [Bool] = []
  var keyword: [SwiftKeyword] = []
  /// For a token that ends a postfix expression, where that expression starts.
  var exprStart: [Int32] = []
  /// Tokens strictly inside generic angle brackets (skipped by the scan).
  var inGeneric: [Bool] = []
  /// For a `>` closing generic arguments, the identifier they belong to; else -1.
  var genericOwner: [Int32] = []
  /// Tokens of `#if`/`#elseif`/`#else`/`#endif` lines.
  var inDirective: [Bool] = []
  /// For a closing bracket, its opener; else -1.
  var closeToOpen: [Int32] = []

  var stack: [ScanFrame] = [
    ScanFrame(kind: .file, open: -1, role: .body(decl: -1, isType: false, isPreview: false))
  ]
  var calls: [CallSite] = []
  /// Significant index where each call's expression starts (its receiver or callee).
  var callStart: [Int] = []
  var declarations: [Declaration] = []
  var comments: [Range<Int>] = []
  var clauses: [ConditionalClause] = []
  var typeNames: [String] = []
  var previewDepth = 0
  var pendingPreviewDepth = -1
  /// Stack index of the frame a `case` pattern is open in; -1 when none.
  var patternFrame = -1
  /// How many attribute argument lists are open.
  var attributeDepth = 0
  var lastClosedCall = (sig: -1, call: -1)
  var lastClosedTrailing = (sig: -1, call: -1)
  var pendingTrailingLabel: (brace: Int, call: Int, label: Int)?
  /// Literal descriptions referenced by `ScanFrame.literalIndex`.
  var literals: [StringLiteralInfo] = []
  /// Parameter token ranges collected so far, by declaration index.
  var parameterPieces: [Int: [ClosedRange<Int>]] = [:]

  init(bytes: [UInt8], tokens: [Token]) {
    self.bytes = bytes
    self.tokens = tokens
    indexSignificantTokens()
  }

  /// Builds `sig` and the per-token facts, and collects comments.
  private mutating func indexSignificantTokens() {
    sig.reserveCapacity(tokens.count / 2 + 1)
    var sawNewline = false
    var previousRaw = -2
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .whitespace: continue
      case .newline:
        sawNewline = true
        continue
      case .lineComment, .blockComment:
        let range = clamped(token.range)
        comments.append(range)
        if token.kind == .blockComment, bytes[range].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
          sawNewline = true
        }
        continue
      default: break
      }
      sig.append(Int32(index))
      newlineBefore.append(sawNewline)
      attached.append(previousRaw == index - 1)
      keyword.append(
        token.kind == .identifier ? SwiftKeyword.classify(bytes, clamped(token.range)) : .none)
      sawNewline = false
      previousRaw = index
    }
    let n = sig.count
    exprStart = (0..<n).map { Int32($0) }
    inGeneric = Array(repeating: false, count: n)
    inDirective = Array(repeating: false, count: n)
    genericOwner = Array(repeating: -1, count: n)
    closeToOpen = Array(repeating: -1, count: n)
  }

  // MARK: Token access

  /// A token range clipped to the source, so malformed token arrays never trap.
  @inline(__always) func clamped(_ range: Range<Int>) -> Range<Int> {
    let lower = min(range.lowerBound, bytes.count)
    return lower..<max(lower, min(range.upperBound, bytes.count))
  }
  @inline(__always) func token(_ s: Int) -> Token { tokens[Int(sig[s])] }
  @inline(__always) func kind(_ s: Int) -> TokenKind? {
    s >= 0 && s < sig.count ? token(s).kind : nil
  }
  @inline(__always) func range(_ s: Int) -> Range<Int> { clamped(token(s).range) }
  @inline(__always) func isWord(_ s: Int) -> Bool {
    let k = kind(s)
    return k == .identifier || k == .backtickIdentifier
  }
  func text(_ s: Int) -> String { String(decoding: bytes[range(s)], as: UTF8.self) }
  /// A name without backticks.
  func name(_ s: Int) -> String {
    let r = range(s)
    if token(s).kind == .backtickIdentifier, r.count >= 2, bytes[r.upperBound - 1] == 0x60 {
      return String(decoding: bytes[(r.lowerBound + 1)..<(r.upperBound - 1)], as: UTF8.self)
    }
    return text(s)
  }
  /// Whether significant token `s` is an operator spelled exactly `spelling`.
  func isOperator(_ s: Int, _ spelling: StaticString) -> Bool {
    guard kind(s) == .operator else { return false }
    let r = range(s)
    guard r.count == spelling.utf8CodeUnitCount else { return false }
    return spelling.withUTF8Buffer { buffer in
      var i = 0
      while i < buffer.count {
        if bytes[r.lowerBound + i] != buffer[i] { return false }
        i += 1
      }
      return true
    }
  }
  /// Whether `s` is an operator made only of the byte `byte` (`>`, `>>`).
  func isOperatorRun(_ s: Int, of byte: UInt8) -> Bool {
    guard kind(s) == .operator else { return false }
    return bytes[range(s)].allSatisfy { $0 == byte }
  }

  /// Text of significant tokens `first...last` with trivia removed. Spans over 512 bytes keep
  /// their last tokens, after a leading `…`, so long chains stay linear.
  func compact(_ first: Int, _ last: Int) -> String {
    guard first >= 0, last >= first, last < sig.count else { return "" }
    let limit = 512
    var from = first
    var truncated = false
    if range(last).upperBound - range(first).lowerBound > limit {
      truncated = true
      from = last
      while from > first, range(last).upperBound - range(from - 1).lowerBound <= limit { from -= 1 }
    }
    var out: [UInt8] = truncated ? Array("…".utf8) : []
    for s in from...last { out.append(contentsOf: bytes[range(s)]) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `s` ends an expression that can be followed by `.member`, `(…)` or `{…}`.
  func isExpressionEnd(_ s: Int) -> Bool {
    guard let k = kind(s) else { return false }
    switch k {
    case .identifier: return !keyword[s].neverCallee || (s > 0 && kind(s - 1) == .period)
    case .backtickIdentifier, .number, .rightParen, .rightBracket, .rightBrace, .stringClose,
      .regexLiteral:
      return true
    case .operator:
      if genericOwner[s] >= 0 { return true }
      return attached[s] && s > 0 && bytes[range(s)].allSatisfy { $0 == 0x3F || $0 == 0x21 }
        && isExpressionEnd(s - 1)
    default: return false
    }
  }

  /// How many enclosing `#if` clauses a call or declaration records, outermost first.
  static let maxRecordedClauses = 32

  /// The `#if` clauses to record for a call or declaration here: all of them, or the outermost
  /// `maxRecordedClauses` under pathological nesting (thousands of unclosed `#if`s), so that each
  /// call copies a bounded number and the pass stays linear.
  var recordedClauses: [ConditionalClause] {
    clauses.count <= Self.maxRecordedClauses ? clauses : Array(clauses.prefix(Self.maxRecordedClauses))
  }

  // MARK: The pass

  mutating func run() {
    let n = sig.count
    var s = 0
    while s < n {
      let k = token(s).kind
      if inGeneric[s] {
        touch(s)
        s += 1
        continue
      }
      if stack[stack.count - 1].kind == .string, k != .stringSegment, k != .interpolationOpen,
        k != .stringClose
      {
        popFrame(closer: nil)  // an unterminated string: its line ended
      }
      if patternFrame == stack.count - 1, endsPattern(s) { patternFrame = -1 }
      if stack[stack.count - 1].head != nil, headStep(s) {
        s += 1
        continue
      }
      switch k {
      case .poundKeyword:
        s = pound(s)
        continue
      case .leftParen: openParen(s)
      case .leftBracket:
        touch(s)
        stack.append(ScanFrame(kind: .bracket, open: s))
      case .leftBrace: openBrace(s)
      case .rightParen: close(.paren, s)
      case .rightBracket: close(.bracket, s)
      case .rightBrace: close(.brace, s)
      case .interpolationClose: close(.interpolation, s)
      case .stringClose: close(.string, s)
      case .stringOpen:
        touch(s)
        stack.append(ScanFrame(kind: .string, open: s))
      case .stringSegment:
        let top = stack.count - 1
        if stack[top].kind == .string, !range(s).isEmpty {
          if token(s).flags.contains(.multiline) {
            if bytes[range(s)].contains(where: {
              $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D
            }) {
              stack[top].hasText = true
            }
          } else {
            stack[top].hasText = true
          }
        }
      case .interpolationOpen:
        let top = stack.count - 1
        if stack[top].kind == .string { stack[top].interpolations += 1 }
        stack.append(ScanFrame(kind: .interpolation, open: s))
      case .comma: comma(s)
      case .colon: colon(s)
      case .identifier, .backtickIdentifier: word(s)
      case .operator:
        touch(s)
        if isExpressionEnd(s), genericOwner[s] < 0 { exprStart[s] = exprStart[s - 1] }
      default: touch(s)
      }
      s += 1
    }
    while stack.count > 1 { popFrame(closer: nil) }
  }

  /// Records `s` as part of the argument, parameter or head being collected in the top frame.
  mutating func touch(_ s: Int) {
    let top = stack.count - 1
    if stack[top].argFirst < 0 { stack[top].argFirst = s }
    stack[top].argLast = s
    stack[top].argCount += 1
    if stack[top].head?.collecting == true {
      if stack[top].head!.first < 0 { stack[top].head!.first = s }
      stack[top].head!.last = s
    }
  }

  private func endsPattern(_ s: Int) -> Bool {
    switch token(s).kind {
    case .colon, .leftBrace: return true
    case .operator: return isOperator(s, "=")
    case .identifier: return keyword[s] == .in || keyword[s] == .where
    default: return false
    }
  }

  /// Handles a `#` keyword; returns the next significant index to scan.
  private mutating func pound(_ s: Int) -> Int {
    let word = text(s)
    switch word {
    case "#if", "#elseif":
      var end = s + 1
      while end < sig.count, !newlineBefore[end] { end += 1 }
      let condition = compact(s + 1, end - 1)
      for t in s..<end { inDirective[t] = true }
      if word == "#if" || clauses.isEmpty {
        clauses.append(
          ConditionalClause(directive: .if, condition: condition, earlierConditions: []))
      } else {
        var clause = clauses.removeLast()
        if let previous = clause.condition { clause.earlierConditions.append(previous) }
        clause.directive = .elseif
        clause.condition = condition
        clauses.append(clause)
      }
      return end
    case "#else":
      inDirective[s] = true
      if var clause = clauses.popLast() {
        if let previous = clause.condition { clause.earlierConditions.append(previous) }
        clause.directive = .else
        clause.condition = nil
        clauses.append(clause)
      }
      return s + 1
    case "#endif":
      inDirective[s] = true
      _ = clauses.popLast()
      return s + 1
    case "#Preview":
      pendingPreviewDepth = stack.count
      touch(s)
      return s + 1
    default:
      touch(s)
      return s + 1
    }
  }

  private mutating func comma(_ s: Int) {
    let top = stack.count - 1
    switch stack[top].role {
    case .call(let index):
      if let argument = argument(from: stack[top]) { calls[index].arguments.append(argument) }
      resetArgument(top)
    case .parameters:
      if case .parameters(let decl) = stack[top].role, stack[top].argFirst >= 0 {
        parameterPieces[decl, default: []].append(stack[top].argFirst...stack[top].argLast)
      }
      resetArgument(top)
    default:
      touch(s)
    }
  }

  private mutating func colon(_ s: Int) {
    let top = stack.count - 1
    if case .call = stack[top].role, stack[top].argCount == 1, stack[top].labelToken < 0,
      isWord(stack[top].argFirst)
    {
      let labelToken = stack[top].argFirst
      resetArgument(top)
      stack[top].labelToken = labelToken
      return
    }
    if case .call(let index) = stack[top].role, stack[top].labelToken >= 0,
      stack[top].argCount == 1,
      stack[top].argFirst == stack[top].labelToken + 2, isWord(stack[top].argFirst)
    {
      // `f(a:b:)`: the previous label has no value.
      let next = stack[top].argFirst
      stack[top].argFirst = -1
      if let argument = argument(from: stack[top]) { calls[index].arguments.append(argument) }
      resetArgument(top)
      stack[top].labelToken = next
      return
    }
    touch(s)
  }

  mutating func resetArgument(_ top: Int) {
    stack[top].argFirst = -1
    stack[top].argLast = -1
    stack[top].argCount = 0
    stack[top].labelToken = -1
  }

  /// The argument collected in a call frame, if any (`f(x:)` gives an empty value range).
  func argument(from frame: ScanFrame) -> Argument? {
    let label = frame.labelToken >= 0 ? name(frame.labelToken) : nil
    let labelOffset = frame.labelToken >= 0 ? range(frame.labelToken).lowerBound : nil
    if frame.argFirst >= 0 {
      let isLiteral =
        frame.literalIndex >= 0 && frame.literalFirst == frame.argFirst
        && frame.literalLast == frame.argLast
      return Argument(
        label: label, labelOffset: labelOffset,
        valueRange: range(frame.argFirst).lowerBound..<range(frame.argLast).upperBound,
        isTrailingClosure: false, literal: isLiteral ? literals[frame.literalIndex] : nil)
    }
    if frame.labelToken >= 0 {
      let end = range(frame.labelToken).upperBound
      return Argument(
        label: label, labelOffset: labelOffset, valueRange: end..<end, isTrailingClosure: false,
        literal: nil)
    }
    return nil
  }

  /// `name(a:b:)`: every argument is a label without a value.
  private func isFunctionReference(_ arguments: [Argument]) -> Bool {
    !arguments.isEmpty && arguments.allSatisfy { $0.label != nil && $0.valueRange.isEmpty }
  }

  /// Records `info` as the literal spanning significant tokens `first...last` in `stack[top]`.
  mutating func noteLiteral(_ info: StringLiteralInfo, _ first: Int, _ last: Int, in top: Int) {
    literals.append(info)
    stack[top].literalIndex = literals.count - 1
    stack[top].literalFirst = first
    stack[top].literalLast = last
  }

  /// Closes the innermost frame of `kind` among the top few; a stray closer is ignored.
  private mutating func close(_ kind: ScanFrame.Kind, _ s: Int) {
    var index = stack.count - 1
    let lowest = max(1, stack.count - 8)
    while index >= lowest, stack[index].kind != kind { index -= 1 }
    guard index >= lowest else {
      touch(s)
      return
    }
    while stack.count - 1 > index { popFrame(closer: nil) }
    let open = stack[index].open
    let role = stack[index].role
    closeToOpen[s] = Int32(open)
    popFrame(closer: s)
    // Where the postfix expression ending here starts.
    switch kind {
    case .paren, .bracket:
      if open > 0, !newlineBefore[open], isExpressionEnd(open - 1) {
        exprStart[s] = exprStart[open - 1]
      } else {
        exprStart[s] = Int32(open)
      }
    case .brace:
      if case .trailingClosure(let call, _) = role {
        exprStart[s] = Int32(callStart[call])
      } else {
        exprStart[s] = Int32(open)
      }
    case .string:
      exprStart[s] = Int32(open)
    default: break
    }
    if kind != .interpolation { touch(s) }
  }

  /// Pops the top frame and files what it collected; `closer` is nil when it was never closed.
  mutating func popFrame(closer: Int?) {
    let frame = stack.removeLast()
    if patternFrame >= stack.count { patternFrame = -1 }
    if pendingPreviewDepth > stack.count { pendingPreviewDepth = -1 }
    let top = stack.count - 1
    let endOffset =
      closer.map { range($0).upperBound }
      ?? (frame.argLast >= 0 ? range(frame.argLast).upperBound : bytes.count)
    switch frame.role {
    case .call(let index):
      if let argument = argument(from: frame) { calls[index].arguments.append(argument) }
      if closer != nil, index == calls.count - 1, isFunctionReference(calls[index].arguments) {
        calls.removeLast()  // `f(x:y:)` names a function, it does not call it
        callStart.removeLast()
        return
      }
      if let closer {
        calls[index].closeParen = range(closer).lowerBound
        lastClosedCall = (closer, index)
        if calls[index].arguments.count == 1, calls[index].callee == "LocalizedStringKey",
          calls[index].arguments[0].label == nil, var literal = calls[index].arguments[0].literal
        {
          literal.isLocalizedStringKey = true
          noteLiteral(literal, callStart[index], closer, in: top)
        }
      }
    case .parameters(let decl):
      var pieces = parameterPieces.removeValue(forKey: decl) ?? []
      if frame.argFirst >= 0 { pieces.append(frame.argFirst...frame.argLast) }
      declarations[decl].parameters = pieces.map {
        parameter($0, isSubscript: declarations[decl].kind == .subscriptDecl)
      }
    case .trailingClosure(let call, let labelToken):
      calls[call].arguments.append(
        Argument(
          label: labelToken >= 0 ? name(labelToken) : nil,
          labelOffset: labelToken >= 0 ? range(labelToken).lowerBound : nil,
          valueRange: range(frame.open).lowerBound..<max(range(frame.open).lowerBound, endOffset),
          isTrailingClosure: true, literal: nil))
      if let closer { lastClosedTrailing = (closer, call) }
    case .attribute:
      attributeDepth -= 1
    case .body(let decl, let isType, let isPreview):
      if decl >= 0, frame.open >= 0 {
        declarations[decl].bodyRange =
          range(frame.open).lowerBound..<max(range(frame.open).lowerBound, endOffset)
      }
      if isType { _ = typeNames.popLast() }
      if isPreview { previewDepth -= 1 }
    case .plain:
      // Only a call's argument list reads a literal (`argument(from:)`); skipping the others keeps
      // nested interpolations (`"\("\(…)")"`) from copying their text once per enclosing literal.
      if frame.kind == .string, let closer, case .call = stack[top].role {
        let open = token(frame.open)
        let textStart = range(frame.open).upperBound
        let textEnd = max(textStart, range(closer).lowerBound)
        let multiline = open.flags.contains(.multiline)
        let kind: StringLiteralInfo.Kind =
          frame.interpolations == 0
          ? (frame.hasText ? .plain : .empty) : (frame.hasText ? .interpolated : .interpolationOnly)
        let info = StringLiteralInfo(
          kind: kind, isRaw: open.flags.contains(.raw), isMultiline: multiline,
          isLocalizedStringKey: false, text: literalText(textStart..<textEnd, multiline: multiline))
        noteLiteral(info, frame.open, closer, in: top)
      }
    }
  }

  /// Raw source between delimiters; for `"""` without the line break after the opener and the
  /// line break and indentation before the closer.
  private func literalText(_ r: Range<Int>, multiline: Bool) -> String {
    var lower = r.lowerBound
    var upper = r.upperBound
    if multiline {
      if lower < upper, bytes[lower] == 0x0D { lower += 1 }
      if lower < upper, bytes[lower] == 0x0A { lower += 1 }
      var i = upper
      while i > lower, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { i -= 1 }
      if i > lower, bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D {
        i -= 1
        if i > lower, bytes[i] == 0x0A, bytes[i - 1] == 0x0D { i -= 1 }
        upper = i
      }
    }
    return String(decoding: bytes[lower..<max(lower, upper)], as: UTF8.self)
  }
}
