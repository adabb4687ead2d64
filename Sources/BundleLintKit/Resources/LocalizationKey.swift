/// A key as code writes it, ready to match against table keys: `"\(n) items"` becomes
/// `%lld items` for messages, and matches `%lld items`, `%d items` or `%1$@ items` in a table.
public struct LocalizationKey: Hashable, Sendable {
  /// The key as a message shows it: escapes decoded, each interpolation as `%lld`.
  public var display: String
  /// The key with each interpolation or format specifier as U+0001, for matching.
  public var matchForm: String
  /// Whether the key had interpolations.
  public var hasPlaceholders: Bool

  /// A plain key (an asset name, or a table key as written in the table).
  public init(plain text: String) {
    display = text
    matchForm = text
    hasPlaceholders = false
  }

  /// The key a Swift string literal stands for; nil for a multi-line literal or one made only
  /// of interpolations.
  /// The longest literal taken for a key: no table holds a key of more than 4 KB, and reading
  /// longer ones (literals nested in each other's interpolations) would cost time for nothing.
  public static let maximumByteCount = 4096

  public init?(literal: StringLiteralInfo) {
    guard !literal.isMultiline, literal.kind == .plain || literal.kind == .interpolated,
      literal.textByteCount <= Self.maximumByteCount
    else {
      return nil
    }
    // Read once: a literal's text is decoded from the source on each read.
    let text = literal.text
    if !text.utf8.contains(UInt8(ascii: "\\")) {
      display = text
      matchForm = text
      hasPlaceholders = false
      return
    }
    var display = ""
    var match = ""
    var placeholders = false
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      guard scalar == "\\" else {
        display.unicodeScalars.append(scalar)
        match.unicodeScalars.append(scalar)
        i += 1
        continue
      }
      var j = i + 1
      var hashes = 0
      while j < scalars.count, scalars[j] == "#" {
        hashes += 1
        j += 1
      }
      // In a raw literal, only a backslash followed by its '#'s escapes.
      if literal.isRaw && hashes == 0 || j >= scalars.count {
        display.unicodeScalars.append(scalar)
        match.unicodeScalars.append(scalar)
        i += 1
        continue
      }
      if scalars[j] == "(" {
        var depth = 0
        while j < scalars.count {
          if scalars[j] == "(" { depth += 1 }
          if scalars[j] == ")" {
            depth -= 1
            if depth == 0 { break }
          }
          j += 1
        }
        display += "%lld"
        match += "\u{1}"
        placeholders = true
        i = j + 1
        continue
      }
      let decoded: String
      switch scalars[j] {
      case "n": decoded = "\n"
      case "t": decoded = "\t"
      case "r": decoded = "\r"
      case "0": decoded = "\0"
      case "u":
        var hex = ""
        var k = j + 2
        while k < scalars.count, scalars[k] != "}" {
          hex.unicodeScalars.append(scalars[k])
          k += 1
        }
        decoded = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
        j = k
      default: decoded = String(scalars[j])
      }
      display += decoded
      match += decoded
      i = j + 1
    }
    self.display = display
    self.matchForm = match
    self.hasPlaceholders = placeholders
  }

  /// A table key with each `printf` format specifier (`%lld`, `%1$@`, `%.2f`) as U+0001, and
  /// `%%` kept; nil when the key has no specifier.
  static func formatMatchForm(of key: String) -> String? {
    guard key.utf8.contains(UInt8(ascii: "%")) else { return nil }
    let scalars = Array(key.unicodeScalars)
    var out = String.UnicodeScalarView()
    var found = false
    var i = 0
    while i < scalars.count {
      guard scalars[i] == "%", i + 1 < scalars.count else {
        out.append(scalars[i])
        i += 1
        continue
      }
      if scalars[i + 1] == "%" {
        out.append(contentsOf: "%%".unicodeScalars)
        i += 2
        continue
      }
      var j = i + 1
      while j < scalars.count, "0123456789$-+ #.'".unicodeScalars.contains(scalars[j]) { j += 1 }
      while j < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[j]) { j += 1 }
      if j < scalars.count, "diouxXeEfFgGcsSpaA@".unicodeScalars.contains(scalars[j]) {
        out.append("\u{1}")
        found = true
        i = j + 1
      } else {
        out.append(scalars[i])
        i += 1
      }
    }
    return found ? String(out) : nil
  }
}
