import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The members a file names with their type (`Strings.cancel` → `Strings.cancel`), from its
/// tokens: the evidence that code uses a framework's `static let` or function.
enum MemberReferences {
  /// Every `Type.member` the tokens spell (identifier, `.`, identifier), and every
  /// identifier alone, for members named without their type (a global function). An import
  /// declaration names modules, not code the file uses (`import Models` is no use of an
  /// `extension Models.Notification`): its line adds nothing.
  static func find(tokens: [Token], source: [UInt8]) -> Set<String> {
    var found: Set<String> = []
    var previous: (kind: TokenKind, text: Substring?)?
    var beforePrevious: String?
    var inImport = false
    for token in tokens {
      if token.kind == .newline || token.kind == .semicolon { inImport = false }
      switch token.kind {
      case .whitespace, .newline, .lineComment, .blockComment: continue
      case .identifier:
        let range = Int(token.start)..<Int(token.start + token.length)
        if inImport { continue }
        if source[range].elementsEqual("import".utf8) {
          inImport = true
          continue
        }
        let text = String(decoding: source[range], as: UTF8.self)
        if previous?.kind == .period, let type = beforePrevious {
          found.insert(type + "." + text)
        }
        found.insert(text)
        beforePrevious = text
        previous = (.identifier, nil)
        continue
      case .period:
        if previous?.kind != .identifier { beforePrevious = nil }
      default:
        beforePrevious = nil
      }
      previous = (token.kind, nil)
    }
    return found
  }
}
