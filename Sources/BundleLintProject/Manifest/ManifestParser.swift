import BundleLintCore
import BundleLintSyntax

/// Turns a manifest's tokens into top-level statements and expressions, without running anything.
///
/// Recursion is bounded: past `maxDepth` nested groups the rest of a group is skipped
/// iteratively and read as `.unknown`, so 100,000 nested parentheses cannot overflow the stack.
struct ManifestParser {
  static let maxDepth = 48

  private let bytes: [UInt8]
  /// The tokens without trivia.
  private let tokens: [Token]
  /// Whether a line break (or a comment holding one) comes before each token of `tokens`.
  private let lineBreakBefore: [Bool]
  private var index = 0
  /// Names of the top-level `let` and `var` declarations read so far.
  private var declaredNames: Set<String> = []
  /// Offset of the outermost group or literal that reaches the end of the file unclosed.
  private(set) var unclosedOffset: Int?

  init(bytes: [UInt8], tokens: [Token]) {
    self.bytes = bytes
    var kept: [Token] = []
    var breaks: [Bool] = []
    var sawBreak = true
    for token in tokens {
      if token.kind.isTrivia {
        if token.kind == .newline
          || (token.kind == .blockComment && bytes[token.range].contains(0x0A))
        {
          sawBreak = true
        }
        continue
      }
      kept.append(token)
      breaks.append(sawBreak)
      sawBreak = false
    }
    self.tokens = kept
    self.lineBreakBefore = breaks
  }

  // MARK: Statements

  /// Parses every top-level statement.
  mutating func parseStatements() -> [ManifestStatement] {
    var statements: [ManifestStatement] = []
    while let token = peek() {
      let start = index
      switch token.kind {
      case .semicolon, .rightParen, .rightBracket, .rightBrace, .comma, .colon:
        index += 1
      case .atSign:
        index += 1
        if peek()?.kind == .identifier { index += 1 }
        if peek()?.kind == .leftParen, !lineBreakBefore[index] { skipGroup() }
      case .poundKeyword:
        let word = text(token)
        index += 1
        if word == "#if" || word == "#elseif" {
          skipCompilationCondition()
          statements.append(.branches(keyword: word, offset: token.range.lowerBound))
        } else if word != "#else" && word != "#endif" {
          if peek()?.kind == .leftParen, !lineBreakBefore[index] { skipGroup() }
        }
      case .identifier:
        statements.append(contentsOf: parseKeywordStatement(token))
      default:
        statements.append(contentsOf: parseExpressionStatement())
      }
      if index == start { index += 1 }
    }
    return statements
  }

  private mutating func parseKeywordStatement(_ token: Token) -> [ManifestStatement] {
    let word = text(token)
    switch word {
    case "import":
      index += 1
      if let next = peek(), next.kind == .identifier,
        ["struct", "class", "enum", "protocol", "func", "typealias"].contains(text(next))
      {
        index += 1
      }
      if peek()?.kind == .identifier { index += 1 }
      while peek()?.kind == .period, peek(1)?.kind == .identifier { index += 2 }
      return []
    case "let", "var":
      return parseBinding()
    case "func", "struct", "class", "enum", "extension", "protocol", "actor":
      skipDeclarationBody()
      return []
    case "typealias", "precedencegroup", "operator", "prefix", "postfix", "infix":
      index += 1
      return []
    case "private", "fileprivate", "internal", "public", "nonisolated", "static", "final":
      index += 1
      return []
    case "if":
      // Every branch is read as if taken: skip the conditions, enter the bodies; the loop in
      // `parseStatements` steps over their closing braces.
      index += 1
      skipToBrace()
      return [.branches(keyword: "if", offset: token.range.lowerBound)]
    case "else":
      index += 1
      if let next = peek(), next.kind == .identifier, text(next) == "if" { return [] }
      if peek()?.kind == .leftBrace { index += 1 }
      return []
    case "guard", "for", "while", "switch", "repeat", "do":
      let start = index
      index += 1
      skipToBrace(andBody: true)
      while let next = peek(), next.kind == .identifier,
        ["else", "catch", "while"].contains(text(next))
      {
        index += 1
        skipToBrace(andBody: true)
      }
      return [
        .skipped(
          reason: "'\(word)' statement", offset: token.range.lowerBound,
          mayChangeTargets: mutates(start..<index), mayChangeSettings: namesSettings(start..<index))
      ]
    default:
      return parseExpressionStatement()
    }
  }

