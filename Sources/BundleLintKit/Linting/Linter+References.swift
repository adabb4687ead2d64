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
      // Every reference spells the member's name: a file without it has none (most files).
      if !source.containsBytes(pattern.callee, in: 0..<source.count) { continue }
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
  /// around each. Walks the tokens in place, skipping trivia, without a copy of the code tokens.
  private static func explicitReferences(
    to pattern: CallPattern, tokens: [Token], source: [UInt8]
  ) -> [MemberReference] {
    let paths =
      pattern.form == .macro
      ? [] : pattern.receivers.isEmpty
        ? [[pattern.callee]]
        : pattern.receivers.map { $0.split(separator: ".").map(String.init) + [pattern.callee] }
    let macro = pattern.form == .macro ? "#" + pattern.callee : nil
    var conditions = ConditionTracker()
    var found: [MemberReference] = []
    var previous = -1
    var index = CodeCursor.next(in: tokens, from: 0)
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .poundKeyword {
        if let macro, source.hasBytes(of: macro, at: token.range) {
          found.append(
            MemberReference(
              pattern: pattern, range: token.range, conditions: conditions.clauses))
        }
        let next = conditions.consume(tokens, at: index, source: source)
        previous = CodeCursor.previous(in: tokens, before: next)
        index = CodeCursor.next(in: tokens, from: next)
        continue
      }
      let afterPeriod = previous >= 0 && tokens[previous].kind == .period
      // `let resourceBundle = …` declares the name rather than using it.
      let declared =
        previous >= 0 && tokens[previous].kind == .identifier
        && ["let", "var", "func", "case"].contains { source.hasBytes(of: $0, at: tokens[previous].range) }
      if token.kind == .identifier, !afterPeriod, !declared {
        for path in paths {
          if let last = matchEnd(path, tokens, at: index, source: source) {
            found.append(
              MemberReference(
                pattern: pattern, range: Int(token.start)..<tokens[last].end,
                conditions: conditions.clauses))
            break
          }
        }
      }
      previous = index
      index = CodeCursor.next(in: tokens, from: index + 1)
    }
    return found
  }

  /// When the code tokens from `index` spell `path` joined by periods, the index of the last one.
  private static func matchEnd(_ path: [String], _ tokens: [Token], at index: Int, source: [UInt8])
    -> Int?
  {
    var position = index
    for (offset, word) in path.enumerated() {
      if offset > 0 {
        let period = CodeCursor.next(in: tokens, from: position + 1)
        guard period < tokens.count, tokens[period].kind == .period else { return nil }
        position = CodeCursor.next(in: tokens, from: period + 1)
      }
      guard position < tokens.count, tokens[position].kind == .identifier,
        source.hasBytes(of: word, at: tokens[position].range)
      else { return nil }
    }
    return position
  }
}

/// Steps over trivia in a token array.
enum CodeCursor {
  /// The first index at or after `index` whose token is not trivia, or `tokens.count`.
  static func next(in tokens: [Token], from index: Int) -> Int {
    var i = max(0, index)
    while i < tokens.count, tokens[i].kind.isTrivia { i += 1 }
    return i
  }

  /// The last index before `index` whose token is not trivia, or -1.
  static func previous(in tokens: [Token], before index: Int) -> Int {
    var i = min(index, tokens.count) - 1
    while i >= 0, tokens[i].kind.isTrivia { i -= 1 }
    return i
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

/// Follows `#if`/`#elseif`/`#else`/`#endif` through a token stream, iteratively, in constant
/// time per directive (`ConditionStack`): thousands of `#elseif`s copy no earlier conditions.
struct ConditionTracker {
  private var stack = ConditionStack()

  /// The clauses the current position sits under, outermost first (the outermost
  /// `ConditionStack.maxRecorded`, as for calls), shared rather than copied.
  var clauses: [ConditionalClause] { stack.recorded }

  /// Reads the directive at `tokens[index]` and its condition; returns the index after them.
  mutating func consume(_ tokens: [Token], at index: Int, source: [UInt8]) -> Int {
    let range = tokens[index].range
    guard range.lowerBound >= 0, range.upperBound <= source.count,
      let directive = ConditionStack.Directive(spelling: source[range])
    else { return index + 1 }
    var next = index + 1
    var condition = ""
    if directive.takesCondition {
      let line = SourceLocationConverter.lineEnd(after: tokens[index].end, in: source)
      var bytes: [UInt8] = []
      while next < tokens.count, Int(tokens[next].start) < line {
        if !tokens[next].kind.isTrivia {
          let lower = min(Int(tokens[next].start), source.count)
          bytes.append(contentsOf: source[lower..<max(lower, min(tokens[next].end, source.count))])
        }
        next += 1
      }
      condition = String(decoding: bytes, as: UTF8.self)
    }
    // A stray `#elseif` opens nothing here (calls take it for an `#if`).
    if directive != .elseif || !stack.isEmpty { stack.follow(directive, condition: condition) }
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
