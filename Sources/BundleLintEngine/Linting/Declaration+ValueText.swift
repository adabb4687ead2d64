import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Declaration {
  /// A property's value as text, whitespace removed: its getter body (`{ return … }`), what
  /// follows `=` on its line (`static let bundle: Bundle = .module`), or a closure that starts
  /// there (`= { … }()`, up to its closing brace); nil when it has none of these.
  func valueText(in source: [UInt8]) -> String? {
    if let body = bodyRange { return source.compactText(body) }
    let start = nameOffset
    let end = SourceLocationConverter.lineEnd(after: start, in: source)
    let line = source.compactText(start..<end)
    guard let equals = line.firstIndex(of: "=") else { return nil }
    let value = line[line.index(after: equals)...]
    if value == "{", let open = source[start..<end].lastIndex(of: UInt8(ascii: "{")),
      let close = Self.closingBrace(after: open, in: source)
    {
      return source.compactText(open..<(close + 1))
    }
    // `enum L10n { static let bundle: Bundle = .module }` ends the type on the same line.
    return String(value.prefix { $0 != ";" && $0 != "}" })
  }

  /// The offset of the `}` that closes the `{` at `open`, skipping string literals and line
  /// comments; nil when the file ends first.
  private static func closingBrace(after open: Int, in source: [UInt8]) -> Int? {
    var depth = 0
    var index = open
    var inString = false
    while index < source.count {
      let byte = source[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "/"), index + 1 < source.count,
        source[index + 1] == UInt8(ascii: "/")
      {
        while index < source.count, source[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }
}
