import BundleLintCore
import BundleLintSyntax

/// What a bundle argument or receiver says, read from its text alone: which kind of bundle the
/// code asks for, before the module model says what that bundle is where the code runs
/// (`Module.meaning(of:)`).
package enum BundleExpression: Hashable, Sendable {
  /// No bundle argument, `.main`, `Bundle.main` or `nil`: the running process's main bundle.
  case main
  /// `.module` or `Bundle.module`: the accessor SwiftPM (or Tuist) generates.
  case module
  /// `#bundle`: the bundle of the binary that compiles the code (Foundation's macro, built by
  /// the Swift 6.2 toolchain of Xcode 26 and later, back-deployed to iOS 15 and macOS 12).
  case compilingBinary
  /// `Bundle(for: C.self)`: the bundle of the binary whose code declares class `C` (`Self` for
  /// `Self.self` and `type(of: self)`).
  case forClass(String)
  /// `Bundle(identifier: "id")`: the bundle with that identifier, if it is loaded.
  case identifier(String)
  /// A helper that goes up from `Bundle.main` out of an `.appex`: the app that contains the
  /// running extension.
  case containingApp
  /// Anything else (a variable, a parameter, a call bundlelint does not model): treated as a
  /// bundle the code chose, as the rules always have.
  case unknown

  /// The expression `text` (an argument's or receiver's text, whitespace removed) spells; nil
  /// `text` is a call that passes no bundle.
  package init(_ text: String?) {
    guard var text else {
      self = .main
      return
    }
    while text.hasSuffix("!") { text.removeLast() }
    switch text {
    case ".main", "Bundle.main", "Foundation.Bundle.main", "nil": self = .main
    case ".module", "Bundle.module", "Foundation.Bundle.module": self = .module
    case "#bundle": self = .compilingBinary
    default:
      if let type = Self.argument(of: text, label: "for"), type.hasSuffix(".self") {
        self = .forClass(String(type.dropLast(5)))
      } else if Self.argument(of: text, label: "for") == "type(of:self)" {
        self = .forClass("Self")
      } else if let identifier = Self.argument(of: text, label: "identifier"),
        identifier.count >= 2, identifier.hasPrefix("\""), identifier.hasSuffix("\""),
        !identifier.contains("\\(")
      {
        self = .identifier(String(identifier.dropFirst().dropLast()))
      } else if Self.goesUpFromMainBundle(text) {
        self = .containingApp
      } else {
        self = .unknown
      }
    }
  }

  /// The argument `label` of `Bundle(label: …)` or `.init(label: …)` when it is the only one.
  private static func argument(of text: String, label: String) -> Substring? {
    for callee in ["Bundle(", "Foundation.Bundle(", ".init(", "Bundle.init("] {
      let prefix = callee + label + ":"
      guard text.hasPrefix(prefix), text.hasSuffix(")") else { continue }
      let value = text.dropFirst(prefix.count).dropLast()
      guard !value.isEmpty, !value.contains(","), !value.contains(")") || value.hasSuffix(")")
      else { return nil }
      return value
    }
    return nil
  }

  /// A getter's text that builds a bundle two folders above `Bundle.main`'s when it is an
  /// `.appex` (`PlugIns/Share.appex` → the `.app`): `Bundle(url:
  /// Bundle.main.bundleURL.deletingLastPathComponent().deletingLastPathComponent())`.
  package static func goesUpFromMainBundle(_ text: String) -> Bool {
    let fromMain = ["Bundle.main.bundleURL", "Bundle.main.bundlePath", ".main.bundleURL"]
    guard fromMain.contains(where: text.contains), text.contains("Bundle(") else { return false }
    let up = ["deletingLastPathComponent()", "deletingLastPathComponent", "..", "/../.."]
    let steps = text.components(separatedBy: "deletingLastPathComponent").count - 1
    return steps >= 2 || (text.contains("appex") && up.contains(where: text.contains))
  }
}
