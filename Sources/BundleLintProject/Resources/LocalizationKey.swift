import BundleLintCore
import BundleLintSyntax

/// A key as code writes it, ready to match against table keys: `"\(n) items"` becomes
/// `%lld items` for messages, and matches `%lld items`, `%d items` or `%1$@ items` in a table.
package struct LocalizationKey: Hashable, Sendable {
  /// The key as a message shows it: escapes decoded, each interpolation as `%lld`.
  package var display: String
  /// The key with each interpolation or format specifier as U+0001, for matching.
  package var matchForm: String
  /// Whether the key had interpolations.
  package var hasPlaceholders: Bool

  /// A plain key (an asset name, or a table key as written in the table).
  package init(plain text: String) {
    display = text
    matchForm = text
    hasPlaceholders = false
  }

  /// A table key with each `printf` format specifier (`%lld`, `%1$@`, `%.2f`) as U+0001, and
  /// `%%` kept; nil when the key has no specifier.
  package static func formatMatchForm(of key: String) -> String? {
    guard key.utf8.contains(UInt8(ascii: "%")) else { return nil }
    let scalars = Array(key.unicodeScalars)
    var out = String.UnicodeScalarView()
    var found = false
    var i = 0
    while i < scalars.count {
      guard scalars[i] == "%", i + 1 < scalars.count else {
        out.append(scalars[i])
        i += 1
        continue
      }
      if scalars[i + 1] == "%" {
        out.append(contentsOf: "%%".unicodeScalars)
        i += 2
        continue
      }
      var j = i + 1
      while j < scalars.count, "0123456789$-+ #.'".unicodeScalars.contains(scalars[j]) { j += 1 }
      while j < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[j]) { j += 1 }
      if j < scalars.count, "diouxXeEfFgGcsSpaA@".unicodeScalars.contains(scalars[j]) {
        out.append("\u{1}")
        found = true
        i = j + 1
      } else {
        out.append(scalars[i])
        i += 1
      }
    }
    return found ? String(out) : nil
  }

  /// Whether the table key `key` has words to translate: a letter of any script outside its
  /// format specifiers. A key of symbols, punctuation, digits, emoji, whitespace and
  /// specifiers (`—`, `…`, `%lld`, `🏃`) shows the same in every language.
  package static func hasWords(_ key: String) -> Bool {
    let text = formatMatchForm(of: key) ?? key
    return text.unicodeScalars.contains { scalar in
      scalar.isASCII
        ? (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A
        : scalar.properties.isAlphabetic
    }
  }
}