  private mutating func parseBinding() -> [ManifestStatement] {
    index += 1
    guard let nameToken = peek(),
      nameToken.kind == .identifier || nameToken.kind == .backtickIdentifier
    else { return [] }
    let name = identifierText(nameToken)
    declaredNames.insert(name)
    index += 1
    if peek()?.kind == .colon {
      index += 1
      // Skip the type annotation up to `=`, without running into the next statement.
      while let token = peek() {
        if token.kind == .operator, text(token) == "=" { break }
        if token.kind == .leftBrace { break }
        if lineBreakBefore[index], token.kind == .identifier,
          ["let", "var", "func"].contains(text(token))
        {
          return []
        }
        if token.kind == .leftParen || token.kind == .leftBracket {
          skipGroup()
        } else {
          index += 1
        }
      }
    }
    guard let token = peek() else { return [] }
    if token.kind == .leftBrace {
      // A computed variable: unreadable, but it matters only where it is used, which gets a note.
      skipGroup()
      return []
    }
    guard token.kind == .operator, text(token) == "=" else { return [] }
    index += 1
    return [.binding(name: name, value: parseExpression(depth: 0))]
  }

  private mutating func parseExpressionStatement() -> [ManifestStatement] {
    let first = index
    let start = peek()?.range.lowerBound ?? 0
    let target = parseExpression(depth: 0)
    if let token = peek(), token.kind == .operator,
      !lineBreakBefore[index] || text(token).hasSuffix("=")
    {
      let op = text(token)
      if op == "+=" || op == "=" {
        index += 1
        let value = parseExpression(depth: 0)
        guard case .reference(let path, _) = target else {
          return [
            .skipped(
              reason: "assignment", offset: start, mayChangeTargets: true, mayChangeSettings: true)
          ]
        }
        return [
          op == "+="
            ? .append(path: path, value: value, isSequence: true, offset: start)
            : .assignment(path: path, value: value, offset: start)
        ]
      }
    }
    if case .call(let callee, let arguments, _) = target, callee.count >= 2,
      callee.last == "append",
      arguments.count == 1
    {
      return [
        .append(
          path: Array(callee.dropLast()), value: arguments[0].value,
          isSequence: arguments[0].label == "contentsOf", offset: start)
      ]
    }
    if mentionsPackage(target) {
      return [
        .skipped(
          reason: "statement", offset: start, mayChangeTargets: mutates(first..<index),
          mayChangeSettings: namesSettings(first..<index))
      ]
    }
    return []
  }

  private func mentionsPackage(_ expression: ManifestExpression) -> Bool {
    switch expression {
    case .reference(let path, _): path.first == "package"
    case .call(let callee, _, _): callee.first == "package"
    case .unknown: true
    default: false
    }
  }

  // MARK: Expressions

  /// `a + b + …`, with casts skipped; other binary operators make the result unknown.
  mutating func parseExpression(depth: Int) -> ManifestExpression {
    guard depth < Self.maxDepth else {
      let offset = peek()?.range.lowerBound ?? bytes.count
      skipOperand()
      return .unknown(reason: "expression nested too deeply", offset: offset)
    }
    let first = parsePostfix(depth: depth)
    var parts = [first]
    var unknownReason: String?
    while let token = peek() {
      if token.kind == .identifier, text(token) == "as" || text(token) == "is" {
        index += 1
        if let mark = peek(), mark.kind == .operator, text(mark) == "?" || text(mark) == "!" {
          index += 1
        }
        skipType()
        continue
      }
      guard token.kind == .operator else { break }
      let op = text(token)
      if op == "=" || op == "+="
        || op.hasSuffix("=") && op != "==" && op != "!=" && op != ">=" && op != "<="
      {
        break
      }
      if op == "!" { break }
      index += 1
      if op != "+" { unknownReason = unknownReason ?? "operator '\(op)'" }
      parts.append(parsePostfix(depth: depth))
      if peek()?.kind == .colon, op == "?" {
        index += 1
        parts.append(parsePostfix(depth: depth))
      }
    }
    if let unknownReason { return .unknown(reason: unknownReason, offset: first.offset) }
    return parts.count == 1 ? first : .concatenation(parts, offset: first.offset)
  }

