/// A strict check of the Mermaid flowchart subset `describe --format mermaid` writes, line by
/// line, for where Mermaid's own parser cannot run: front matter with a quoted title, the
/// `flowchart` header, node statements with a known shape around a quoted label, balanced
/// `subgraph`/`end`, edges with a known arrow between declared nodes, `linkStyle` within the
/// edges written, and `classDef`/`class` of declared classes and nodes.
public enum MermaidSyntax {
  /// The problems of `text`, each `line N: what`; empty when it is well formed.
  public static func problems(in text: String) -> [String] {
    var checker = Checker()
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" {
      lines.removeLast()
    } else {
      checker.fail(lines.count, "no final line break")
    }
    var index = 0
    if lines.first == "---" {
      index = 1
      while index < lines.count, lines[index] != "---" {
        checker.frontMatter(lines[index], line: index + 1)
        index += 1
      }
      if index == lines.count { checker.fail(index, "front matter not closed") }
      index += 1
    }
    guard index < lines.count,
      ["LR", "TB", "TD", "RL", "BT"].map({ "flowchart " + $0 }).contains(lines[index])
    else {
      checker.fail(index + 1, "no 'flowchart' header")
      return checker.problems
    }
    for number in (index + 1)..<lines.count {
      checker.statement(lines[number], line: number + 1)
    }
    if checker.depth != 0 { checker.fail(lines.count, "\(checker.depth) subgraph(s) not ended") }
    for (line, id) in checker.referenced where !checker.nodes.contains(id) {
      checker.fail(line, "node '\(id)' is used but never declared")
    }
    return checker.problems
  }

  /// Node shapes as opening and closing brackets, longest first (`[[` before `[`).
  static let shapes: [(String, String)] = [
    ("[[", "]]"), ("[(", ")]"), ("([", "])"), ("((", "))"), ("{{", "}}"), ("[/", "/]"),
    ("[/", "\\]"), ("[\\", "\\]"), ("[\\", "/]"), ("[", "]"), ("(", ")"), (">", "]"),
    ("{", "}"),
  ]

  /// Words that cannot be node ids.
  static let reserved: Set<String> = [
    "end", "subgraph", "graph", "flowchart", "style", "class", "classDef", "linkStyle", "click",
    "call", "href", "default", "direction",
  ]

  struct Checker {
    var problems: [String] = []
    var nodes: Set<String> = []
    var classes: Set<String> = []
    var subgraphs: Set<String> = []
    var edges = 0
    var depth = 0
    var referenced: [(Int, String)] = []

    mutating func fail(_ line: Int, _ what: String) { problems.append("line \(line): \(what)") }

    mutating func frontMatter(_ text: String, line: Int) {
      guard text.hasPrefix("title: ") else { return fail(line, "unknown front matter '\(text)'") }
      let value = text.dropFirst("title: ".count)
      guard value.count >= 2, value.first == "\"", value.last == "\"" else {
        return fail(line, "the title is not a double-quoted string")
      }
      var escaped = false
      for character in value.dropFirst().dropLast() {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          return fail(line, "an unescaped quote in the title")
        }
      }
      if escaped { fail(line, "the title ends in a backslash") }
    }

    mutating func statement(_ text: String, line: Int) {
      guard text.hasPrefix("  ") else { return fail(line, "not indented: '\(text)'") }
      let body = text.drop { $0 == " " }
      let words = body.split(separator: " ", maxSplits: 1).map(String.init)
      switch words.first {
      case "subgraph":
        guard words.count == 2, let (id, rest) = Self.identifier(words[1]),
          let (label, after) = bracketed(rest, line: line, shapes: [("[", "]")]), after.isEmpty
        else { return fail(line, "a malformed subgraph: '\(body)'") }
        _ = label
        if !subgraphs.insert(id).inserted || nodes.contains(id) {
          fail(line, "subgraph id '\(id)' is used twice")
        }
        depth += 1
      case "end":
        if words.count != 1 { fail(line, "text after 'end'") }
        depth -= 1
        if depth < 0 { fail(line, "'end' without a subgraph") }
      case "linkStyle":
        let parts = words.count == 2 ? words[1].split(separator: " ", maxSplits: 1) : []
        guard parts.count == 2, let number = Int(parts[0]) else {
          return fail(line, "a malformed linkStyle")
        }
        if number < 0 || number >= edges { fail(line, "linkStyle \(number) names no edge") }
        style(String(parts[1]), line: line)
      case "classDef":
        let parts = words.count == 2 ? words[1].split(separator: " ", maxSplits: 1) : []
        guard parts.count == 2, Self.identifier(String(parts[0]))?.1.isEmpty == true else {
          return fail(line, "a malformed classDef")
        }
        classes.insert(String(parts[0]))
        style(String(parts[1]), line: line)
      case "class":
        let parts = words.count == 2 ? words[1].split(separator: " ") : []
        guard parts.count == 2 else { return fail(line, "a malformed class statement") }
        if !classes.contains(String(parts[1])) { fail(line, "class '\(parts[1])' is not defined") }
        for id in parts[0].split(separator: ",", omittingEmptySubsequences: false) {
          referenced.append((line, String(id)))
        }
      default:
        nodeOrEdge(String(body), line: line)
      }
    }

    /// A node statement `id<shape>"label"<shape>`, or an edge `id ARROW|"label"| id`.
    mutating func nodeOrEdge(_ body: String, line: Int) {
      guard let (id, rest) = Self.identifier(body) else {
        return fail(line, "no node id: '\(body)'")
      }
      if rest.hasPrefix(" ") {
        var tail = Substring(rest.dropFirst())
        guard let arrow = ["-->", "-.->", "==>"].first(where: { tail.hasPrefix($0 + "|\"") }) else {
          return fail(line, "an edge without a known arrow and a quoted label: '\(body)'")
        }
        tail = tail.dropFirst(arrow.count + 2)
        guard let close = tail.range(of: "\"| ") else {
          return fail(line, "an edge label not closed with '\"| ': '\(body)'")
        }
        checkLabel(String(tail[..<close.lowerBound]), line: line)
        guard let (target, after) = Self.identifier(String(tail[close.upperBound...])),
          after.isEmpty
        else { return fail(line, "a malformed edge target: '\(body)'") }
        referenced += [(line, id), (line, target)]
        edges += 1
        return
      }
      guard let (_, after) = bracketed(rest, line: line, shapes: MermaidSyntax.shapes),
        after.isEmpty
      else { return fail(line, "a malformed node: '\(body)'") }
      if !nodes.insert(id).inserted || subgraphs.contains(id) {
        fail(line, "node '\(id)' is declared twice")
      }
    }

    /// The quoted label between one of `shapes`' bracket pairs at the start of `text`, and what
    /// follows the closing bracket.
    mutating func bracketed(_ text: String, line: Int, shapes: [(String, String)]) -> (
      String, String
    )? {
      for (open, close) in shapes where text.hasPrefix(open + "\"") {
        let inner = text.dropFirst(open.count + 1)
        guard let quote = inner.firstIndex(of: "\"") else { return nil }
        let after = inner[inner.index(after: quote)...]
        guard after.hasPrefix(close) else { continue }
        let label = String(inner[..<quote])
        checkLabel(label, line: line)
        return (label, String(after.dropFirst(close.count)))
      }
      return nil
    }

    /// A label's text: no raw quote, markup only as `<br/>`, `#` only in entity codes.
    mutating func checkLabel(_ label: String, line: Int) {
      var rest = Substring(label)
      while let first = rest.first {
        if rest.hasPrefix("<br/>") {
          rest = rest.dropFirst(5)
          continue
        }
        switch first {
        case "\"", "<", ">", "\n", "\t", "|":
          return fail(line, "a raw '\(first)' in the label '\(label)'")
        case "#":
          let code = rest.dropFirst().prefix { $0 != ";" }
          let valid =
            !code.isEmpty && rest.dropFirst(code.count + 1).first == ";"
            && (code.allSatisfy(\.isNumber) || code.allSatisfy(\.isLetter))
          guard valid else { return fail(line, "a '#' that starts no entity code in '\(label)'") }
          rest = rest.dropFirst(code.count + 2)
        default:
          rest = rest.dropFirst()
        }
      }
    }

    /// `prop:value,prop:value`, values without spaces or semicolons.
    mutating func style(_ text: String, line: Int) {
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let pair = part.split(separator: ":", omittingEmptySubsequences: false)
        let valid =
          pair.count == 2 && !pair[0].isEmpty && !pair[1].isEmpty
          && pair[0].allSatisfy { $0.isLetter || $0 == "-" }
          && !pair[1].contains(";")
        if !valid { fail(line, "a malformed style '\(part)'") }
      }
    }

    /// The identifier at the start of `text` (a letter, then letters, digits and `_`), not a
    /// reserved word, and what follows it.
    static func identifier(_ text: String) -> (String, String)? {
      guard let first = text.first, first.isASCII, first.isLetter else { return nil }
      let id = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      guard !MermaidSyntax.reserved.contains(String(id)) else { return nil }
      return (String(id), String(text.dropFirst(id.count)))
    }
  }
}
