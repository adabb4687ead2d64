import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A function or property of a framework that looks the key it is given up in the main bundle:
/// `func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }`, or one
/// whose receiver is the key (`extension String { func localize() -> String {
/// NSLocalizedString(self, comment: "") } }`). Code of an extension that calls it with a
/// literal looks that key up in the extension's bundle.
package struct MainBundleWrapper: Hashable, Sendable {
  /// The name calls use.
  package var name: String
  /// The type it is declared in (`String` for an `extension String`), if any.
  package var enclosingType: String?
  /// The label of the key parameter (`_` for none); nil when the receiver is the key.
  package var keyLabel: String?
  /// The labels of its parameters, in order (`_` for none).
  package var labels: [String]
  /// The framework that declares it, once the run knows (empty in a first pass).
  package var module = ""

  /// The wrappers `syntax` declares: functions and computed properties whose body passes a
  /// parameter (or `self`, in an `extension String`) as the key of `NSLocalizedString` or
  /// `String(localized:)` without a bundle or with the main bundle.
  static func find(in syntax: FileSyntax, source: [UInt8]) -> [MainBundleWrapper] {
    // The first wrapper found makes a lookup, and the others make one or call a wrapper of this
    // file: only the lookups and the calls of the file's own functions and properties can make
    // one, in the order the file has them. A file without a lookup has no wrapper.
    guard syntax.calls.contains(where: { keyArgument(of: $0) != nil }) else { return [] }
    let candidates = syntax.declarations.filter { $0.kind == .function || $0.kind == .variable }
    let names = Set(candidates.map(\.name))
    let calls = syntax.calls.filter { keyArgument(of: $0) != nil || names.contains($0.callee) }
    var found: [MainBundleWrapper] = []
    // A function that passes its key on to a wrapper found before is one too
    // (`localized(stringID:parameter:)` calling `localized(_:)`): until none is added.
    var added = true
    while added {
      added = false
      for declaration in candidates {
        guard let body = declaration.bodyRange,
          !found.contains(where: { $0.declares(declaration) }),
          let wrapper = wrapper(declaration, body: body, calls: calls, source: source, found)
        else { continue }
        found.append(wrapper)
        added = true
      }
    }
    return found
  }

  /// `declaration` as a wrapper, when one of `calls` in its body looks up (or passes on to one
  /// of `found`) one of its parameters, or `self` in an `extension String`, as the key.
  private static func wrapper(
    _ declaration: Declaration, body: Range<Int>, calls: [CallSite], source: [UInt8],
    _ found: [MainBundleWrapper]
  ) -> MainBundleWrapper? {
    let labels = declaration.parameters.map { $0.label ?? "_" }
    for call in calls where body.contains(call.calleeOffset) {
      let passed: Argument
      if let (argument, bundle) = keyArgument(of: call) {
        if let bundle, !mainSpellings.contains(source.compactText(bundle.valueRange)) { continue }
        passed = argument
      } else if let inner = found.first(where: { $0.name == call.callee }) {
        // On to a wrapper by its key argument, or as the receiver of one whose receiver is
        // the key (`id.localized()`).
        if let label = inner.keyLabel, let argument = call.argument(labelled: label) {
          passed = argument
        } else if inner.keyLabel == nil, let receiver = call.receiver,
          let key = declaration.parameters.first(where: { $0.name == receiver })
        {
          return MainBundleWrapper(
            name: declaration.name, enclosingType: declaration.enclosingType,
            keyLabel: key.label ?? "_", labels: labels)
        } else {
          continue
        }
      } else {
        continue
      }
      let text = source.compactText(passed.valueRange)
      if text == "self", declaration.enclosingType == "String" {
        return MainBundleWrapper(
          name: declaration.name, enclosingType: "String", keyLabel: nil, labels: labels)
      }
      if let key = declaration.parameters.first(where: { $0.name == text }) {
        return MainBundleWrapper(
          name: declaration.name, enclosingType: declaration.enclosingType,
          keyLabel: key.label ?? "_", labels: labels)
      }
    }
    return nil
  }

  /// Whether this wrapper is `declaration`.
  private func declares(_ declaration: Declaration) -> Bool {
    name == declaration.name && enclosingType == declaration.enclosingType
      && labels == declaration.parameters.map { $0.label ?? "_" }
  }

  /// How the main bundle is written as a bundle argument.
  static let mainSpellings: Set<String> = [".main", "Bundle.main", "Foundation.Bundle.main"]

  /// The key argument of a lookup call (`NSLocalizedString(key, …)`,
  /// `String(localized: key, …)`) and its bundle argument, if it is one.
  static func keyArgument(of call: CallSite) -> (key: Argument, bundle: Argument?)? {
    switch call.callee {
    case "NSLocalizedString":
      guard let key = call.argument(labelled: "_") else { return nil }
      return (key, call.argument(labelled: "bundle"))
    case "String":
      guard let key = call.argument(labelled: "localized") else { return nil }
      return (key, call.argument(labelled: "bundle"))
    default:
      return nil
    }
  }

  /// The literal key `call` passes to this wrapper, if it calls it: the argument under the key
  /// label, or the string literal the call is made on (`"key".localize()`).
  func key(of call: CallSite, source: [UInt8]) -> LocalizationKey? {
    guard call.callee == name else { return nil }
    guard let keyLabel else {
      guard call.form != .direct else { return nil }
      return Self.literalReceiver(before: call.calleeOffset, in: source)
    }
    // Its labels (other overloads may share the name).
    // Its labels (other overloads may share the name); unlabelled arguments may fill a
    // variadic parameter.
    guard call.arguments.allSatisfy({ $0.label.map(labels.contains) ?? true }),
      let literal = call.argument(labelled: keyLabel)?.literal
    else { return nil }
    return LocalizationKey(literal: literal)
  }

  /// The text of a plain string literal that ends right before the `.` before `offset`
  /// (`"key".localize()`), if there is one.
  static func literalReceiver(before offset: Int, in source: [UInt8]) -> LocalizationKey? {
    var index = offset - 1
    while index >= 0, source[index].isASCIIWhitespace { index -= 1 }
    guard index >= 0, source[index] == UInt8(ascii: ".") else { return nil }
    index -= 1
    while index >= 0, source[index].isASCIIWhitespace { index -= 1 }
    guard index >= 0, source[index] == UInt8(ascii: "\"") else { return nil }
    let end = index
    index -= 1
    while index >= 0, source[index] != UInt8(ascii: "\"") {
      let byte = source[index]
      if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") { return nil }
      index -= 1
    }
    guard index >= 0, index < end else { return nil }
    let text = String(decoding: source[(index + 1)..<end], as: UTF8.self)
    return text.isEmpty ? nil : LocalizationKey(plain: text)
  }
}
