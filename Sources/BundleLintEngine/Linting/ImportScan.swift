import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The `import` lines of a Swift file, read line by line: enough to know whether a fix that
/// names another module needs its import, and where to add it.
enum ImportScan {
  /// Whether a line of `source` imports module `name` (`import Name`, `@testable import Name`,
  /// `import struct Name.Type`).
  static func imports(_ name: String, in source: [UInt8]) -> Bool {
    importLines(source).contains { $0.module == name }
  }

  /// The edit that adds `import name` after the file's last import line, or at its start.
  static func insertion(of name: String, in source: [UInt8]) -> (
    range: Range<Int>, replacement: String
  ) {
    guard let last = importLines(source).last else { return (0..<0, "import \(name)\n") }
    return (last.end..<last.end, "\nimport \(name)")
  }

  /// The declaration kinds of `import kind Module.Name`.
  private static let kinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
  ]

  /// Each import line's module and the offset where the line ends (before its line break).
  private static func importLines(_ source: [UInt8]) -> [(module: String, end: Int)] {
    var result: [(module: String, end: Int)] = []
    var start = 0
    while start < source.count {
      var end = start
      while end < source.count, source[end] != 0x0A { end += 1 }
      let line = String(decoding: source[start..<end], as: UTF8.self)
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
      while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
      if words.first == "import", words.count >= 2 {
        let second = words[words.startIndex + 1]
        let path =
          Self.kinds.contains(String(second)) && words.count >= 3
          ? words[words.startIndex + 2] : second
        if let module = path.split(separator: ".").first {
          var lineEnd = end
          if lineEnd > start, source[lineEnd - 1] == 0x0D { lineEnd -= 1 }
          result.append((String(module), lineEnd))
        }
      }
      start = end + 1
    }
    return result
  }
}
