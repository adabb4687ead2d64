/// A place where code names a member a `reference` rule is about: `Bundle.module`, or an
/// implicit `.module` passed as a bundle.
struct MemberReference: Hashable, Sendable {
  var pattern: CallPattern
  /// The reference's bytes: from `Bundle` (or the `.` of `.module`) to the end of `module`.
  var range: Range<Int>
  var conditions: [ConditionalClause]
}

extension Linter {
  /// Where the file names the members `rule` is about, in code SwiftPM may compile, unless the
  /// module declares that member itself (`extension Bundle { static var module: Bundle }`).
  static func references(
    of rule: Rule, syntax: FileSyntax, tokens: [Token], source: [UInt8],
    declarations: [DeclarationIndex], module: ModuleContext
  ) -> [MemberReference] {
    var found: [MemberReference] = []
    for pattern in rule.calls where pattern.kind == .reference {
      let declaresOwn =
        pattern.form != .macro
        && declarations.contains { $0.declaresVariable(pattern.callee, onAnyOf: pattern.receivers) }
      // A public accessor of another module (`Bundle.designSystem`) is valid in any module.
      let anotherModuleDeclares = module.bundleAccessors.contains { accessor in
        pattern.form != .macro && accessor.module != module.name && accessor.isVisibleOutsideModule
          && accessor.name == pattern.callee && pattern.declares(in: accessor.enclosingType)
      }
      if declaresOwn || anotherModuleDeclares { continue }
      found += explicitReferences(to: pattern, tokens: tokens, source: source)
      for call in syntax.calls {
        for argument in call.arguments
        where pattern.implicitMemberLabels.contains(argument.label ?? "_")
          && source.compactText(argument.valueRange) == "." + pattern.callee
        {
          found.append(
            MemberReference(
              pattern: pattern, range: argument.valueRange, conditions: call.conditions))
        }
      }
    }
    var seen = Set<Int>()
    return found.filter { reference in
      BuildCondition.compiledUnderSwiftPM(reference.conditions) != .no
        && seen.insert(reference.range.lowerBound).inserted
    }.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// `Bundle.module` and `Foundation.Bundle.module` spelled out in code, with the `#if` clauses
  /// around each.
  private static func explicitReferences(
    to pattern: CallPattern, tokens: [Token], source: [UInt8]
  ) -> [MemberReference] {
    let code = tokens.filter { !$0.kind.isTrivia }
    let paths =
      pattern.form == .macro
      ? [] : pattern.receivers.isEmpty
        ? [[pattern.callee]]
        : pattern.receivers.map { $0.split(separator: ".").map(String.init) + [pattern.callee] }
    let macro = pattern.form == .macro ? "#" + pattern.callee : nil
    var conditions = ConditionTracker()
    var found: [MemberReference] = []
    var index = 0
    while index < code.count {
      let token = code[index]
      if token.kind == .poundKeyword {
        if let macro, source.text(token.range) == macro {
          found.append(
            MemberReference(
              pattern: pattern, range: token.range, conditions: conditions.clauses))
        }
        index = conditions.consume(code, at: index, source: source)
        continue
      }
      let afterPeriod = index > 0 && code[index - 1].kind == .period
      // `let resourceBundle = …` declares the name rather than using it.
      let declared =
        index > 0 && code[index - 1].kind == .identifier
        && ["let", "var", "func", "case"].contains(source.text(code[index - 1].range))
      if token.kind == .identifier, !afterPeriod, !declared {
        for path in paths where matches(path, code, at: index, source: source) {
          let last = code[index + 2 * (path.count - 1)]
          found.append(
            MemberReference(
              pattern: pattern, range: Int(token.start)..<last.end, conditions: conditions.clauses))
          break
        }
      }
      index += 1
    }
    return found
  }

  /// Whether the code tokens from `index` spell `path` joined by periods.
  private static func matches(_ path: [String], _ code: [Token], at index: Int, source: [UInt8])
    -> Bool
  {
    for (offset, word) in path.enumerated() {
      let position = index + 2 * offset
      guard position < code.count, code[position].kind == .identifier,
        source.hasBytes(of: word, at: code[position].range)
      else { return false }
      if offset > 0, code[position - 1].kind != .period { return false }
    }
    return true
  }
}

extension CallPattern {
  /// Whether a member declared in `type` (nil: at file scope) is this `reference` pattern's
  /// member: in one of its receivers, or at file scope for a pattern without receivers.
  func declares(in type: String?) -> Bool {
    guard let type else { return receivers.isEmpty }
    return receivers.contains { receiver in
      receiver == type || receiver.hasSuffix("." + type) || type.hasSuffix("." + receiver)
    }
  }
}

/// Follows `#if`/`#elseif`/`#else`/`#endif` through a token stream, iteratively.
struct ConditionTracker {
  private struct Block {
    var earlier: [String]
    var current: ConditionalClause
  }
  private var blocks: [Block] = []

  /// The clauses the current position sits under, outermost first.
  var clauses: [ConditionalClause] { blocks.map(\.current) }

  /// Reads the directive at `code[index]` and its condition; returns the index after them.
  mutating func consume(_ code: [Token], at index: Int, source: [UInt8]) -> Int {
    let directive = source.text(code[index].range)
    var next = index + 1
    var condition = ""
    if directive == "#if" || directive == "#elseif" {
      let line = SourceLocationConverter.lineEnd(after: code[index].end, in: source)
      while next < code.count, Int(code[next].start) < line {
        condition += source.text(code[next].range)
        next += 1
      }
    }
    switch directive {
    case "#if":
      blocks.append(
        Block(
          earlier: [],
          current: ConditionalClause(directive: .if, condition: condition, earlierConditions: [])))
    case "#elseif", "#else":
      guard var block = blocks.popLast() else { break }
      if let previous = block.current.condition { block.earlier.append(previous) }
      let isElse = directive == "#else"
      block.current = ConditionalClause(
        directive: isElse ? .else : .elseif, condition: isElse ? nil : condition,
        earlierConditions: block.earlier)
      blocks.append(block)
    case "#endif":
      _ = blocks.popLast()
    default:
      break
    }
    return next
  }
}

extension [UInt8] {
  /// Whether the bytes of `range` spell `word`, without making a `String` of them.
  func hasBytes(of word: String, at range: Range<Int>) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= count, range.count == word.utf8.count else {
      return false
    }
    return self[range].elementsEqual(word.utf8)
  }
}

extension SourceLocationConverter {
  /// The offset of the first line break at or after `offset`, or the end of `source`.
  static func lineEnd(after offset: Int, in source: [UInt8]) -> Int {
    var i = offset
    while i < source.count, source[i] != 0x0A, source[i] != 0x0D { i += 1 }
    return i
  }
}
