import BundleLintCore

extension Argument {
  /// The first and last of a run of significant tokens.
  private typealias TokenSpan = ClosedRange<Int>

  /// The most branches read from one conditional expression; more is not a key choice.
  static let maximumLiteralBranches = 8

  /// The string literals a conditional expression of literals chooses between, one argument per
  /// literal: `flag ? "on" : "off"` gives `"on"` and `"off"`, also nested
  /// (`a ? "x" : b ? "y" : "z"`) and with parenthesised branches (`a ? ("x") : ("y")`). Nil
  /// unless every branch is a string literal, so `flag ? title : "off"` gives nothing.
  ///
  /// Each argument keeps this one's label and value range (a fix that inserts after the
  /// argument inserts after the whole expression) and carries its branch's literal.
  ///
  /// Each literal is a key where the parameter takes one: the conditional operator gives both
  /// branches the type the call expects of the whole expression, so `Text(flag ? "on" : "off")`
  /// builds a `LocalizedStringKey` from each literal as `Text("on")` does (`LocalizedStringKey`
  /// is `ExpressibleByStringLiteral`, https://developer.apple.com/documentation/swiftui/localizedstringkey;
  /// the ternary's operands share one type, The Swift Programming Language, "Ternary Conditional
  /// Operator").
  ///
  /// - Parameter source: the file's bytes.
  /// - Returns: an argument per literal branch, in source order; nil when the value is not a
  ///   conditional expression whose branches are all string literals.
  package func literalBranches(in source: [UInt8]) -> [Argument]? {
    guard literal == nil, !isTrailingClosure, valueRange.upperBound <= source.count,
      valueRange.lowerBound >= 0,
      source[valueRange].contains(UInt8(ascii: "?"))
    else { return nil }
    let bytes = Array(source[valueRange])
    let tokens = Lexer.tokenize(bytes).filter {
      switch $0.kind {
      case .whitespace, .newline, .lineComment, .blockComment: false
      default: true
      }
    }
    guard let ranges = Self.literalBranchTokens(tokens, in: bytes) else { return nil }
    var branches: [Argument] = []
    for range in ranges {
      // The literal read as the call matcher reads an argument, so its kind, words and text
      // are those of `Text("on")`.
      let start = Int(tokens[range.lowerBound].start)
      let literalBytes = Array(bytes[start..<tokens[range.upperBound].end])
      let call = CallMatcher.match(Array("_(".utf8) + literalBytes + Array(")".utf8)).calls.first
      guard let literal = call?.arguments.first?.literal else { return nil }
      var branch = self
      branch.literal = literal
      branches.append(branch)
    }
    return branches
  }

  /// The token ranges (first and last significant token, `tokens` holding only significant
  /// ones) of the literal branches of the conditional expression `tokens` spell, in order; nil
  /// when it is not one or a branch is not a literal. Nesting is followed with a work list, not
  /// recursion.
  private static func literalBranchTokens(_ tokens: [Token], in bytes: [UInt8]) -> [TokenSpan]? {
    guard !tokens.isEmpty else { return nil }
    var pending = [0...(tokens.count - 1)]
    var literals: [TokenSpan] = []
    var isConditional = false
    while var part = pending.popLast() {
      // `("x")`: the parentheses around a branch.
      while tokens[part.lowerBound].kind == .leftParen,
        Self.closer(of: part.lowerBound, in: tokens) == part.upperBound,
        part.count > 2
      {
        part = (part.lowerBound + 1)...(part.upperBound - 1)
      }
      if tokens[part.lowerBound].kind == .stringOpen,
        Self.closer(of: part.lowerBound, in: tokens) == part.upperBound
      {
        guard isConditional else { return nil }
        literals.append(part)
        if literals.count > maximumLiteralBranches { return nil }
        continue
      }
      guard let (question, colon) = Self.conditionalOperator(in: part, tokens, bytes) else {
        return nil
      }
      isConditional = true
      // The else branch is pushed first so the then branch is read first.
      guard colon < part.upperBound, question + 1 < colon else { return nil }
      pending.append((colon + 1)...part.upperBound)
      pending.append((question + 1)...(colon - 1))
    }
    return literals
  }

  /// The `?` and `:` of the conditional operator at the outer level of `part`: the first `?`
  /// written apart from what precedes it, and the `:` that pairs with it.
  private static func conditionalOperator(
    in part: ClosedRange<Int>, _ tokens: [Token], _ bytes: [UInt8]
  ) -> (question: Int, colon: Int)? {
    var depth = 0
    var question: Int?
    var open = 0
    for index in part {
      let token = tokens[index]
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .stringClose, .interpolationClose: depth -= 1
      case .operator where depth == 0:
        guard token.length == 1, bytes[Int(token.start)] == UInt8(ascii: "?"), index > 0,
          tokens[index - 1].end < Int(token.start)
        else { continue }
        if question == nil { question = index }
        open += 1
      case .colon where depth == 0 && question != nil:
        open -= 1
        if open == 0, let question { return (question, index) }
      default: break
      }
      if depth < 0 { return nil }
    }
    return nil
  }

  /// The token that closes the bracket or string opened at `index`, if any.
  private static func closer(of index: Int, in tokens: [Token]) -> Int? {
    var depth = 0
    for i in index..<tokens.count {
      switch tokens[i].kind {
      case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .stringClose, .interpolationClose:
        depth -= 1
        if depth == 0 { return i }
      default: break
      }
    }
    return nil
  }
}
