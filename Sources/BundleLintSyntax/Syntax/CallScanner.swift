import BundleLintCore

/// The call matcher's single pass over a file's significant tokens.
///
/// All nesting lives on an explicit stack of `ScanFrame`s, never in recursion. Per significant
/// token the scanner keeps O(1) facts (keyword, line break before, start of the postfix
/// expression it ends), so receivers and argument ranges come without rescanning.
///
/// The scanner owns its significant tokens and buffers: it cannot be copied, and frees them when
/// it goes away (`deinit`).
struct CallScanner: ~Copyable {
  /// The source, valid while the scanner runs (`CallMatcher.match` scopes it).
  let bytes: UnsafeBufferPointer<UInt8>
  /// The same source as an array, which string literals keep to read their text from.
  let source: [UInt8]
  /// The non-trivia tokens with their facts; "significant index" below means an index here.
  /// Allocated by `init`, freed by `deinit`.
  let sig: UnsafeMutableBufferPointer<ScanToken>

  var stack = ScanStack(capacity: 64)
  var calls: [CallSite] = []
  /// Significant index where each call's expression starts (its receiver or callee).
  var callStart: [Int] = []
  var declarations: [Declaration] = []
  var comments: [Range<Int>] = []
  var conditions = ConditionStack()
  var typeNames: [String] = []
  var previewDepth = 0
  /// The byte ranges of the outermost preview bodies (`#Preview { … }`, a `PreviewProvider`).
  var previewRanges: [Range<Int>] = []
  var pendingPreviewDepth = -1
  /// Stack index of the frame a `case` pattern is open in; -1 when none.
  var patternFrame = -1
  /// Stack index of the frame a `switch` case label is open in, until its `:`; -1 when none. A
  /// `,` there starts the next pattern after a `where` clause (`case a where x, b:`).
  var caseLabelFrame = -1
  /// How many attribute argument lists are open.
  var attributeDepth = 0
  var lastClosedCall = (sig: -1, call: -1)
  var lastClosedTrailing = (sig: -1, call: -1)
  var pendingTrailingLabel: (brace: Int, call: Int, label: Int)?
  /// Arguments of the open argument lists, innermost last; a call takes its own when it closes,
  /// so each call's array is made once at its final size.
  var pendingArguments = ArgumentBuffer(capacity: 32)
  /// Literal descriptions referenced by `ScanFrame.literalIndex`.
  var literals: [StringLiteralInfo] = []
  /// Parameter token ranges collected so far, by declaration index.
  var parameterPieces: [Int: [ClosedRange<Int>]] = [:]

  /// Indexes the significant tokens and collects comments. Token ranges are clipped to the
  /// source, so malformed token arrays never trap.
  init(source: [UInt8], bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
    self.source = source
    self.bytes = bytes
    stack.append(
      ScanFrame(kind: .file, open: -1, role: .body(decl: -1, isType: false, isPreview: false)))
    // Room for every token: pages past the significant ones are never written, so for a big
    // file they never become resident, and no counting pass over the tokens is needed.
    let base = UnsafeMutablePointer<ScanToken>.allocate(capacity: max(1, tokens.count))
    let size = bytes.count
    var sawNewline = false
    var previousRaw = -2
    var n = 0
    var openers = 0
    var comments: [Range<Int>] = []
    SwiftKeyword.withClassifier { classifier in
      for index in 0..<tokens.count {
        let token = tokens[index]
        if token.kind == .whitespace { continue }  // the most common token
        let lower = min(Int(token.start), size)
        let upper = max(lower, min(token.end, size))
        var keyword = SwiftKeyword.none
        switch token.kind {
        case .whitespace: continue
        case .newline:
          sawNewline = true
          continue
        case .lineComment:
          comments.append(lower..<upper)
          continue
        case .blockComment:
          comments.append(lower..<upper)
          if !sawNewline {
            for i in lower..<upper where bytes[i] == 0x0A || bytes[i] == 0x0D {
              sawNewline = true
              break
            }
          }
          continue
        case .leftParen, .leftBrace: openers += 1
        case .identifier:
          if let start = bytes.baseAddress {
            keyword = classifier.classify(
              start + lower, count: upper - lower, readable: size - lower)
          }
        default: break
        }
        (base + n).initialize(
          to: ScanToken(
            token: token, start: lower, end: upper, index: Int32(truncatingIfNeeded: n),
            keyword: keyword, newlineBefore: sawNewline, attached: previousRaw == index - 1))
        n += 1
        sawNewline = false
        previousRaw = index
      }
    }
    self.comments = comments
    sig = UnsafeMutableBufferPointer(start: base, count: n)
    // A call starts at a `(` or a `{`: room for all of them spares copying calls as they grow.
    calls.reserveCapacity(openers)
    callStart.reserveCapacity(openers)
  }

