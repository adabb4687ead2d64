import BundleLintCore

extension SuppressionSet {
  /// Reads the directives in the comments of `source`.
  ///
  /// `comments` are the byte ranges of the file's comments, in order (`FileSyntax.comments`);
  /// only a comment whose text starts with `bundlelint:` is a directive. Rule ids follow the
  /// command, separated by spaces or commas; ` -- ` starts a free-text reason.
  package static func parse(
    source: [UInt8], comments: [Range<Int>], converter: SourceLocationConverter
  ) -> SuppressionSet {
    var set = SuppressionSet()
    let reader = DirectiveReader(source: source, comments: comments, converter: converter)
    /// Open `disable` regions: rule id → (directive index, start offset).
    var open: [(ruleID: String, directive: Int, start: Int)] = []
    for comment in comments {
      guard let (word, ids) = reader.directiveText(in: comment) else { continue }
      let location = reader.location(comment.lowerBound)
      let lineText = converter.lineText(location.line)
      guard let command = SuppressionDirective.Command(rawValue: word) else {
        set.malformed.append(
          MalformedSuppression(
            reason: .unknownCommand("bundlelint:" + word), location: location, lineText: lineText))
        continue
      }
      if ids.isEmpty {
        set.malformed.append(
          MalformedSuppression(reason: .noRules(command), location: location, lineText: lineText))
        continue
      }
      let removal = reader.removalRange(of: comment)
      let index = set.directives.count
      set.directives.append(
        SuppressionDirective(
          command: command, ruleIDs: ids, range: comment, location: location, lineText: lineText,
          removal: removal, removalStart: reader.location(removal.lowerBound),
          removalEnd: reader.location(removal.upperBound)))
      switch command {
      case .disableThis:
        for id in ids {
          set.entries.append(Entry(directive: index, ruleID: id, scope: .line(location.line)))
        }
      case .disableNext:
        if let line = reader.nextCodeLine(after: comment.upperBound) {
          for id in ids {
            set.entries.append(Entry(directive: index, ruleID: id, scope: .line(line)))
          }
        }
      case .disableFile:
        for id in ids { set.entries.append(Entry(directive: index, ruleID: id, scope: .file)) }
      case .disable:
        for id in ids { open.append((id, index, comment.upperBound)) }
      case .enable:
        for id in ids {
          let closing = open.indices.filter { id == allRules || open[$0].ruleID == id }
          if closing.isEmpty {
            set.malformed.append(
              MalformedSuppression(
                reason: .unmatchedEnable(ruleID: id), location: location, lineText: lineText))
          }
          for i in closing {
            let region = open[i]
            set.entries.append(
              Entry(
                directive: region.directive, ruleID: region.ruleID,
                scope: .bytes(region.start..<comment.lowerBound)))
          }
          open.removeAll { id == allRules || $0.ruleID == id }
        }
      }
    }
    for region in open {
      set.entries.append(
        Entry(
          directive: region.directive, ruleID: region.ruleID,
          scope: .bytes(region.start..<max(region.start, source.count))))
    }
    return set
  }
}

/// Reads directive text out of comments and finds the lines directives speak about.
private struct DirectiveReader {
  let source: [UInt8]
  let converter: SourceLocationConverter
  /// Comment start → end, to skip comment-only lines.
  let commentEnd: [Int: Int]

  init(source: [UInt8], comments: [Range<Int>], converter: SourceLocationConverter) {
    self.source = source
    self.converter = converter
    var ends: [Int: Int] = [:]
    for comment in comments { ends[comment.lowerBound] = comment.upperBound }
    commentEnd = ends
  }

  func location(_ offset: Int) -> SourceLocation {
    SourceLocation(path: "", offset: offset, converter: converter)
  }

  /// The command word and rule ids of a `bundlelint:` comment, or nil for any other comment.
  func directiveText(in comment: Range<Int>) -> (command: String, ids: [String])? {
    let range = comment.clamped(to: 0..<source.count)
    guard range.count >= 2, source[range.lowerBound] == slash else { return nil }
    var start = range.lowerBound + 2
    var end = range.upperBound
    let isBlock = source[range.lowerBound + 1] == star
    if isBlock {
      while start < end, source[start] == star { start += 1 }
      if end - start >= 2, source[end - 2] == star, source[end - 1] == slash { end -= 2 }
    } else {
      while start < end, source[start] == slash { start += 1 }
    }
    while start < end, isSpace(source[start]) { start += 1 }
    let prefix = Array("bundlelint:".utf8)
    guard end - start >= prefix.count, Array(source[start..<start + prefix.count]) == prefix else {
      return nil
    }
    let text = String(decoding: source[(start + prefix.count)..<end], as: UTF8.self)
    // Before ` -- `: the command and the ids; after it: a reason for readers.
    let body =
      text.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false).first
      .map(String.init) ?? text
    let words = body.split(whereSeparator: {
      $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r"
    })
    .map(String.init)
    guard let command = words.first else { return ("", []) }
    return (command, Array(words.dropFirst()))
  }

  /// The first line after `offset` that holds code: blank and comment-only lines are skipped.
  func nextCodeLine(after offset: Int) -> Int? {
    var i = offset
    // Move to the start of the next line.
    while i < source.count, source[i] != newline, source[i] != carriageReturn { i += 1 }
    while i < source.count {
      let b = source[i]
      if isSpace(b) || b == newline || b == carriageReturn {
        i += 1
      } else if let end = commentEnd[i], end > i {
        i = end
      } else {
        return converter.line(of: i)
      }
    }
    return nil
  }

  /// The comment's bytes, widened to its whole line (line break included) when only blanks
  /// share the line with it.
  func removalRange(of comment: Range<Int>) -> Range<Int> {
    let range = comment.clamped(to: 0..<source.count)
    var start = range.lowerBound
    while start > 0, isSpace(source[start - 1]) { start -= 1 }
    var end = range.upperBound
    while end < source.count, isSpace(source[end]) { end += 1 }
    let startsLine =
      start == 0 || source[start - 1] == newline || source[start - 1] == carriageReturn
    let endsLine = end == source.count || source[end] == newline || source[end] == carriageReturn
    if startsLine && endsLine {
      if end < source.count, source[end] == carriageReturn { end += 1 }
      if end < source.count, source[end] == newline { end += 1 }
      return start..<end
    }
    // Code shares the line: remove the comment and the blanks before it.
    var trimmedStart = range.lowerBound
    while trimmedStart > 0, isSpace(source[trimmedStart - 1]) { trimmedStart -= 1 }
    return trimmedStart..<range.upperBound
  }
}

private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")

private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
