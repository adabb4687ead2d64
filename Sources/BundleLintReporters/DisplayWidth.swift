import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// How many terminal columns text takes: what a code frame's underline lines up by.
///
/// Wide characters (CJK, Hangul, full-width forms, most emoji) take two columns, combining marks
/// and zero-width characters none, a tab `tabWidth`; everything else one.
enum DisplayWidth {
  /// The columns a tab takes (frames print it as that many spaces).
  static let tabWidth = 4

  /// The columns `text` takes.
  static func of<S: StringProtocol>(_ text: S) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns `character` takes.
  static func of(_ character: Character) -> Int {
    if character == "\t" { return tabWidth }
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.count > 1,
      character.unicodeScalars.contains(where: \.isEmojiPresentationSelector)
    {
      return 2
    }
    return of(first)
  }

  /// The columns `scalar` takes on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }

  /// `text` with each tab replaced by `tabWidth` spaces, as a frame prints it.
  static func expandingTabs(_ text: String) -> String {
    guard text.utf8.contains(0x09) else { return text }
    return text.replacingTabs(with: String(repeating: " ", count: tabWidth))
  }
}

extension Unicode.Scalar {
  /// U+FE0F, which asks for the emoji (two-column) form of the character before it.
  fileprivate var isEmojiPresentationSelector: Bool { value == 0xFE0F }
}

extension String {
  fileprivate func replacingTabs(with spaces: String) -> String {
    var result = ""
    for character in self {
      if character == "\t" { result += spaces } else { result.append(character) }
    }
    return result
  }
}
