import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole identifiers without which a file can give no finding and teach its package nothing:
/// a file that spells none of them is read but not lexed.
///
/// A finding comes from a call of a rule's callee (`Text`, `.navigationTitle`, `String(localized:`),
/// a `Bundle` reference, `#bundle`, a configured helper or lookup API, or a `bundlelint:` comment;
/// what a file teaches its package (a look-alike `extension UIImage`, a wrapper taking a `Bundle`
/// or a `LocalizedStringKey`, a bundle accessor, a helper of type `BundleDescription`, a
/// declaration named `module`) spells one of those words too. Calls of a package's own wrappers
/// and keys passed under a `LocalizedStringKey` label are only known after the first pass: the
/// skipped files that spell those are lexed then (`LintRun.lexSkippedFiles`).
///
/// The scan is over raw bytes: an identifier is a run of ASCII letters, digits and `_`, so a word
/// inside a comment or a string counts too (the file is lexed for nothing), and a non-ASCII byte
/// ends an identifier (a word beside one counts; more lexing, never less).
struct TriggerWords: Hashable, Sendable {
  /// The words, sorted.
  private(set) var words: [String]
  /// For each ASCII first byte, a bit per word length (1–63) that some word has.
  private var lengths: [UInt64]
  /// The words' bytes by first byte.
  private var byFirstByte: [[[UInt8]]]
  /// A word with a byte that is not an ASCII letter, digit or `_` (the scan ends an identifier
  /// there, so it could never find the word), or longer than 63 bytes: every file is lexed.
  private var matchesEverything = false

  init(_ words: some Sequence<String>) {
    let sorted = Set(words.filter { !$0.isEmpty }).sorted()
    self.words = sorted
    lengths = Array(repeating: 0, count: 128)
    byFirstByte = Array(repeating: [], count: 128)
    for word in sorted {
      let bytes = Array(word.utf8)
      guard bytes.count < 64, bytes.allSatisfy({ Self.identifierBytes[Int($0)] }) else {
        matchesEverything = true
        continue
      }
      lengths[Int(bytes[0])] |= 1 << UInt64(bytes.count)
      byFirstByte[Int(bytes[0])].append(bytes)
    }
  }

  /// The words a framework target of an Xcode project adds to its rules': the lookups a
  /// main-bundle wrapper is built on (`NSLocalizedString`, `String(localized:)` by its label),
  /// which its file must be lexed to find whether or not a rule looks for them
  /// (`MainBundleWrapper.find`), and `class`: the class by which its code finds its bundle
  /// (`Bundle(for: X.self)`) may be declared in any of its files.
  static let frameworkWords = ["NSLocalizedString", "localized", "class"]

  /// Whether the environment turns the skip off (`BUNDLELINT_NO_SKIP` set to anything but `0`
  /// or empty): every file is lexed, as a check that the skip changes no output.
  static let skipIsDisabled: Bool = {
    guard let value = getenv("BUNDLELINT_NO_SKIP") else { return false }
    let text = String(cString: value)
    return !text.isEmpty && text != "0"
  }()

  /// Words that every Swift file may spell, so no file would be skipped for them: a pattern
  /// with such a callee is found by its first argument label instead (`String(localized:`,
  /// `super.init(nibName:`), a member pattern by its receivers (`Bundle.main.url`).
  private static let everywhere: Set<String> = ["String", "init", "self", "super"]

  /// The words that always matter: `Bundle` and `bundle:` (accessors, bundles passed,
  /// `#bundle`), `module` (a declaration of it), the key and resource types a wrapper or key
  /// slot takes, a `BundleDescription` helper, `bundlelint` comments.
  private static let always = [
    "Bundle", "bundle", "module", "bundlelint", "LocalizedStringKey", "LocalizedStringResource",
    "BundleDescription",
  ]

  /// The words for `rules` (their call patterns, the configuration's lookup APIs among them) and
  /// the configuration's module bundle helpers.
  static func words(for rules: [Rule], moduleBundleHelpers: [String]) -> [String] {
    var words = always
    for rule in rules { words += Checks.triggerWords(of: rule) }
    for helper in moduleBundleHelpers { words += identifiers(in: helper) }
    return words
  }

  /// The words of which a call matching `pattern` spells at least one.
  static func words(for pattern: CallPattern) -> [String] {
    // A modifier that matches only after one of these names is found by them.
    if !pattern.chainedAfter.isEmpty { return pattern.chainedAfter }
    let callee = pattern.callee.hasPrefix("#") ? String(pattern.callee.dropFirst()) : pattern.callee
    if pattern.form == .member {
      // Each receiver by one of its identifiers, one looked for anyway where it has one
      // (`Foundation.Bundle.main` by `Bundle`, not by `Foundation`, which every file imports).
      let receivers = pattern.receivers.map { receiver in
        let names = identifiers(in: receiver).filter { !everywhere.contains($0) }
        return names.first(where: always.contains) ?? names.first
      }
      if !receivers.isEmpty, !receivers.contains(nil) { return receivers.compactMap { $0 } }
    }
    guard everywhere.contains(callee) else { return [callee] }
    if let label = pattern.parameters.first, label != "_", !everywhere.contains(label) {
      return [label]
    }
    return [callee]
  }

  /// The identifiers in `text` (`Bundle.resources` gives `Bundle` and `resources`).
  static func identifiers(in text: String) -> [String] {
    text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.map(String.init)
  }

  /// Whether `bytes` spell one of the words as a whole identifier.
  func occur(in bytes: [UInt8]) -> Bool {
    if matchesEverything { return true }
    return bytes.withUnsafeBufferPointer { buffer in
      lengths.withUnsafeBufferPointer { lengths in
        Self.identifierBytes.withUnsafeBufferPointer { isIdentifier in
          var index = 0
          let count = buffer.count
          while index < count {
            guard isIdentifier[Int(buffer[index])] else {
              index += 1
              continue
            }
            let start = index
            index += 1
            while index < count && isIdentifier[Int(buffer[index])] { index += 1 }
            let length = index - start
            let first = Int(buffer[start])
            guard length < 64, lengths[first] & (1 << UInt64(length)) != 0 else { continue }
            if spells(buffer, start, length, first) { return true }
          }
          return false
        }
      }
    }
  }

  /// Whether the `length` bytes at `start` are one of the words beginning with `first`.
  private func spells(
    _ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, _ first: Int
  )
    -> Bool
  {
    for word in byFirstByte[first] where word.count == length {
      var index = 1
      while index < length && word[index] == buffer[start + index] { index += 1 }
      if index == length { return true }
    }
    return false
  }

  /// For each byte, whether it is an ASCII letter, digit or `_`.
  private static let identifierBytes: [Bool] = (0..<256).map { byte in
    (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == 95
  }
}
