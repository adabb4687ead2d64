extension CallMatcher {
  /// Finds the calls, declarations and comments in one file's tokens.
  ///
  /// One pass over the significant tokens with an explicit stack (no recursion, linear time).
  /// Heuristics, in short:
  /// - `(` is an argument list when a name other than a statement keyword precedes it on the
  ///   same line; `init(`/`subscript(` without a leading `.` are declarations.
  /// - `{` is a trailing closure right after a call's `)`, or after a name on the same line
  ///   (`VStack {`, `view.onAppear {`, `withAnimation {`), except after accessors (`get`, `set`,
  ///   `willSet`, `didSet`), keywords, and when it is the body of an `if`/`guard`/`while`/`for`/
  ///   `switch`/`catch` head or of a declaration head (`func`, `init`, type, type-level `var`).
  /// - `<…>` right after a name, touching it, is generic arguments when its contents and the
  ///   token after it look like a type; otherwise `<` and `>` are comparisons.
  /// - A `.name(` at the start of a line is `.implicitMember` with no receiver (a modifier).
  /// - Nothing inside `case` patterns is a call.
  public static func match(_ bytes: [UInt8], tokens: [Token]) -> FileSyntax {
    var scanner = CallScanner(bytes: bytes, tokens: tokens)
    scanner.run()
    var calls = scanner.calls
    if !zip(calls, calls.dropFirst()).allSatisfy({ $0.calleeOffset <= $1.calleeOffset }) {
      calls = calls.enumerated().sorted { ($0.element.calleeOffset, $0.offset) < ($1.element.calleeOffset, $1.offset) }
        .map(\.element)
    }
    var declarations = scanner.declarations
    if !zip(declarations, declarations.dropFirst()).allSatisfy({ $0.nameOffset <= $1.nameOffset }) {
      declarations = declarations.enumerated().sorted {
        ($0.element.nameOffset, $0.offset) < ($1.element.nameOffset, $1.offset)
      }.map(\.element)
    }
    return FileSyntax(calls: calls, declarations: declarations, comments: scanner.comments)
  }
}

extension CallMatcher {
  /// Lexes `bytes` and finds their calls, declarations and comments.
  public static func match(_ bytes: [UInt8]) -> FileSyntax {
    match(bytes, tokens: Lexer.tokenize(bytes))
  }
}
