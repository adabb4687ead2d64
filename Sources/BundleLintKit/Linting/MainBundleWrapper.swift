/// A function or property of a framework that looks the key it is given up in the main bundle:
/// `func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }`, or one
/// whose receiver is the key (`extension String { func localize() -> String {
/// NSLocalizedString(self, comment: "") } }`). Code of an extension that calls it with a
/// literal looks that key up in the extension's bundle.
public struct MainBundleWrapper: Hashable, Sendable {
  /// The name calls use.
  public var name: String
  /// The type it is declared in (`String` for an `extension String`), if any.
  public var enclosingType: String?
  /// The label of the key parameter (`_` for none); nil when the receiver is the key.
  public var keyLabel: String?
  /// The labels of its parameters, in order (`_` for none).
  public var labels: [String]
  /// The framework that declares it, once the run knows (empty in a first pass).
  public var module = ""

  /// The wrappers `syntax` declares: functions and computed properties whose body passes a
  /// parameter (or `self`, in an `extension String`) as the key of `NSLocalizedString` or
  /// `String(localized:)` without a bundle or with the main bundle.
  static func find(in syntax: FileSyntax, source: [UInt8]) -> [MainBundleWrapper] {
    var found: [MainBundleWrapper] = []
    for declaration in syntax.declarations
    where declaration.kind == .function || declaration.kind == .variable {
      guard let body = declaration.bodyRange else { continue }
      for call in syntax.calls where body.contains(call.calleeOffset) {
        guard let (argument, bundle) = Self.keyArgument(of: call),
          bundle.map({ Self.mainSpellings.contains(source.compactText($0.valueRange)) }) ?? true
        else { continue }
        let text = source.compactText(argument.valueRange)
        let labels = declaration.parameters.map { $0.label ?? "_" }
        if text == "self", declaration.enclosingType == "String" {
          found.append(
            MainBundleWrapper(
              name: declaration.name, enclosingType: "String", keyLabel: nil, labels: labels))
          break
        }
        if let key = declaration.parameters.first(where: { $0.name == text }) {
          found.append(
            MainBundleWrapper(
              name: declaration.name, enclosingType: declaration.enclosingType,
              keyLabel: key.label ?? "_", labels: labels))
          break
        }
      }
    }
    return found
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
    guard call.arguments.allSatisfy({ $0.isTrailingClosure || labels.contains($0.label ?? "_") }),
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
