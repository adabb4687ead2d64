import BundleLintCore
import BundleLintSyntax

/// The part of Swift's expression grammar a manifest uses, as the static reader sees it.
///
/// Anything else (closures, `map`, dictionary literals, interpolated strings, operators other than
/// `+`) becomes `.unknown` with the reason and the offset, so the reader can point a note at it.
indirect enum ManifestExpression: Sendable {
  case string(String, offset: Int)
  case array([ManifestExpression], offset: Int)
  /// `.target(name: …)`: `callee` is the dotted name, with `""` first for an implicit member
  /// (`["", "target"]`), `["Target", "target"]`, `["Package"]`.
  case call(callee: [String], arguments: [ManifestArgument], offset: Int)
  /// `name`, `.base`, `Resource.Localization.base`: a dotted name (`""` first for `.base`).
  case reference([String], offset: Int)
  /// `a + b + c`.
  case concatenation([ManifestExpression], offset: Int)
  /// A number, `true`, `false` or `nil`.
  case literal(offset: Int)
  case unknown(reason: String, offset: Int)

  var offset: Int {
    switch self {
    case .string(_, let offset), .array(_, let offset), .call(_, _, let offset),
      .reference(_, let offset), .concatenation(_, let offset), .literal(let offset),
      .unknown(_, let offset):
      offset
    }
  }
}

/// One argument of a call, with its label (nil when unlabelled).
struct ManifestArgument: Sendable {
  var label: String?
  var value: ManifestExpression
}

/// A top-level statement of a manifest that the reader understands.
enum ManifestStatement: Sendable {
  /// `let name = value` or `var name: Type = value`.
  case binding(name: String, value: ManifestExpression)
  /// `package.targets += value`, `package.targets.append(value)`,
  /// `package.targets.append(contentsOf: value)`: `path` is `["package", "targets"]`.
  case append(path: [String], value: ManifestExpression, isSequence: Bool, offset: Int)
  /// `package.defaultLocalization = value`.
  case assignment(path: [String], value: ManifestExpression, offset: Int)
  /// `if` or `#if`: the conditions are not evaluated and every branch is read.
  case branches(keyword: String, offset: Int)
  /// A statement the reader skipped (`for`, `switch`, an unknown expression); `mayChangeTargets`
  /// when it appends, inserts, removes or assigns what the reader reads (a loop that only sets
  /// `swiftSettings` on each target does not); `mayChangeSettings` when it names
  /// `swiftSettings` or `traits` (the compilation conditions the package defines).
  case skipped(reason: String, offset: Int, mayChangeTargets: Bool, mayChangeSettings: Bool)
}
