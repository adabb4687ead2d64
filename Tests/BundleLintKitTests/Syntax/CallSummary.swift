@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Compact one-line descriptions of matcher output, so tables stay readable.
enum CallSummary {
  /// `callee form receiver labels [literal kinds]`, e.g. `Text direct - _:bundle: [plain,-]`.
  static func describe(_ call: CallSite) -> String {
    let literals = call.arguments.map { argument -> String in
      guard let literal = argument.literal else { return argument.isTrailingClosure ? "{}" : "-" }
      var kind = literal.kind.rawValue
      if literal.isRaw { kind += "/raw" }
      if literal.isMultiline { kind += "/multiline" }
      if literal.isLocalizedStringKey { kind += "/key" }
      return kind
    }
    let labels = call.labelSignature.isEmpty ? "()" : call.labelSignature
    return
      "\(call.callee) \(call.form.rawValue) \(call.receiver ?? "-") \(labels) [\(literals.joined(separator: ","))]"
  }

  static func calls(_ source: String) -> [String] {
    CallMatcher.match(Array(source.utf8)).calls.map(describe)
  }

  /// `kind name labels in:enclosing`, e.g. `function load _:bundle: in:Loader`.
  static func describe(_ declaration: Declaration) -> String {
    let labels = declaration.labelSignature.isEmpty ? "()" : declaration.labelSignature
    return
      "\(declaration.kind.rawValue) \(declaration.name) \(labels) in:\(declaration.enclosingType ?? "-")"
  }
}
