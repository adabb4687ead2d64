import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Wrapper {
  /// The wrappers `syntax` declares: functions and initializers `module` may compile with a
  /// bundle parameter that has a default and a key parameter that is a `LocalizedStringKey`, or
  /// a `String` (or `String.LocalizationValue`) that the body passes, with the bundle, to one call;
  /// and those without a bundle parameter that take a `LocalizedStringResource`.
  ///
  /// - Parameters:
  ///   - syntax: what the call matcher found in the file.
  ///   - source: the file's bytes.
  ///   - path: the file's path as notes print it.
  ///   - module: the declaring module.
  /// - Returns: the wrappers, in the file's order.
  package static func find(in syntax: FileSyntax, source: [UInt8], path: String, module: Module)
    -> [Wrapper]
  {
    var converter: SourceLocationConverter?
    var found: [Wrapper] = []
    // By index, so the declarations of other kinds are never copied.
    for index in syntax.declarations.indices
    where syntax.declarations[index].kind == .function
      || syntax.declarations[index].kind == .initializer
    {
      let declaration = syntax.declarations[index]
      guard module.mayCompile(declaration.conditions) else { continue }
      let bundleIndex: Int?
      let defaultBundle: DefaultBundle
      let keyIndex: Int
      if let index = declaration.parameters.firstIndex(where: {
        $0.label != nil && isBundleType($0.typeText) && $0.defaultValue != nil
      }) {
        guard let bundle = Self.defaultBundle(declaration.parameters[index].defaultValue ?? ""),
          let key = Self.keyIndex(
            of: declaration, bundleIndex: index, syntax: syntax, source: source)
        else { continue }
        (bundleIndex, defaultBundle, keyIndex) = (index, bundle, key)
      } else if let index = resourceKeyIndex(of: declaration) {
        (bundleIndex, defaultBundle, keyIndex) = (nil, .main, index)
      } else {
        continue
      }
      let lines = converter ?? SourceLocationConverter(source)
      converter = lines
      found.append(
        Wrapper(
          declaration: declaration, module: module.name,
          location: SourceLocation(path: path, offset: declaration.nameOffset, converter: lines),
          isVisibleOutsideModule: isVisibleOutsideModule(declaration, in: syntax),
          keyIndex: keyIndex, bundleIndex: bundleIndex, defaultBundle: defaultBundle))
    }
    return found
  }

  /// The first `LocalizedStringResource` parameter of a declaration that takes no bundle.
  private static func resourceKeyIndex(of declaration: Declaration) -> Int? {
    let parameters = declaration.parameters
    guard let index = parameters.firstIndex(where: { isResourceType($0.typeText) }),
      !parameters.contains(where: { isBundleType($0.typeText) })
    else { return nil }
    return index
  }

  /// What a missing bundle argument means, from the default's text; nil when unknown.
  private static func defaultBundle(_ text: String) -> DefaultBundle? {
    switch text {
    case "nil", ".main", "Bundle.main", "Foundation.Bundle.main": .main
    case ".module", "Bundle.module", "Foundation.Bundle.module", "#bundle": .declaringModule
    default: nil
    }
  }

  /// The key parameter: the first `LocalizedStringKey`, else the first `String` the body passes
  /// to a call together with the bundle parameter (`NSLocalizedString(key, bundle: bundle ?? .main, …)`).
  private static func keyIndex(
    of declaration: Declaration, bundleIndex: Int, syntax: FileSyntax, source: [UInt8]
  ) -> Int? {
    let parameters = declaration.parameters
    if let index = parameters.firstIndex(where: { isKeyType($0.typeText, literalOnly: true) }) {
      return index
    }
    let bundleName = parameters[bundleIndex].name
    return parameters.indices.first { index in
      isKeyType(parameters[index].typeText, literalOnly: false) && !parameters[index].name.isEmpty
        && forwards(
          key: parameters[index].name, bundle: bundleName, from: declaration, syntax: syntax,
          source: source)
    }
  }

  /// Whether the body of `declaration` passes its parameters named `key` and `bundle` to one
  /// call (the key as itself or converted, `String(key)`; the bundle anywhere in an argument or
  /// the receiver). A call of another initializer of the same type declared in this file
  /// (`self.init(…)`, matched by its labels) counts only when that one passes them on in turn: an initializer that
  /// stores a bundle for a method to read a file with later looks no key up. `depth` bounds the
  /// chain.
  static func forwards(
    key: String, bundle: String, from declaration: Declaration, syntax: FileSyntax,
    source: [UInt8], depth: Int = 0
  ) -> Bool {
    guard depth < 8, let body = declaration.bodyRange else { return false }
    for call in syntax.calls where body.contains(call.calleeOffset) {
      let arguments = call.arguments.filter { !$0.isTrailingClosure }
      let values = arguments.map { source.compactText($0.valueRange) }
      guard let keyPosition = values.firstIndex(where: { $0 == key || $0.hasSuffix("(\(key))") })
      else { continue }
      let bundlePosition = values.firstIndex { mentions($0, bundle) }
      guard bundlePosition != nil || call.receiver.map({ mentions($0, bundle) }) ?? false
      else { continue }
      let labels = arguments.map(\.label)
      let targets = ownInitializers(called: call, from: declaration, syntax: syntax).compactMap {
        target in alignment(of: labels, to: target.parameters).map { (target, $0) }
      }
      // Not one of this file's initializers: a lookup, or a call this file cannot follow.
      guard !targets.isEmpty else { return true }
      guard let bundlePosition else { continue }
      for (target, mapping) in targets {
        if forwards(
          key: target.parameters[mapping[keyPosition]].name,
          bundle: target.parameters[mapping[bundlePosition]].name, from: target, syntax: syntax,
          source: source, depth: depth + 1)
        {
          return true
        }
      }
    }
    return false
  }

  /// The initializers of `declaration`'s type in this file that `call` may call: none unless
  /// it is `self.init(…)` or `Self.init(…)` inside an initializer or function of a type.
  private static func ownInitializers(
    called call: CallSite, from declaration: Declaration, syntax: FileSyntax
  ) -> [Declaration] {
    guard call.callee == "init", call.receiver == "self" || call.receiver == "Self",
      let type = declaration.enclosingType
    else { return [] }
    return syntax.declarations.filter {
      $0.kind == .initializer && $0.enclosingType == type && $0.bodyRange != nil
        && $0.nameOffset != declaration.nameOffset
    }
  }

  /// For each argument label of a call, the position of the parameter it fills: the labels in
  /// order, the parameters passed over having defaults; nil when the call cannot be to these
  /// parameters.
  static func alignment(of labels: [String?], to parameters: [Parameter]) -> [Int]? {
    var mapping: [Int] = []
    var position = 0
    for label in labels {
      while position < parameters.count, parameters[position].label != label {
        guard parameters[position].defaultValue != nil else { return nil }
        position += 1
      }
      guard position < parameters.count else { return nil }
      mapping.append(position)
      position += 1
    }
    return mapping
  }

  /// Whether `text` names the identifier `name` (not as part of a longer name or a member).
  static func mentions(_ text: String, _ name: String) -> Bool {
    let bytes = Array(text.utf8)
    let word = Array(name.utf8)
    guard !word.isEmpty, bytes.count >= word.count else { return false }
    func isIdentifier(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == UInt8(ascii: "_") || byte >= 0x80
    }
    for start in 0...(bytes.count - word.count)
    where bytes[start..<(start + word.count)].elementsEqual(word) {
      let before = start > 0 ? bytes[start - 1] : 0x20
      let after = start + word.count < bytes.count ? bytes[start + word.count] : 0x20
      if !isIdentifier(before), before != UInt8(ascii: "."), !isIdentifier(after) { return true }
    }
    return false
  }

  /// `public`, `open` or `package` on the declaration, or on the extension it sits in.
  static func isVisibleOutsideModule(_ declaration: Declaration, in syntax: FileSyntax) -> Bool {
    let visible: Set<String> = ["public", "open", "package"]
    if declaration.modifiers.contains(where: visible.contains) { return true }
    guard let type = declaration.enclosingType else { return false }
    return syntax.declarations.contains { outer in
      outer.kind == .extension && outer.name == type
        && (outer.bodyRange?.contains(declaration.nameOffset) ?? false)
        && outer.modifiers.contains(where: visible.contains)
    }
  }
}
