extension MessageTemplate {
  /// The value each `{name}` of `template` has in `message`, a text `render` made from it; nil
  /// when `message` is not such a text. A placeholder takes the shortest text after which the
  /// rest still matches, so a value that contains the literal text following its placeholder
  /// is cut there.
  package static func values(in message: String, template: String) -> [String: String]? {
    var pieces: [Piece] = []
    var template = template
    template.withUTF8 { bytes in
      var copied = 0
      forEachPlaceholder(in: bytes) { open, close in
        pieces.append(.literal(Array(bytes[copied..<open])))
        pieces.append(.placeholder(String(decoding: bytes[(open + 1)..<close], as: UTF8.self)))
        copied = close + 1
      }
      pieces.append(.literal(Array(bytes[copied..<bytes.count])))
    }
    var matcher = Matcher(text: Array(message.utf8), pieces: pieces)
    let names = pieces.compactMap { piece -> String? in
      if case .placeholder(let name) = piece { return name } else { return nil }
    }
    // With each name once, whether the rest matches from a place does not depend on the values
    // taken so far: a place that failed fails again.
    matcher.remembersFailures = Set(names).count == names.count
    var values: [String: String] = [:]
    return matcher.match(from: 0, piece: 0, into: &values) ? values : nil
  }

  /// A part of a template: text as written, or a placeholder's name.
  private enum Piece {
    case literal([UInt8])
    case placeholder(String)
  }

  /// Matches a message against a template's pieces, trying the shortest value first.
  private struct Matcher {
    let text: [UInt8]
    let pieces: [Piece]
    var remembersFailures = false
    /// The (place in `text`, piece) pairs from which the rest did not match.
    private var failed: Set<[Int]> = []

    init(text: [UInt8], pieces: [Piece]) {
      self.text = text
      self.pieces = pieces
    }

    /// Whether `text` from `start` on is `pieces` from `piece` on, filling `values`; a
    /// placeholder seen twice must have the same value each time.
    mutating func match(from start: Int, piece: Int, into values: inout [String: String]) -> Bool {
      guard piece < pieces.count else { return start == text.count }
      if remembersFailures && failed.contains([start, piece]) { return false }
      var matched = false
      switch pieces[piece] {
      case .literal(let literal):
        if text.count - start >= literal.count,
          text[start..<(start + literal.count)].elementsEqual(literal)
        {
          matched = match(from: start + literal.count, piece: piece + 1, into: &values)
        }
      case .placeholder(let name):
        for end in start...text.count {
          let value = String(decoding: text[start..<end], as: UTF8.self)
          if let known = values[name], known != value { continue }
          var tried = values
          tried[name] = value
          if match(from: end, piece: piece + 1, into: &tried) {
            values = tried
            matched = true
            break
          }
        }
      }
      if !matched && remembersFailures { failed.insert([start, piece]) }
      return matched
    }
  }
}
