import BundleLintCore

/// The call matcher's single pass over a file's significant tokens.
///
/// All nesting lives on an explicit stack of `ScanFrame`s, never in recursion. Per significant
/// token the scanner keeps O(1) facts (keyword, line break before, start of the postfix
/// expression it ends), so receivers and argument ranges come without rescanning.
///
/// The scanner owns its significant tokens and buffers: it cannot be copied, and frees them when
/// it goes away (`deinit`).
///
/// ## How tokens become calls, arguments, declarations, conditions and previews
///
/// 1. `init` keeps the significant tokens (no whitespace, line breaks or comments) in `tokens`,
///    each with its keyword and whether a line break or any trivia comes before it; comments go
///    to `comments`. "Token" in this file means an index in `tokens`.
/// 2. `run` visits each token once. `(`, `[`, `{`, string openers and `\(` push a `ScanFrame`;
///    their closers pop it (`close`, `popFrame`), and popping files what the frame collected.
///    Each other token goes, by kind, to:
///    - **calls**: a `(` after a callable name on the same line opens a `.call` frame
///      (`openParen`, `makeCall`); a `{` right after a call's `)`, or after a name on its line, is
///      a trailing closure (`openBrace`). The receiver is the postfix expression before the `.`,
///      whose start every expression-ending token carries (`ScanToken.exprStart`);
///    - **arguments**: `touch` grows the top frame's argument (`argFirst...argLast`), a word and
///      `:` at its start make a label (`colon`), a `,` files it in `pendingArguments` (`comma`);
///      the call's pop takes its arguments, a closed literal spanning one whole argument included;
///    - **declarations**: a declaration keyword (`keywordStep`) records a `Declaration` and puts a
///      `ScanHead` on the top frame; `headStep` feeds the head every token until its `{` (a body),
///      `;` or the line break that ends it; parameter lists are `.parameters` frames;
///    - **conditions**: a `#if`, `#elseif`, `#else` or `#endif` line goes to `conditions`
///      (`pound`); each call and declaration records the clauses open around it;
///    - **previews**: `#Preview {` and the body of a `PreviewProvider` or `PreviewModifier` type
///      are `.body(isPreview: true)` frames; calls inside are marked, the outermost bodies kept;
///    - **generic arguments**: `<…>` touching a name is marked (`markGenericArguments`) and its
///      tokens are skipped, so `<` and `>` there are not comparisons.
/// 3. `result` puts calls and declarations in source order.
///
/// ## State
///
/// | field | holds | set | cleared |
/// | --- | --- | --- | --- |
/// | `tokens` | the significant tokens and their facts | `init` | `deinit` |
/// | `stack` | the open frames; `stack[0]` is the file | at an opener | at its closer |
/// | `calls`, `callStart` | the calls, where each one's expression starts | `makeCall` | never¹ |
/// | `pendingArguments` | arguments of the open argument lists | at `,`, at `)` | the call's pop |
/// | `declarations` | the declarations | `keywordStep`, `headStep` | never |
/// | `parameterPieces` | parameter tokens of open parameter lists | at `,` | the list's pop |
/// | `typeNames` | the names of the enclosing types | a type body opens | its pop |
/// | `conditions` | the open `#if` clauses | `pound` | `pound` |
/// | `previewDepth` | how many preview bodies are open | a preview body opens | its pop |
/// | `previewRanges` | the outermost preview bodies | their pop | never |
/// | `pendingPreviewDepth` | where a `#Preview` awaits its `{` | `pound` | that `{`² |
/// | `patternFrame` | the frame a `case` pattern is open in | `case`, `catch x` | `endsPattern`² |
/// | `caseLabelFrame` | the frame a `switch` case label is open in | `case` | `:` or `{`² |
/// | `attributeDepth` | how many `@name(…)` lists are open | `openParen` | their pop |
/// | `lastClosedCall` | the latest `)` that closed a call, and the call | the call's pop | never |
/// | `lastClosedTrailing` | the latest `}` of a trailing closure, and the call | its pop | never |
/// | `pendingTrailingLabel` | a `label: {` after a trailing closure's `}` | `word` | next `{` |
/// | `literals` | string literals that frames point at | `noteLiteral` | never |
///
/// ¹ `f(a:b:)` names a function: its call is removed again when its `)` closes.
/// ² Also when the frame it names is popped.
///
/// Invariants:
/// - `stack[0]`, the file frame, has no opener and is never popped by a closer; `close` looks
///   at most 8 frames down for the opener, so a stray closer only counts as a token.
/// - `patternFrame` and `caseLabelFrame` are below `stack.count`, and `pendingPreviewDepth` is
///   at most `stack.count` (`popFrame` keeps them so).
/// - While a pattern is open or `attributeDepth > 0`, no call is recorded.
/// - `calls` and `callStart` have the same count; a frame's `.call(index)` and
///   `.trailingClosure(call:)` are indices in `calls`, `.parameters` and `.body(decl:)` in
///   `declarations`.
/// - Every token index is below `tokens.count`, and fits the 32 bits frames keep
///   (`CallMatcher.match` refuses larger files).
struct CallScanner: ~Copyable {
  /// The source, valid while the scanner runs (`CallMatcher.match` scopes it).
  let bytes: UnsafeBufferPointer<UInt8>
  /// The same source as an array, which string literals keep to read their text from.
  let source: [UInt8]
  /// The non-trivia tokens with their facts; "significant index" below means an index here.
  /// Allocated by `init`, freed by `deinit`.
  let tokens: UnsafeMutableBufferPointer<ScanToken>

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
  /// The stack depth a `#Preview` was written at, until its `{` opens there.
  @PackedOptionalIndex var pendingPreviewDepth: Int? = nil
  /// Stack index of the frame a `case` pattern is open in.
  @PackedOptionalIndex var patternFrame: Int? = nil
  /// Stack index of the frame a `switch` case label is open in, until its `:`. A `,` there
  /// starts the next pattern after a `where` clause (`case a where x, b:`).
  @PackedOptionalIndex var caseLabelFrame: Int? = nil
  /// How many attribute argument lists are open.
  var attributeDepth = 0
  /// The `)` that closed the latest call, and that call's index in `calls`.
  var lastClosedCall: (closer: Int, call: Int)?
  /// The `}` that closed the latest trailing closure, and its call's index in `calls`.
  var lastClosedTrailing: (closer: Int, call: Int)?
  /// A `label: {` after a trailing closure: the `{`, the call it adds to, and the label token.
  var pendingTrailingLabel: (brace: Int, call: Int, label: Int)?
  /// Arguments of the open argument lists, innermost last; a call takes its own when it closes,
  /// so each call's array is made once at its final size.
  var pendingArguments = ArgumentBuffer(capacity: 32)
  /// Literal descriptions referenced by `ScanFrame.literalIndex`.
  var literals: [StringLiteralInfo] = []
  /// Parameter token ranges collected so far, by declaration index.
  var parameterPieces: [Int: [ClosedRange<Int>]] = [:]

