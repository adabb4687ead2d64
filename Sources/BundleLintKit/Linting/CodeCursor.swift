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
