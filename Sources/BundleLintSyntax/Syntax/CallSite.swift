import BundleLintCore

/// A call the matcher found in code (never in a comment or a string literal's text).
///
/// `Text("a")`, `SwiftUI.Text("a")`, `Text.init("a")`, `Bundle.main.url(forResource: "a")`,
/// `.navigationTitle("a")`, `Button { } label: { }`.
package struct CallSite: Hashable, Sendable {
  /// How the callee is reached.
  package enum Form: String, Hashable, Sendable {
    /// `Name(…)`, or `Module.Name(…)` where the receiver is an upper-case qualifier.
    case direct
    /// `receiver.name(…)`: `Bundle.main.url(…)`, `view.padding()`, `Text.init(…)`.
    case member
    /// `.name(…)` with nothing before the dot: a modifier on the previous line, or `.init(…)`.
    case implicitMember
    /// No call at all: a string literal that a declaration's type makes into a value
    /// (`var title: LocalizedStringResource = "key"`), read as a call of the type with the
    /// literal as its one argument and no parentheses (`CallScanner.typedValue`).
    case typedValue
  }

  /// The called name as written, without receiver: `Text`, `url`, `navigationTitle`, `init`.
  package var callee: String
  /// Byte offset of the callee name's first byte (a backticked name: of the backtick).
  package var calleeOffset: Int
  package var form: Form
  /// The receiver's text with whitespace and comments removed: `Bundle.main`, `SwiftUI`,
  /// `Text` for `Text.init(`, `Bundle(for:X.self)`; nil for `.direct` without qualifier and for
  /// `.implicitMember`.
  package var receiver: String?
  /// Byte offsets of `(` and `)`; nil when the call is only a trailing closure (`Button { }`).
  /// `closeParen` is nil for an argument list cut off by the end of the file.
  package var openParen: Int?
  package var closeParen: Int?
  /// Arguments in order, trailing closures last.
  package var arguments: [Argument]
  /// The `#if` clauses the call sits under, outermost first; the outermost 32 under deeper
  /// nesting (the matcher keeps its work linear on thousands of unclosed `#if`s).
  package var conditions: [ConditionalClause]
  /// Inside `#Preview { … }`, or inside a type that conforms to `PreviewProvider` or
  /// `PreviewModifier`.
  package var isInPreview: Bool

  package init(
    callee: String, calleeOffset: Int, form: Form, receiver: String?, openParen: Int?,
    closeParen: Int?, arguments: [Argument], conditions: [ConditionalClause], isInPreview: Bool
  ) {
    self.callee = callee
    self.calleeOffset = calleeOffset
    self.form = form
    self.receiver = receiver
    self.openParen = openParen
    self.closeParen = closeParen
    self.arguments = arguments
    self.conditions = conditions
    self.isInPreview = isInPreview
  }

  /// Labels as the compiler writes them: `_:bundle:`, `action:_:`.
  package var labelSignature: String {
    arguments.map { ($0.label ?? "_") + ":" }.joined()
  }
}