  /// Indexes the significant tokens of `lexed` and collects comments. Token ranges are clipped to
  /// the source, so malformed token arrays never trap.
  init(source: [UInt8], bytes: UnsafeBufferPointer<UInt8>, lexed: UnsafeBufferPointer<Token>) {
    self.source = source
    self.bytes = bytes
    stack.append(
      ScanFrame(kind: .file, open: nil, role: .body(decl: nil, isType: false, isPreview: false)))
    // Room for every token: pages past the significant ones are never written, so for a big
    // file they never become resident, and no counting pass over the tokens is needed.
    let base = UnsafeMutablePointer<ScanToken>.allocate(capacity: max(1, lexed.count))
    let size = bytes.count
    var sawNewline = false
    var previousRaw = -2
    var count = 0
    var openers = 0
    var comments: [Range<Int>] = []
    SwiftKeyword.withClassifier { classifier in
      for index in 0..<lexed.count {
        let token = lexed[index]
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
        (base + count).initialize(
          to: ScanToken(
            token: token, start: lower, end: upper, index: Int32(truncatingIfNeeded: count),
            keyword: keyword, newlineBefore: sawNewline, attached: previousRaw == index - 1))
        count += 1
        sawNewline = false
        previousRaw = index
      }
    }
    self.comments = comments
    tokens = UnsafeMutableBufferPointer(start: base, count: count)
    // A call starts at a `(` or a `{`: room for all of them spares copying calls as they grow.
    calls.reserveCapacity(openers)
    callStart.reserveCapacity(openers)
  }

  /// How many enclosing `#if` clauses a call or declaration records, outermost first.
  static let maxRecordedClauses = ConditionStack.maxRecorded

  /// Frees the significant tokens (`stack` and `pendingArguments` free themselves).
  deinit {
    tokens.baseAddress?.deallocate()
  }

  // MARK: Token access

