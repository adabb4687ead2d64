import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

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
