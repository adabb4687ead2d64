import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// How a fix's edits fit the code as it is written: an argument inserted into a call written one
/// argument per line gets a line of its own, and a trailing comment keeps its column.
extension DiagnosticBuilder {
  /// The indentation of the arguments when each one but the first starts a line of its own (the
  /// first may follow the `(`): a call written one argument per line. Nil otherwise.
  func onePerLineIndent(_ arguments: [Argument]) -> String? {
    guard let last = arguments.last else { return nil }
    let starts = arguments.map { $0.labelOffset ?? $0.valueRange.lowerBound }
    guard starts.dropFirst().allSatisfy(startsLine),
      arguments.count > 1 || startsLine(starts[0])
    else { return nil }
    let start = last.labelOffset ?? last.valueRange.lowerBound
    var lineStart = start
    while lineStart > 0, source[lineStart - 1] == 0x20 || source[lineStart - 1] == 0x09 {
      lineStart -= 1
    }
    return source.text(lineStart..<start)
  }

  /// `insert` as an argument on a line of its own, after the argument at `before` (nil: first)
  /// among `arguments`, indented with `indent`.
  func lineOfItsOwn(
    _ insert: String, after before: Int?, in arguments: [Argument], indent: String
  ) -> [(range: Range<Int>, replacement: String)] {
    let following =
      before.map { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } ?? arguments.first
    if let following {
      // Before the next argument, which keeps its line and its comments.
      let start = following.labelOffset ?? following.valueRange.lowerBound
      return [(start..<start, insert + ",\n" + indent)]
    }
    guard let before else { return [] }
    let end = arguments[before].valueRange.upperBound
    var next = end
    while next < source.count, source[next] == 0x20 || source[next] == 0x09 { next += 1 }
    if next == source.count || source[next] == 0x0A || source[next] == 0x0D {
      return [(end..<next, ",\n" + indent + insert)]
    }
    if let comment = lineComment(at: next) {
      // The comment stays on the argument's line; the new argument goes after it.
      let gap = next - end
      let kept = gap > 2 ? String(repeating: " ", count: gap - 1) : source.text(end..<next)
      return [
        (end..<next, "," + kept), (comment.upperBound..<comment.upperBound, "\n" + indent + insert),
      ]
    }
    // The `)` follows on the same line.
    return [(end..<end, ",\n" + indent + insert)]
  }

  /// `edits` plus, for a trailing line comment on a line an edit lengthens or shortens (within
  /// the line), an edit of the spaces before the comment that keeps its column, as far as two
  /// spaces (or as many as were there, when fewer) remain.
  func keepingCommentColumns(_ edits: [(range: Range<Int>, replacement: String)])
    -> [(range: Range<Int>, replacement: String)]
  {
    guard !comments.isEmpty else { return edits }
    var growth: [Int: (gap: Range<Int>, bytes: Int)] = [:]
    for edit in edits {
      guard !edit.replacement.utf8.contains(0x0A), !edit.replacement.utf8.contains(0x0D),
        !source[edit.range].contains(0x0A), !source[edit.range].contains(0x0D),
        let comment = trailingComment(after: edit.range.upperBound)
      else { continue }
      var gapStart = comment.lowerBound
      while gapStart > edit.range.upperBound, source[gapStart - 1] == 0x20 { gapStart -= 1 }
      let change = edit.replacement.utf8.count - edit.range.count
      growth[comment.lowerBound, default: (gapStart..<comment.lowerBound, 0)].bytes += change
    }
    var added: [(range: Range<Int>, replacement: String)] = []
    for (gap, bytes) in growth.values where bytes != 0 {
      // An edit that reaches the spaces decides them itself.
      guard
        !edits.contains(where: {
          $0.range.upperBound >= gap.lowerBound && $0.range.lowerBound <= gap.upperBound
        })
      else { continue }
      let least = min(gap.count, 2)
      let width = max(least, gap.count - bytes)
      guard width != gap.count else { continue }
      added.append((gap, String(repeating: " ", count: width)))
    }
    return edits + added.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// Edits of one fix as a single edit that copies the bytes between them.
  func merged(_ edits: [(range: Range<Int>, replacement: String)]) -> (
    range: Range<Int>, replacement: String
  ) {
    let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    guard let first = sorted.first, let last = sorted.last else { return (0..<0, "") }
    var replacement = ""
    var position = first.range.lowerBound
    for edit in sorted {
      replacement += source.text(position..<edit.range.lowerBound) + edit.replacement
      position = edit.range.upperBound
    }
    return (first.range.lowerBound..<last.range.upperBound, replacement)
  }

  /// Whether only spaces and tabs stand between `offset` and the start of its line.
  private func startsLine(_ offset: Int) -> Bool {
    var i = offset
    while i > 0, source[i - 1] == 0x20 || source[i - 1] == 0x09 { i -= 1 }
    return i == 0 || source[i - 1] == 0x0A || source[i - 1] == 0x0D
  }

  /// The line comment (`//`) that starts at `offset`, if one does.
  private func lineComment(at offset: Int) -> Range<Int>? {
    guard let comment = comment(startingAtOrAfter: offset), comment.lowerBound == offset,
      offset + 1 < source.count, source[offset + 1] == UInt8(ascii: "/")
    else { return nil }
    return comment
  }

  /// The line comment that ends the line `offset` is on, when it starts at or after `offset`.
  private func trailingComment(after offset: Int) -> Range<Int>? {
    guard let comment = comment(startingAtOrAfter: offset),
      source[comment].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    else { return nil }
    var i = offset
    while i < comment.lowerBound, source[i] != 0x0A, source[i] != 0x0D { i += 1 }
    return i == comment.lowerBound ? comment : nil
  }

  /// The first comment starting at or after `offset` (a binary search of `comments`).
  private func comment(startingAtOrAfter offset: Int) -> Range<Int>? {
    var low = 0
    var high = comments.count
    while low < high {
      let middle = (low + high) / 2
      if comments[middle].lowerBound < offset { low = middle + 1 } else { high = middle }
    }
    return low < comments.count ? comments[low] : nil
  }
}