  @inline(__always) func kind(_ token: Int) -> TokenKind? {
    token >= 0 && token < tokens.count ? tokens[token].kind : nil
  }
  @inline(__always) func range(_ token: Int) -> Range<Int> { tokens[token].range }
  @inline(__always) func isWord(_ token: Int) -> Bool {
    let tokenKind = kind(token)
    return tokenKind == .identifier || tokenKind == .backtickIdentifier
  }
  /// The source bytes of `range` (already within the source).
  @inline(__always) func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }
  func text(_ token: Int) -> String { string(range(token)) }
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
  @inline(__always) func nameRange(_ token: Int) -> Range<Int> {
    let tokenRange = range(token)
    if tokens[token].kind == .backtickIdentifier, tokenRange.count >= 2,
      bytes[tokenRange.upperBound - 1] == 0x60
    {
      return (tokenRange.lowerBound + 1)..<(tokenRange.upperBound - 1)
    }
    return tokenRange
  }
  /// A name without backticks.
  func name(_ token: Int) -> String { string(nameRange(token)) }
  /// Whether the bytes of significant token `token` spell `spelling`.
  @inline(__always) func spells(_ token: Int, _ spelling: StaticString) -> Bool {
    let tokenRange = range(token)
    guard tokenRange.count == spelling.utf8CodeUnitCount else { return false }
    let word = spelling.utf8Start
    for i in 0..<tokenRange.count where bytes[tokenRange.lowerBound + i] != word[i] { return false }
    return true
  }
  /// Whether significant token `token` is an operator spelled exactly `spelling`.
  @inline(__always) func isOperator(_ token: Int, _ spelling: StaticString) -> Bool {
    kind(token) == .operator && spells(token, spelling)
  }
  /// Whether `token` is an operator made only of the byte `byte` (`>`, `>>`).
  func isOperatorRun(_ token: Int, of byte: UInt8) -> Bool {
    guard kind(token) == .operator else { return false }
    return slice(range(token)).allSatisfy { $0 == byte }
  }
  /// For a `>` closing generic arguments, the identifier they belong to.
  @inline(__always) func genericOwner(_ token: Int) -> Int? {
    tokens[token].kind == .operator ? tokens[token].link : nil
  }

  /// Text of significant tokens `first...last` with trivia removed. Spans over 512 bytes keep
  /// their last tokens, after a leading `…`, so long chains stay linear.
  func compact(_ first: Int, _ last: Int) -> String {
    guard first >= 0, last >= first, last < tokens.count else { return "" }
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
    for token in from...last { total += Int(tokens[token].length) }
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
      var token = from
      while token <= last {
        let runStart = Int(tokens[token].start)
        var runEnd = runStart + Int(tokens[token].length)
        token += 1
        while token <= last, Int(tokens[token].start) == runEnd {
          runEnd += Int(tokens[token].length)
          token += 1
        }
        (out + written).update(from: source + runStart, count: runEnd - runStart)
        written += runEnd - runStart
      }
      return written
    }
  }

  /// Whether `token` ends an expression that can be followed by `.member`, `(…)` or `{…}`.
  func isExpressionEnd(_ token: Int) -> Bool {
    guard let tokenKind = kind(token) else { return false }
    switch tokenKind {
    case .identifier:
      return !tokens[token].keyword.neverCallee || (token > 0 && kind(token - 1) == .period)
    case .backtickIdentifier, .number, .rightParen, .rightBracket, .rightBrace, .stringClose,
      .regexLiteral:
      return true
    case .operator:
      if genericOwner(token) != nil { return true }
      return tokens[token].attached && token > 0
        && slice(range(token)).allSatisfy { $0 == 0x3F || $0 == 0x21 }
        && isExpressionEnd(token - 1)
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
    let count = tokens.count
    var token = 0
    while token < count {
      let tokenKind = tokens[token].kind
      if tokens[token].inGeneric {
        touch(token)
        token += 1
        continue
      }
      if stack[stack.count - 1].kind == .string, tokenKind != .stringSegment,
        tokenKind != .interpolationOpen,
        tokenKind != .stringClose
      {
        popFrame(closer: nil)  // an unterminated string: its line ended
      }
      if caseLabelFrame == stack.count - 1 {
        if tokenKind == .colon || tokenKind == .leftBrace {
          caseLabelFrame = nil
        } else if tokenKind == .comma, patternFrame == nil {
          patternFrame = caseLabelFrame
        }
      }
      if patternFrame == stack.count - 1, endsPattern(token) { patternFrame = nil }
      if stack[stack.count - 1].head != nil, headStep(token) {
        token += 1
        continue
      }
      switch tokenKind {
      case .poundKeyword:
        token = pound(token)
        continue
      case .leftParen: openParen(token)
      case .leftBracket:
        touch(token)
        stack.append(ScanFrame(kind: .bracket, open: token))
      case .leftBrace: openBrace(token)
      case .rightParen: close(.paren, token)
      case .rightBracket: close(.bracket, token)
      case .rightBrace: close(.brace, token)
      case .interpolationClose: close(.interpolation, token)
      case .stringClose: close(.string, token)
      case .stringOpen:
        touch(token)
        stack.append(ScanFrame(kind: .string, open: token))
      case .stringSegment:
        let top = stack.count - 1
        if stack[top].kind == .string, !range(token).isEmpty {
          if !stack[top].hasWords, slice(range(token)).contains(where: StringLiteralInfo.isWordByte)
          {
            stack[top].hasWords = true
          }
          if !stack[top].hasText, segmentHasText(token) { stack[top].hasText = true }
        }
      case .interpolationOpen:
        let top = stack.count - 1
        if stack[top].kind == .string { stack[top].interpolations += 1 }
        stack.append(ScanFrame(kind: .interpolation, open: token))
      case .comma: comma(token)
      case .colon: colon(token)
      case .identifier, .backtickIdentifier: word(token)
      case .operator:
        touch(token)
        if isExpressionEnd(token), genericOwner(token) == nil {
          tokens[token].exprStart = tokens[token - 1].exprStart
        }
      default: touch(token)
      }
      token += 1
    }
    while stack.count > 1 { popFrame(closer: nil) }
  }

  /// Records `token` as part of the argument, parameter or head being collected in the top frame.
  @inline(__always) mutating func touch(_ token: Int) {
    let top = stack.count - 1
    if stack[top].argFirst == nil { stack[top].argFirst = token }
    stack[top].argLast = token
    stack[top].argCount += 1
    if stack[top].head?.collecting == true {
      if stack[top].head!.first == nil { stack[top].head!.first = token }
      stack[top].head!.last = token
    }
  }

  private func endsPattern(_ token: Int) -> Bool {
    switch tokens[token].kind {
    case .colon, .leftBrace: return true
    case .operator: return isOperator(token, "=")
    case .identifier: return tokens[token].keyword == .in || tokens[token].keyword == .where
    default: return false
    }
  }

  /// Handles a `#` keyword; returns the next significant index to scan.
  private mutating func pound(_ token: Int) -> Int {
    guard let directive = ConditionStack.Directive(spelling: bytes[range(token)]) else {
      if spells(token, "#Preview") { pendingPreviewDepth = stack.count }
      touch(token)
      return token + 1
    }
    var end = token + 1
    var condition = ""
    if directive.takesCondition {
      while end < tokens.count, !tokens[end].newlineBefore { end += 1 }
      condition = compact(token + 1, end - 1)
    }
    for lineToken in token..<end { tokens[lineToken].inDirective = true }
    conditions.follow(directive, condition: condition)
    return end
  }

  private mutating func comma(_ token: Int) {
    let top = stack.count - 1
    switch stack[top].role {
    case .call:
      if let argument = argument(from: stack[top]) { pendingArguments.append(argument) }
      resetArgument(top)
    case .parameters:
      if case .parameters(let decl) = stack[top].role, let first = stack[top].argFirst,
        let last = stack[top].argLast
      {
        parameterPieces[decl, default: []].append(first...last)
      }
      resetArgument(top)
    default:
      touch(token)
    }
  }

  private mutating func colon(_ token: Int) {
    let top = stack.count - 1
    if case .call = stack[top].role, stack[top].argCount == 1, stack[top].labelToken == nil,
      let labelToken = stack[top].argFirst, isWord(labelToken)
    {
      resetArgument(top)
      stack[top].labelToken = labelToken
      return
    }
    if case .call = stack[top].role, let previousLabel = stack[top].labelToken,
      stack[top].argCount == 1, let next = stack[top].argFirst,
      next == previousLabel + 2, isWord(next)
    {
      // `f(a:b:)`: the previous label has no value.
      stack[top].argFirst = nil
      if let argument = argument(from: stack[top]) { pendingArguments.append(argument) }
      resetArgument(top)
      stack[top].labelToken = next
      return
    }
    touch(token)
  }

  mutating func resetArgument(_ top: Int) {
    stack[top].argFirst = nil
    stack[top].argLast = nil
    stack[top].argCount = 0
    stack[top].labelToken = nil
  }

  /// The argument collected in a call frame, if any (`f(x:)` gives an empty value range).
  func argument(from frame: ScanFrame) -> Argument? {
    let label = frame.labelToken.map { name($0) }
    let labelOffset = frame.labelToken.map { range($0).lowerBound }
    if let first = frame.argFirst, let last = frame.argLast {
      var literal: StringLiteralInfo?
      if let literalIndex = frame.literalIndex, frame.literalFirst == first,
        frame.literalLast == last
      {
        literal = literals[literalIndex]
      }
      return Argument(
        label: label, labelOffset: labelOffset,
        valueRange: range(first).lowerBound..<range(last).upperBound,
        isTrailingClosure: false, literal: literal)
    }
    if let labelToken = frame.labelToken {
      let end = range(labelToken).upperBound
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
  private mutating func close(_ kind: ScanFrame.Kind, _ token: Int) {
    var index = stack.count - 1
    let lowest = max(1, stack.count - 8)
    while index >= lowest, stack[index].kind != kind { index -= 1 }
    guard index >= lowest else {
      touch(token)
      return
    }
    while stack.count - 1 > index { popFrame(closer: nil) }
    // Only the file frame has no opener, and it is never closed (`lowest` is at least 1).
    let open = stack[index].open!
    let role = stack[index].role
    tokens[token].link = open
    popFrame(closer: token)
    // Where the postfix expression ending here starts.
    switch kind {
    case .paren, .bracket:
      if open > 0, !tokens[open].newlineBefore, isExpressionEnd(open - 1) {
        tokens[token].exprStart = tokens[open - 1].exprStart
      } else {
        tokens[token].exprStart = Int32(open)
      }
    case .brace:
      if case .trailingClosure(let call, _) = role {
        tokens[token].exprStart = Int32(callStart[call])
      } else {
        tokens[token].exprStart = Int32(open)
      }
    case .string:
      tokens[token].exprStart = Int32(open)
    default: break
    }
    if kind != .interpolation { touch(token) }
  }

  /// Pops the top frame and files what it collected; `closer` is nil when it was never closed.
  mutating func popFrame(closer: Int?) {
    let frame = stack.removeLast()
    if let patternFrame, patternFrame >= stack.count { self.patternFrame = nil }
    if let caseLabelFrame, caseLabelFrame >= stack.count { self.caseLabelFrame = nil }
    if let pendingPreviewDepth, pendingPreviewDepth > stack.count { self.pendingPreviewDepth = nil }
    let top = stack.count - 1
    let endOffset =
      closer.map { range($0).upperBound } ?? frame.argLast.map { range($0).upperBound }
      ?? bytes.count
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
      if let first = frame.argFirst, let last = frame.argLast { pieces.append(first...last) }
      declarations[decl].parameters = pieces.map {
        parameter($0, isSubscript: declarations[decl].kind == .subscriptDecl)
      }
    case .trailingClosure(let call, let labelToken):
      // A trailing closure's frame is a brace, which has an opener.
      let openOffset = range(frame.open!).lowerBound
      calls[call].arguments.append(
        Argument(
          label: labelToken.map { name($0) },
          labelOffset: labelToken.map { range($0).lowerBound },
          valueRange: openOffset..<max(openOffset, endOffset),
          isTrailingClosure: true, literal: nil))
      if let closer { lastClosedTrailing = (closer, call) }
    case .attribute:
      attributeDepth -= 1
    case .body(let decl, let isType, let isPreview):
      if let decl, let open = frame.open {
        declarations[decl].bodyRange =
          range(open).lowerBound..<max(range(open).lowerBound, endOffset)
      }
      if isType { _ = typeNames.popLast() }
      if isPreview {
        previewDepth -= 1
        if previewDepth == 0, let open = frame.open {
          previewRanges.append(range(open).lowerBound..<max(range(open).lowerBound, endOffset))
        }
      }
    case .plain:
      // Only a call's argument list reads a literal (`argument(from:)`); skipping the others keeps
      // nested interpolations (`"\("\(…)")"`) from copying their text once per enclosing literal.
      if frame.kind == .string, let closer, case .call = stack[top].role, let opener = frame.open {
        let open = tokens[opener]
        let textStart = range(opener).upperBound
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
        noteLiteral(info, opener, closer, in: top)
      }
    }
  }

  /// Raw source between delimiters; for `"""` without the line break after the opener and the
  /// line break and indentation before the closer.
  func literalTextRange(_ inside: Range<Int>, multiline: Bool) -> Range<Int> {
    var lower = inside.lowerBound
    var upper = inside.upperBound
    if multiline {
      if lower < upper, bytes[lower] == 0x0D { lower += 1 }
      if lower < upper, bytes[lower] == 0x0A { lower += 1 }
      var end = upper
      while end > lower, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      if end > lower, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
        end -= 1
        if end > lower, bytes[end] == 0x0A, bytes[end - 1] == 0x0D { end -= 1 }
        upper = end
      }
    }
    return lower..<max(lower, upper)
  }
}
