import BundleLintCore

extension CallMatcher {
  /// Finds the calls, declarations and comments in one file's tokens.
  ///
  /// One pass over the significant tokens with an explicit stack (no recursion, linear time).
  /// Heuristics, in short:
  /// - `(` is an argument list when a name precedes it on the same line. After a `.` any word
  ///   is a member name (`.default()`); a bare statement keyword, literal word (`true`) or
  ///   accessor (`set(newValue) {`) is not a callee; `init(`/`subscript(` without a leading
  ///   `.` are declarations; `f(a:b:)` (labels only) names a function and is not a call.
  /// - `{` is a trailing closure right after a call's `)`, or after a name on the same line
  ///   (`VStack {`, `view.onAppear {`, `withAnimation {`), except after accessors and keywords,
  ///   when it holds `willSet`/`didSet`, and when it is the body of an `if`/`guard`/`while`/
  ///   `for`/`switch`/`catch` head or of a declaration head (`func`, `init`, `subscript`, a type,
  ///   `var`/`let` up to its `=`). A `label: {` right after a trailing closure's `}` adds a
  ///   labelled trailing closure to the same call. A `{` on the next line is never a trailing
  ///   closure.
  /// - `<…>` right after a name, touching it, is generic arguments when its contents (at most
  ///   64 tokens) and the token after it look like a type; otherwise `<` and `>` are
  ///   comparisons: `f(a < b, c > d)` has two arguments, `f(Dictionary<String, Int>())` one.
  /// - Receivers: `a.b(` gives receiver `a`, the postfix expression before the dot with trivia
  ///   removed (abbreviated to a leading `…` and its last 512 bytes when longer). As in Swift, a
  ///   `.` at the start of a line continues the expression on the previous line
  ///   (`Text("a")⏎.font(.title)` has receiver `Text("a")`, `Bundle.main⏎.url(` has
  ///   `Bundle.main`). The `.` is an implicit member (no receiver) when nothing that ends an
  ///   expression precedes it (`= .init(`, `(.init(`, `return .init(`) or a `#if` line does.
  ///   A qualifier made only of names, ending in an upper-case one, before an upper-case callee
  ///   is `.direct` (`SwiftUI.Text(`); `Text.init(` is `.member`.
  /// - Nothing inside `case` patterns, `#if` conditions or attribute arguments is a call.
  package static func match(_ bytes: [UInt8], tokens: [Token]) -> FileSyntax {
    // Every index the scan keeps fits in 32 bits (`PackedIndex`); one check here, not per value.
    precondition(
      tokens.count <= PackedIndex.maximumCount && bytes.count <= Int(UInt32.max),
      "a file of over 2 GB reached the call matcher; SourceText.isTooLarge turns it away")
    return bytes.withUnsafeBufferPointer { source in
      tokens.withUnsafeBufferPointer { tokens in
        var scanner = CallScanner(source: bytes, bytes: source, lexed: tokens)
        scanner.run()
        return scanner.result()
      }
    }
  }
}

extension CallMatcher {
  /// Lexes `bytes` and finds their calls, declarations and comments.
  package static func match(_ bytes: [UInt8]) -> FileSyntax {
    match(bytes, tokens: Lexer.tokenize(bytes))
  }
}
