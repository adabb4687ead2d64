import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Which declaration of a file holds a call, as other code names it: `Strings.cancel` for
/// `static let cancel = NSLocalizedString("cancel", comment: "")` in `struct Strings`, the
/// function's name for a lookup in a function's body.
enum KeyHolder {
  /// The name (`Type.member`, or `member` at file scope) of the property whose initializer on
  /// its own line holds `offset`, else of the innermost function or computed property whose
  /// body holds it; nil when none does.
  static func name(around offset: Int, in syntax: FileSyntax, source: [UInt8]) -> String? {
    let lineStart = SourceLocationConverter.lineStart(before: offset, in: source)
    var best: (declaration: Declaration, width: Int)?
    for declaration in syntax.declarations
    where declaration.kind == .variable || declaration.kind == .function {
      if declaration.kind == .variable, declaration.bodyRange == nil,
        declaration.nameOffset >= lineStart, declaration.nameOffset < offset
      {
        return qualified(declaration)
      }
      guard let body = declaration.bodyRange, body.contains(offset),
        body.count < best?.width ?? Int.max
      else { continue }
      best = (declaration, body.count)
    }
    return best.map { qualified($0.declaration) }
  }

  /// `Type.name` for a member (the type's last component), `name` at file scope.
  static func qualified(_ declaration: Declaration) -> String {
    guard let type = declaration.enclosingType else { return declaration.name }
    return (type.split(separator: ".").last.map(String.init) ?? type) + "." + declaration.name
  }
}