  private mutating func parsePostfix(depth: Int) -> ManifestExpression {
    var expression = parsePrimary(depth: depth)
    while let token = peek() {
      let adjacent = !lineBreakBefore[index]
      switch token.kind {
      case .period:
        guard let member = peek(1),
          member.kind == .identifier || member.kind == .backtickIdentifier,
          !member.range.isEmpty
        else { return expression }
        let name = identifierText(member)
        index += 2
        if case .reference(let path, let offset) = expression {
          expression = .reference(path + [name], offset: offset)
        } else if case .unknown = expression {
        } else {
          expression = .unknown(reason: "'\(name)'", offset: member.range.lowerBound)
        }
      case .leftParen where adjacent:
        let open = token
        let arguments = parseArguments(depth: depth + 1)
        if case .reference(let path, let offset) = expression {
          expression = .call(callee: path, arguments: arguments, offset: offset)
        } else if case .unknown = expression {
        } else {
          expression = .unknown(reason: "a call of a computed value", offset: open.range.lowerBound)
        }
      case .leftBrace where adjacent:
        let offset = token.range.lowerBound
        skipGroup()
        switch expression {
        case .unknown: break
        case .reference(let path, _), .call(let path, _, _):
          expression = .unknown(
            reason: "'\(path.joined(separator: "."))' with a closure", offset: offset)
        default: expression = .unknown(reason: "a closure", offset: offset)
        }
      case .leftBracket where adjacent:
        let offset = token.range.lowerBound
        skipGroup()
        if case .unknown = expression {
        } else {
          expression = .unknown(reason: "a subscript", offset: offset)
        }
      case .operator
      where adjacent && (text(token) == "!" || text(token) == "?") && index > 0
        && tokens[index - 1].end == token.range.lowerBound:
        index += 1
      default:
        return expression
      }
    }
    return expression
  }

  private mutating func parsePrimary(depth: Int) -> ManifestExpression {
    guard let token = peek() else { return .unknown(reason: "end of file", offset: bytes.count) }
    let offset = token.range.lowerBound
    switch token.kind {
    case .stringOpen:
      return parseString()
    case .leftBracket:
      return parseArray(depth: depth + 1)
    case .leftParen:
      let arguments = parseArguments(depth: depth + 1)
      if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
      return .unknown(reason: "a tuple", offset: offset)
    case .leftBrace:
      skipGroup()
      return .unknown(reason: "a closure", offset: offset)
    case .period:
      guard let member = peek(1), member.kind == .identifier || member.kind == .backtickIdentifier
      else {
        index += 1
        return .unknown(reason: "'.'", offset: offset)
      }
      index += 2
      return .reference(["", identifierText(member)], offset: offset)
    case .identifier, .backtickIdentifier:
      let word = identifierText(token)
      index += 1
      if token.kind == .identifier {
        switch word {
        case "true", "false", "nil": return .literal(offset: offset)
        case "try", "await":
          if let mark = peek(), mark.kind == .operator, text(mark) == "?" || text(mark) == "!" {
            index += 1
          }
          return parsePrimary(depth: depth + 1)
        default: break
        }
      }
      return .reference([word], offset: offset)
    case .number:
      index += 1
      return .literal(offset: offset)
    case .poundKeyword:
      index += 1
      if peek()?.kind == .leftParen, !lineBreakBefore[index] { skipGroup() }
      return .unknown(reason: "'\(text(token))'", offset: offset)
    case .operator:
      index += 1
      _ = parsePostfix(depth: depth + 1)
      return .unknown(reason: "operator '\(text(token))'", offset: offset)
    case .rightParen, .rightBracket, .rightBrace, .comma, .colon, .semicolon:
      return .unknown(reason: "a missing value", offset: offset)
    default:
      index += 1
      return .unknown(reason: "unexpected '\(text(token))'", offset: offset)
    }
  }

  /// `(label: value, value, …)`, the current token being `(`.
  private mutating func parseArguments(depth: Int) -> [ManifestArgument] {
    let open = tokens[index]
    index += 1
    var arguments: [ManifestArgument] = []
    while let token = peek() {
      switch token.kind {
      case .rightParen:
        index += 1
        return arguments
      case .comma:
        index += 1
        continue
      default:
        break
      }
      var label: String?
      if token.kind == .identifier || token.kind == .backtickIdentifier, peek(1)?.kind == .colon {
        label = identifierText(token)
        index += 2
      }
      var value = parseExpression(depth: depth)
      if skipUntilSeparator(closer: .rightParen) {
        value = .unknown(reason: "an unreadable argument", offset: value.offset)
      }
      arguments.append(ManifestArgument(label: label, value: value))
    }
    markUnclosed(open)
    return arguments
  }

