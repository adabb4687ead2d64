import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension String {
  /// The code with each `.module` member rewritten (`bundle: .module`, `Bundle.module.bundleURL`;
  /// not `.moduleBundle`, another name): `rewrite` is given the text before the member (since
  /// the previous one) and gives back that text, or part of it, and what stands for `.module`.
  func rewritingModuleMember(_ rewrite: (Substring) -> (head: Substring, member: String))
    -> String
  {
    var out = ""
    var rest = Substring(self)
    while let range = rest.range(of: ".module") {
      let head = rest[..<range.lowerBound]
      rest = rest[range.upperBound...]
      guard !Self.isIdentifierCharacter(rest.first) else {
        out += head + ".module"
        continue
      }
      let (kept, member) = rewrite(head)
      out += kept + member
    }
    return out + rest
  }

  /// Whether `character` can be part of a Swift identifier (a letter, a digit or `_`).
  static func isIdentifierCharacter(_ character: Character?) -> Bool {
    character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
  }
}