  /// How many enclosing `#if` clauses a call or declaration records, outermost first.
  static let maxRecordedClauses = ConditionStack.maxRecorded

  /// Frees the significant tokens (`stack` and `pendingArguments` free themselves).
  deinit {
    sig.baseAddress?.deallocate()
  }

  // MARK: Token access

  @inline(__always) func kind(_ s: Int) -> TokenKind? {
    s >= 0 && s < sig.count ? sig[s].kind : nil
  }
  @inline(__always) func range(_ s: Int) -> Range<Int> { sig[s].range }
  @inline(__always) func isWord(_ s: Int) -> Bool {
    let k = kind(s)
    return k == .identifier || k == .backtickIdentifier
  }
  /// The source bytes of `range` (already within the source).
  @inline(__always) func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }
  func text(_ s: Int) -> String { string(range(s)) }
  /// The text of `range` (already within the source), invalid UTF-8 repaired.
  @inline(__always) func string(_ range: Range<Int>) -> String {
    // Cheaper than `String(decoding:as:)` for the short names most calls make, same result.
    String(unsafeUninitializedCapacity: range.count) { buffer in
      guard let out = buffer.baseAddress, let source = bytes.baseAddress else { return 0 }
      out.update(from: source + range.lowerBound, count: range.count)
      return range.count
    }
  }
  /// The bytes of a name without its backticks.
  @inline(__always) func nameRange(_ s: Int) -> Range<Int> {
    let r = range(s)
    if sig[s].kind == .backtickIdentifier, r.count >= 2, bytes[r.upperBound - 1] == 0x60 {
      return (r.lowerBound + 1)..<(r.upperBound - 1)
    }
    return r
  }
  /// A name without backticks.
  func name(_ s: Int) -> String { string(nameRange(s)) }
  /// Whether the bytes of significant token `s` spell `spelling`.
  @inline(__always) func spells(_ s: Int, _ spelling: StaticString) -> Bool {
    let r = range(s)
    guard r.count == spelling.utf8CodeUnitCount else { return false }
    let word = spelling.utf8Start
    for i in 0..<r.count where bytes[r.lowerBound + i] != word[i] { return false }
    return true
  }
  /// Whether significant token `s` is an operator spelled exactly `spelling`.
  @inline(__always) func isOperator(_ s: Int, _ spelling: StaticString) -> Bool {
    kind(s) == .operator && spells(s, spelling)
  }
  /// Whether `s` is an operator made only of the byte `byte` (`>`, `>>`).
  func isOperatorRun(_ s: Int, of byte: UInt8) -> Bool {
    guard kind(s) == .operator else { return false }
    return slice(range(s)).allSatisfy { $0 == byte }
  }
  /// For a `>` closing generic arguments, the identifier they belong to; else -1.
  @inline(__always) func genericOwner(_ s: Int) -> Int {
    sig[s].kind == .operator ? Int(sig[s].link) : -1
  }

  /// Text of significant tokens `first...last` with trivia removed. Spans over 512 bytes keep
  /// their last tokens, after a leading `…`, so long chains stay linear.
  func compact(_ first: Int, _ last: Int) -> String {
    guard first >= 0, last >= first, last < sig.count else { return "" }
    let limit = 512
    var from = first
    var truncated = false
    let end = range(last).upperBound
    if end - range(first).lowerBound > limit {
      truncated = true
      from = last
      while from > first, end - range(from - 1).lowerBound <= limit { from -= 1 }
    }
    if from == last, !truncated { return text(last) }
    var total = truncated ? 3 : 0
    for s in from...last { total += Int(sig[s].length) }
    return String(unsafeUninitializedCapacity: total) { buffer in
      guard let out = buffer.baseAddress, let source = bytes.baseAddress else { return 0 }
      var written = 0
      if truncated {
        out[0] = 0xE2
        out[1] = 0x80
        out[2] = 0xA6
        written = 3
      }
      // Copy runs of tokens with no trivia between them in one go.
      var s = from
      while s <= last {
        let runStart = Int(sig[s].start)
        var runEnd = runStart + Int(sig[s].length)
        s += 1
        while s <= last, Int(sig[s].start) == runEnd {
          runEnd += Int(sig[s].length)
          s += 1
        }
        (out + written).update(from: source + runStart, count: runEnd - runStart)
        written += runEnd - runStart
      }
      return written
    }
  }

  /// Whether `s` ends an expression that can be followed by `.member`, `(…)` or `{…}`.
  func isExpressionEnd(_ s: Int) -> Bool {
    guard let k = kind(s) else { return false }
    switch k {
    case .identifier: return !sig[s].keyword.neverCallee || (s > 0 && kind(s - 1) == .period)
    case .backtickIdentifier, .number, .rightParen, .rightBracket, .rightBrace, .stringClose,
      .regexLiteral:
      return true
    case .operator:
      if genericOwner(s) >= 0 { return true }
      return sig[s].attached && s > 0 && slice(range(s)).allSatisfy { $0 == 0x3F || $0 == 0x21 }
        && isExpressionEnd(s - 1)
    default: return false
    }
  }

  /// What the pass found, calls and declarations in source order (stable for equal offsets).
  mutating func result() -> FileSyntax {
    var sorted = true
    for i in calls.indices.dropFirst() where calls[i - 1].calleeOffset > calls[i].calleeOffset {
      sorted = false
      break
    }
    if !sorted {
      let order = calls.indices.sorted {
        (calls[$0].calleeOffset, $0) < (calls[$1].calleeOffset, $1)
      }
      calls = order.map { calls[$0] }
    }
    sorted = true
    for i in declarations.indices.dropFirst()
    where declarations[i - 1].nameOffset > declarations[i].nameOffset {
      sorted = false
      break
    }
    if !sorted {
      let order = declarations.indices.sorted {
        (declarations[$0].nameOffset, $0) < (declarations[$1].nameOffset, $1)
      }
      declarations = order.map { declarations[$0] }
    }
    return FileSyntax(
      calls: calls, declarations: declarations, comments: comments, previewRanges: previewRanges)
  }

  // MARK: The pass

  mutating func run() {
    let n = sig.count
    var s = 0
    while s < n {
      let k = sig[s].kind
      if sig[s].inGeneric {
        touch(s)
        s += 1
        continue
      }
      if stack[stack.count - 1].kind == .string, k != .stringSegment, k != .interpolationOpen,
        k != .stringClose
      {
        popFrame(closer: nil)  // an unterminated string: its line ended
      }
      if caseLabelFrame == stack.count - 1 {
        if k == .colon || k == .leftBrace {
          caseLabelFrame = -1
        } else if k == .comma, patternFrame < 0 {
          patternFrame = caseLabelFrame
        }
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
          if !stack[top].hasWords, slice(range(s)).contains(where: StringLiteralInfo.isWordByte) {
            stack[top].hasWords = true
          }
          if sig[s].flags.contains(.multiline) {
            if slice(range(s)).contains(where: {
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
        if isExpressionEnd(s), genericOwner(s) < 0 { sig[s].exprStart = sig[s - 1].exprStart }
      default: touch(s)
      }
      s += 1
    }
    while stack.count > 1 { popFrame(closer: nil) }
  }

  /// Records `s` as part of the argument, parameter or head being collected in the top frame.
  @inline(__always) mutating func touch(_ s: Int) {
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
    switch sig[s].kind {
    case .colon, .leftBrace: return true
    case .operator: return isOperator(s, "=")
    case .identifier: return sig[s].keyword == .in || sig[s].keyword == .where
    default: return false
    }
  }

  /// Handles a `#` keyword; returns the next significant index to scan.
  private mutating func pound(_ s: Int) -> Int {
    guard let directive = ConditionStack.Directive(spelling: bytes[range(s)]) else {
      if spells(s, "#Preview") { pendingPreviewDepth = stack.count }
      touch(s)
      return s + 1
    }
    var end = s + 1
    var condition = ""
    if directive.takesCondition {
      while end < sig.count, !sig[end].newlineBefore { end += 1 }
      condition = compact(s + 1, end - 1)
    }
    for t in s..<end { sig[t].inDirective = true }
    conditions.follow(directive, condition: condition)
    return end
  }

  private mutating func comma(_ s: Int) {
    let top = stack.count - 1
    switch stack[top].role {
    case .call:
      if let argument = argument(from: stack[top]) { pendingArguments.append(argument) }
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
    if case .call = stack[top].role, stack[top].labelToken >= 0,
      stack[top].argCount == 1,
      stack[top].argFirst == stack[top].labelToken + 2, isWord(stack[top].argFirst)
    {
      // `f(a:b:)`: the previous label has no value.
      let next = stack[top].argFirst
      stack[top].argFirst = -1
      if let argument = argument(from: stack[top]) { pendingArguments.append(argument) }
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
    sig[s].link = Int32(open)
    popFrame(closer: s)
    // Where the postfix expression ending here starts.
    switch kind {
    case .paren, .bracket:
      if open > 0, !sig[open].newlineBefore, isExpressionEnd(open - 1) {
        sig[s].exprStart = sig[open - 1].exprStart
      } else {
        sig[s].exprStart = Int32(open)
      }
    case .brace:
      if case .trailingClosure(let call, _) = role {
        sig[s].exprStart = Int32(callStart[call])
      } else {
        sig[s].exprStart = Int32(open)
      }
    case .string:
      sig[s].exprStart = Int32(open)
    default: break
    }
    if kind != .interpolation { touch(s) }
  }

  /// Pops the top frame and files what it collected; `closer` is nil when it was never closed.
  mutating func popFrame(closer: Int?) {
    let frame = stack.removeLast()
    if patternFrame >= stack.count { patternFrame = -1 }
    if caseLabelFrame >= stack.count { caseLabelFrame = -1 }
    if pendingPreviewDepth > stack.count { pendingPreviewDepth = -1 }
    let top = stack.count - 1
    let endOffset =
      closer.map { range($0).upperBound }
      ?? (frame.argLast >= 0 ? range(frame.argLast).upperBound : bytes.count)
    switch frame.role {
    case .call(let index):
      if let argument = argument(from: frame) { pendingArguments.append(argument) }
      // Room for a trailing closure when a `{` follows.
      let arguments = pendingArguments.take(
        from: frame.argumentBase, extra: closer.map { kind($0 + 1) == .leftBrace ? 1 : 0 } ?? 0)
      if closer != nil, index == calls.count - 1, isFunctionReference(arguments) {
        calls.removeLast()  // `f(x:y:)` names a function, it does not call it
        callStart.removeLast()
        return
      }
      calls[index].arguments = arguments
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
      if isPreview {
        previewDepth -= 1
        if previewDepth == 0, frame.open >= 0 {
          previewRanges.append(
            range(frame.open).lowerBound..<max(range(frame.open).lowerBound, endOffset))
        }
      }
    case .plain:
      // Only a call's argument list reads a literal (`argument(from:)`); skipping the others keeps
      // nested interpolations (`"\("\(…)")"`) from copying their text once per enclosing literal.
      if frame.kind == .string, let closer, case .call = stack[top].role {
        let open = sig[frame.open]
        let textStart = range(frame.open).upperBound
        let textEnd = max(textStart, range(closer).lowerBound)
        let multiline = open.flags.contains(.multiline)
        let kind: StringLiteralInfo.Kind =
          frame.interpolations == 0
          ? (frame.hasText ? .plain : .empty) : (frame.hasText ? .interpolated : .interpolationOnly)
        let info = StringLiteralInfo(
          kind: kind, isRaw: open.flags.contains(.raw), isMultiline: multiline,
          isLocalizedStringKey: false, source: source,
          textRange: literalTextRange(textStart..<textEnd, multiline: multiline),
          hasWords: frame.hasWords)
        noteLiteral(info, frame.open, closer, in: top)
      }
    }
  }

  /// Raw source between delimiters; for `"""` without the line break after the opener and the
  /// line break and indentation before the closer.
  private func literalTextRange(_ r: Range<Int>, multiline: Bool) -> Range<Int> {
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
    return lower..<max(lower, upper)
  }
}
