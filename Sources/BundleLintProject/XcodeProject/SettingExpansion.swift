import BundleLintCore
import BundleLintSyntax

/// The references in a build setting's value, expanded as Xcode's build system does: `$(NAME)`,
/// `${NAME}` and `$NAME`, names built from references (`$(NAME_$(CONFIGURATION))`), `$$` for a
/// `$`, and the operators that matter for identifiers: `:lower`, `:upper`, `:identifier`,
/// `:c99extidentifier`, `:rfc1034identifier` and `:default=VALUE`. Any other operator
/// (`:dir`, `:quote`, `:standardizepath`…) leaves the reference unresolved, and so does an
/// identifier operator on text outside ASCII (Xcode's Unicode tables are not modelled).
enum SettingExpansion {
  /// How deeply references may nest inside a reference's name or operand.
  static let maximumNesting = 32
  /// The longest value an expansion gives: settings that double one another (`A = $(B)$(B)`,
  /// `B = $(C)$(C)`…) would otherwise grow without bound.
  static let maximumLength = 1 << 16

  /// `text` with its references expanded. `lookup` gives the value of a name (`inherited`
  /// included), nil when it cannot be known; a reference whose value is nil or unresolved is
  /// kept as written and makes the result unresolved, as does a malformed one (`$(A`). A
  /// result longer than `maximumLength` is `text` itself, unresolved.
  static func expand(_ text: String, lookup: (String) -> BuildSettingValue?) -> BuildSettingValue {
    let bytes = Array(text.utf8)
    guard bytes.contains(dollar) else { return BuildSettingValue(text: text, isResolved: true) }
    var index = 0

    /// Bytes of the result and whether all of them are known.
    struct Piece {
      var bytes: [UInt8] = []
      var isResolved = true
      var string: String { String(decoding: bytes, as: UTF8.self) }
    }

    func unresolved(from start: Int) -> Piece {
      Piece(bytes: Array(bytes[start..<index]), isResolved: false)
    }

    /// Literal bytes and references up to the end or a byte `stops` accepts.
    func fragment(depth: Int, stops: (UInt8) -> Bool) -> Piece {
      var piece = Piece()
      while index < bytes.count, !stops(bytes[index]) {
        if bytes[index] == dollar {
          let reference = reference(depth: depth)
          piece.bytes += reference.bytes
          piece.isResolved = piece.isResolved && reference.isResolved
        } else {
          piece.bytes.append(bytes[index])
          index += 1
        }
      }
      return piece
    }

    /// The value of the name, with the operators applied.
    func value(of name: String, operators: [(name: String, operand: String?)], from start: Int)
      -> Piece
    {
      guard let found = lookup(name), found.isResolved else { return unresolved(from: start) }
      var text = found.text
      for op in operators {
        guard let applied = apply(op.name, operand: op.operand, to: text) else {
          return unresolved(from: start)
        }
        text = applied
      }
      return Piece(bytes: Array(text.utf8))
    }

    /// The reference that starts at the `$` under `index`.
    func reference(depth: Int) -> Piece {
      let start = index
      index += 1
      guard index < bytes.count else { return Piece(bytes: [dollar]) }
      let opening = bytes[index]
      if opening == dollar {
        index += 1
        return Piece(bytes: [dollar])
      }
      if isNameStart(opening) {
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        return value(of: name, operators: [], from: start)
      }
      // A `$` before anything else is itself.
      guard opening == UInt8(ascii: "(") || opening == UInt8(ascii: "{") else {
        return Piece(bytes: [dollar])
      }
      let closing = opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
      index += 1
      guard depth < maximumNesting else {
        index = bytes.count
        return unresolved(from: start)
      }
      let stops = { (byte: UInt8) in byte == colon || byte == closing }
      let name = fragment(depth: depth + 1, stops: stops)
      var operators: [(name: String, operand: String?)] = []
      var wellFormed = name.isResolved && !name.bytes.isEmpty
      while index < bytes.count, bytes[index] == colon {
        index += 1
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let op = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
          index += 1
          let operand = fragment(depth: depth + 1, stops: stops)
          wellFormed = wellFormed && operand.isResolved
          operators.append((op, operand.string))
        } else {
          operators.append((op, nil))
          // A character that cannot be in an operator's name: skip to the next operator.
          if index < bytes.count, !stops(bytes[index]) {
            wellFormed = false
            while index < bytes.count, !stops(bytes[index]) { index += 1 }
          }
        }
      }
      if index < bytes.count, bytes[index] == closing {
        index += 1
      } else {
        wellFormed = false
      }
      guard wellFormed else { return unresolved(from: start) }
      return value(of: name.string, operators: operators, from: start)
    }

