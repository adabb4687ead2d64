import BundleLintCore

extension Lexer.Tokenizer {
  /// An identifier or keyword, including `$0` and `$name`.
  mutating func lexIdentifier() {
    let start = cursor.position
    // The head is a letter, `_`, `$` or a valid UTF-8 character (the caller checked).
    _ = cursor.advanceCharacter()
    cursor.advanceIdentifierBody()
    emit(.identifier, from: start)
  }

  /// `` `name` `` on one line. An unclosed backtick is a one-byte token flagged `.unterminated`,
  /// so the rest of the line stays visible as code.
  mutating func lexBacktickIdentifier() {
    let start = cursor.position
    var probe = cursor
    probe.advance()
    var flags: TokenFlags = []
    while let byte = probe.peek(), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n"),
      byte != UInt8(ascii: "\r")
    {
      if byte < 0x80 {
        probe.advance()
      } else if !probe.advanceCharacter() {
        flags.insert(.invalidUTF8)
      }
    }
    if probe.advance(matching: UInt8(ascii: "`")) {
      cursor = probe
      emit(.backtickIdentifier, from: start, flags: flags)
    } else {
      cursor.advance()
      emit(.backtickIdentifier, from: start, flags: .unterminated)
    }
  }

  /// `#` plus a word (`#if`, `#Preview`), a raw string `#"`, an extended regex `#/`, or a stray `#`.
  mutating func lexPound() {
    let start = cursor.position
    let hashes = cursor.run(of: UInt8(ascii: "#"))
    let next = cursor.peek(at: hashes)
    if next == UInt8(ascii: "\"") {
      cursor.advance(by: hashes)
      openString(hashes: hashes, from: start)
    } else if next == UInt8(ascii: "/") {
      lexExtendedRegex(hashes: hashes)
    } else if hashes == 1, let next,
      Lexer.Cursor.isIdentifierHead(next) || (next >= 0x80 && cursor.validUTF8Length(at: 1) > 0)
    {
      cursor.advance()
      cursor.advanceIdentifierBody()
      emit(.poundKeyword, from: start)
    } else {
      cursor.advance(by: hashes)
      emit(.unknown, from: start)
    }
  }

  /// An integer or floating-point literal. After a `.` (tuple access `x.0.1`) only digits are
  /// taken, so `0.1` there is two numbers and a period.
  mutating func lexNumber() {
    let start = cursor.position
    let afterPeriod =
      lastSignificant >= 0 && tokens[lastSignificant].kind == .period
      && tokens[lastSignificant].end == start
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    func isHexDigit(_ byte: UInt8) -> Bool {
      isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }
    let prefix = cursor.peek(at: 1).map { $0 | 0x20 }
    if cursor.is(UInt8(ascii: "0")), prefix == UInt8(ascii: "x") {
      cursor.advance(by: 2)
      cursor.advance(while: { isHexDigit($0) || $0 == UInt8(ascii: "_") })
      // A hex fraction needs its `p` exponent; without one the `.` is member access
      // (`0xFF.description`).
      var fraction = cursor
      if !afterPeriod, fraction.advance(matching: UInt8(ascii: ".")), let next = fraction.peek(),
        isHexDigit(next)
      {
        fraction.advance(while: { isHexDigit($0) || $0 == UInt8(ascii: "_") })
        if let p = fraction.peek(), p | 0x20 == UInt8(ascii: "p") { cursor = fraction }
      }
      if let p = cursor.peek(), p | 0x20 == UInt8(ascii: "p") {
        advanceExponent()
      }
    } else if cursor.is(UInt8(ascii: "0")),
      prefix == UInt8(ascii: "b") || prefix == UInt8(ascii: "o")
    {
      cursor.advance(by: 2)
    } else {
      cursor.advance(while: { isDigit($0) || $0 == UInt8(ascii: "_") })
      if !afterPeriod, cursor.is(UInt8(ascii: ".")), let next = cursor.peek(at: 1), isDigit(next) {
        cursor.advance()
        cursor.advance(while: { isDigit($0) || $0 == UInt8(ascii: "_") })
      }
      if !afterPeriod, let e = cursor.peek(), e | 0x20 == UInt8(ascii: "e") {
        advanceExponent()
      }
    }
    // Malformed tails (`0b102`, `12abc`) stay part of the number, as in Swift.
    cursor.advance(while: { Lexer.Cursor.isIdentifierBody($0) && $0 != UInt8(ascii: "$") })
    emit(.number, from: start)
  }

  /// `e`/`p`, an optional sign, then digits; nothing if no digit follows.
  private mutating func advanceExponent() {
    var probe = cursor
    probe.advance()
    if probe.is(UInt8(ascii: "+")) || probe.is(UInt8(ascii: "-")) { probe.advance() }
    guard let digit = probe.peek(), digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else {
      return
    }
    probe.advance(while: {
      ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
    })
    cursor = probe
  }

  /// A run of operator characters. A `?` or `!` glued to what precedes it is a postfix operator
  /// on its own (`a?.b`, `x!`, `[String?]`). A run stops before `//` and `/*`; a run that starts
  /// with `.` may contain more dots (`...`, `..<`).
  mutating func lexOperator() {
    let start = cursor.position
    let first = cursor.peek() ?? 0
    if first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), cursor.isLeftBound {
      cursor.advance()
      emit(.operator, from: start)
      return
    }
    let allowsPeriod = first == UInt8(ascii: ".")
    cursor.advance()
    while let byte = cursor.peek() {
      if byte == UInt8(ascii: "/"),
        cursor.is(at: 1, UInt8(ascii: "/")) || cursor.is(at: 1, UInt8(ascii: "*"))
      {
        break
      }
      guard Lexer.Cursor.isOperatorByte(byte) || (allowsPeriod && byte == UInt8(ascii: "."))
      else { break }
      cursor.advance()
    }
    emit(.operator, from: start)
  }
}