  /// `[a, b, …]`; a dictionary literal is read as unknown.
  private mutating func parseArray(depth: Int) -> ManifestExpression {
    let open = tokens[index]
    index += 1
    var elements: [ManifestExpression] = []
    var isDictionary = false
    while let token = peek() {
      switch token.kind {
      case .rightBracket:
        index += 1
        return isDictionary
          ? .unknown(reason: "a dictionary literal", offset: open.range.lowerBound)
          : .array(elements, offset: open.range.lowerBound)
      case .comma:
        index += 1
        continue
      case .colon:
        isDictionary = true
        index += 1
        continue
      default:
        break
      }
      var element = parseExpression(depth: depth)
      if peek()?.kind == .colon { continue }
      if skipUntilSeparator(closer: .rightBracket) {
        element = .unknown(reason: "an unreadable element", offset: element.offset)
      }
      elements.append(element)
    }
    markUnclosed(open)
    return .unknown(reason: "an unclosed '['", offset: open.range.lowerBound)
  }

  /// A string literal, the current token being its opening delimiter.
  private mutating func parseString() -> ManifestExpression {
    let open = tokens[index]
    let raw = open.flags.contains(.raw)
    index += 1
    var value: [UInt8] = []
    var interpolated = false
    var closed = false
    if open.flags.contains(.unterminated) { markUnclosed(open) }
    while let token = peek() {
      switch token.kind {
      case .stringSegment:
        index += 1
        if raw {
          value += bytes[token.range]
        } else {
          Self.unescape(bytes[token.range], into: &value)
        }
        if token.flags.contains(.unterminated) { markUnclosed(open) }
        continue
      case .interpolationOpen:
        interpolated = true
        skipGroup()
        continue
      case .stringClose:
        index += 1
        closed = true
      default:
        markUnclosed(open)
      }
      break
    }
    if !closed { markUnclosed(open) }
    if interpolated {
      return .unknown(reason: "an interpolated string", offset: open.range.lowerBound)
    }
    return .string(String(decoding: value, as: UTF8.self), offset: open.range.lowerBound)
  }

  /// Decodes `\n`, `\t`, `\"`, `\\`, `\u{…}`; other escapes are kept as written.
  static func unescape(_ segment: ArraySlice<UInt8>, into value: inout [UInt8]) {
    var i = segment.startIndex
    while i < segment.endIndex {
      let byte = segment[i]
      guard byte == 0x5C, i + 1 < segment.endIndex else {
        value.append(byte)
        i += 1
        continue
      }
      let next = segment[i + 1]
      i += 2
      switch next {
      case UInt8(ascii: "n"): value.append(0x0A)
      case UInt8(ascii: "t"): value.append(0x09)
      case UInt8(ascii: "r"): value.append(0x0D)
      case UInt8(ascii: "0"): value.append(0)
      case UInt8(ascii: "u"):
        var scalarValue: UInt32 = 0
        if i < segment.endIndex, segment[i] == UInt8(ascii: "{") {
          i += 1
          while i < segment.endIndex, segment[i] != UInt8(ascii: "}") {
            let digit = segment[i]
            let nibble: UInt32? =
              switch digit {
              case 0x30...0x39: UInt32(digit - 0x30)
              case 0x41...0x46: UInt32(digit - 0x41 + 10)
              case 0x61...0x66: UInt32(digit - 0x61 + 10)
              default: nil
              }
            if let nibble, scalarValue < 0x10_0000 { scalarValue = scalarValue * 16 + nibble }
            i += 1
          }
          i += 1
        }
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        value.append(contentsOf: Array(String(Character(scalar)).utf8))
      default: value.append(next)
      }
    }
  }

  // MARK: Skipping

  /// After a value: true when tokens had to be skipped to reach `,` or `closer`.
  private mutating func skipUntilSeparator(closer: TokenKind) -> Bool {
    var skipped = false
    while let token = peek(), token.kind != .comma, token.kind != closer {
      skipped = true
      if token.kind == .rightParen || token.kind == .rightBracket || token.kind == .rightBrace {
        // A closer of the wrong kind: the input is malformed; stop at it.
        index += 1
        continue
      }
      skipOperand()
    }
    return skipped
  }

  /// Skips one token, or a whole group when the token opens one.
  private mutating func skipOperand() {
    guard let token = peek() else { return }
    switch token.kind {
    case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen: skipGroup()
    default: index += 1
    }
  }