    let whole = fragment(depth: 0, stops: { _ in false })
    guard whole.bytes.count <= maximumLength else {
      return BuildSettingValue(text: text, isResolved: false)
    }
    return BuildSettingValue(text: whole.string, isResolved: whole.isResolved)
  }

  /// An operator applied to a value; nil when it is not modelled (or not for this value).
  static func apply(_ name: String, operand: String?, to value: String) -> String? {
    switch (name, operand) {
    case ("lower", nil): return value.lowercased()
    case ("upper", nil): return value.uppercased()
    // On ASCII text the C and the C99 extended identifier are the same.
    case ("identifier", nil), ("c99extidentifier", nil):
      return identifier(value, keeping: UInt8(ascii: "_"))
    case ("rfc1034identifier", nil): return identifier(value, keeping: UInt8(ascii: "-"))
    case ("default", let operand?): return value.isEmpty ? operand : value
    default: return nil
    }
  }

  /// `value` with every byte but letters, digits (not first) and `kept` replaced by `kept`;
  /// nil outside ASCII.
  private static func identifier(_ value: String, keeping kept: UInt8) -> String? {
    guard value.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var bytes = Array(value.utf8)
    for index in bytes.indices {
      let byte = bytes[index]
      if !(isLetter(byte) || byte == kept || (isDigit(byte) && index > 0)) { bytes[index] = kept }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The items of a list value: split at unquoted whitespace; `"…"`, `'…'` and `\x` quote
  /// (a backslash inside quotes too), and the quotes and backslashes are removed (`""` is an
  /// empty item).
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var word: [UInt8] = []
    var inWord = false
    var quote: UInt8?
    var escaped = false
    for byte in text.utf8 {
      if escaped {
        word.append(byte)
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
        inWord = true
      } else if let open = quote {
        if byte == open { quote = nil } else { word.append(byte) }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
        inWord = true
      } else if byte == UInt8(ascii: " ") || (9...13).contains(byte) {
        if inWord { words.append(String(decoding: word, as: UTF8.self)) }
        word = []
        inWord = false
      } else {
        word.append(byte)
        inWord = true
      }
    }
    if inWord { words.append(String(decoding: word, as: UTF8.self)) }
    return words
  }

  /// Items joined into one value, each quoted when it needs it: how a list written as a
  /// property-list array (`("$(inherited)", DEBUG)`) reads as text.
  static func joined(_ items: [String]) -> String {
    items.map { item in
      let plain =
        !item.isEmpty
        && !item.utf8.contains {
          $0 == UInt8(ascii: " ") || (9...13).contains($0) || $0 == UInt8(ascii: "\"")
            || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "\\")
        }
      if plain { return item }
      var quoted = "\""
      for character in item.unicodeScalars {
        if character == "\"" || character == "\\" { quoted.append("\\") }
        quoted.unicodeScalars.append(character)
      }
      return quoted + "\""
    }.joined(separator: " ")
  }

  private static let dollar = UInt8(ascii: "$")
  private static let colon = UInt8(ascii: ":")

  /// A setting's name: `[A-Za-z_][A-Za-z0-9_]*`.
  static func isNameStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == UInt8(ascii: "_")
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || isDigit(byte)
  }

  /// An ASCII letter (setting `0x20` lowercases exactly the uppercase ones into `a…z`).
  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