  /// Skips a bracketed group (or a whole string literal), iteratively, from its opening token.
  private mutating func skipGroup() {
    let open = tokens[index]
    var depth = 0
    while let token = peek() {
      index += 1
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose: depth -= 1
      default: break
      }
      if depth <= 0 { return }
    }
    markUnclosed(open)
  }

  /// Skips a type annotation or cast target: `[Target]`, `Target.Dependency?`.
  private mutating func skipType() {
    if peek()?.kind == .leftBracket || peek()?.kind == .leftParen {
      skipGroup()
    } else if let token = peek(), token.kind == .identifier {
      index += 1
      while peek()?.kind == .period, peek(1)?.kind == .identifier { index += 2 }
    }
    while let token = peek(), token.kind == .operator, text(token) == "?" || text(token) == "!" {
      index += 1
    }
  }

  /// `os(Linux) && !DEBUG` after `#if`.
  private mutating func skipCompilationCondition() {
    while let token = peek() {
      if token.kind == .operator, text(token) == "!" {
        index += 1
        continue
      }
      if token.kind == .leftParen {
        skipGroup()
      } else if token.kind == .identifier {
        index += 1
        if peek()?.kind == .leftParen { skipGroup() }
      } else {
        return
      }
      guard let next = peek(), next.kind == .operator, text(next) == "&&" || text(next) == "||"
      else { return }
      index += 1
    }
  }

  /// Skips `func f(…) -> T { … }` and type declarations.
  private mutating func skipDeclarationBody() {
    index += 1
    skipToBrace(andBody: true)
  }

  /// Skips up to the next `{` (groups before it included), then steps into the block or, with
  /// `andBody`, over it.
  private mutating func skipToBrace(andBody: Bool = false) {
    while let token = peek() {
      switch token.kind {
      case .leftBrace:
        if andBody { skipGroup() } else { index += 1 }
        return
      case .leftParen, .leftBracket:
        skipGroup()
      case .rightBrace, .rightParen, .rightBracket:
        return
      default:
        index += 1
      }
    }
  }

  private static let mutators: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "filter",
    "replaceSubrange",
  ]
  private static let readProperties: Set<String> = [
    "targets", "resources", "exclude", "sources", "path", "name", "defaultLocalization",
  ]

  /// Whether the tokens change what the reader reads: append to, insert into, remove from,
  /// filter or assign `targets`, `resources`, `exclude`, `sources` or a top-level variable.
  /// `target.swiftSettings?.append(…)` changes nothing read.
  private func mutates(_ range: Range<Int>) -> Bool {
    let mutators = Self.mutators
    let readProperties = Self.readProperties
    /// The word a mutation at `position` applies to: `targets` in `package.targets?.append`.
    func receiver(before position: Int) -> String? {
      var index = position - 1
      while index >= range.lowerBound, tokens[index].kind == .operator,
        ["?", "!"].contains(text(tokens[index]))
      {
        index -= 1
      }
      guard index >= range.lowerBound, tokens[index].kind == .identifier else { return nil }
      return text(tokens[index])
    }
    func isRead(_ word: String?) -> Bool {
      guard let word else { return true }
      return readProperties.contains(word) || declaredNames.contains(word)
    }
    for position in range where position < tokens.count {
      let token = tokens[position]
      if token.kind == .operator, ["+=", "-=", "="].contains(text(token)),
        isRead(receiver(before: position))
      {
        return true
      }
      if token.kind == .identifier, position > range.lowerBound,
        tokens[position - 1].kind == .period,
        mutators.contains(text(token)), isRead(receiver(before: position - 1))
      {
        return true
      }
    }
    return false
  }

  /// Whether the tokens name `swiftSettings` or `traits`, where a package defines compilation
  /// conditions.
  private func namesSettings(_ range: Range<Int>) -> Bool {
    range.contains { position in
      position < tokens.count && tokens[position].kind == .identifier
        && ["swiftSettings", "traits"].contains(text(tokens[position]))
    }
  }

  // MARK: Tokens

  private func peek(_ ahead: Int = 0) -> Token? {
    index + ahead < tokens.count ? tokens[index + ahead] : nil
  }

  private func text(_ token: Token) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }

  private func identifierText(_ token: Token) -> String {
    let raw = text(token)
    if token.kind == .backtickIdentifier, raw.count >= 2, raw.hasPrefix("`"), raw.hasSuffix("`") {
      return String(raw.dropFirst().dropLast())
    }
    return raw
  }

  private mutating func markUnclosed(_ token: Token) {
    unclosedOffset = min(unclosedOffset ?? Int.max, token.range.lowerBound)
  }
}
