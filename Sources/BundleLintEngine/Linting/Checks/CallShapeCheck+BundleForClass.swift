import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallShapeCheck {
  /// Whether `Bundle(for: X.self)` at `call` is a lookup in the wrong bundle: in a package it is
  /// the bundle of the code's binary (the app when linked statically), never the module's
  /// resource bundle. It is one only when `X` is a class of the package (not a UIKit or
  /// AppKit class, whose bundle is the system framework's, borrowed on purpose) and the result
  /// is used to look something up:
  /// - a lookup member on it (`Bundle(for: X.self).url(forResource:…)`); other members
  ///   (`.resourceURL`, `.bundleURL`, `.object(forInfoDictionaryKey:)`) locate a bundle or read
  ///   its Info.plist and are no lookup;
  /// - passed as the bundle of a lookup API the built-in rules know (`NSLocalizedString(…, bundle:)`),
  ///   unless the call loads no nib by name (`nibName: nil`);
  /// - in both cases, only when what is looked up may be the module's (`namesModuleResource`):
  ///   a literal name that no table, catalog or file of the module has changes nothing;
  /// - kept (`let bundle = Bundle(for: X.self)`), unless the code around is a hand-written bundle
  ///   locator (it also makes a `Bundle(url:)` or `Bundle(path:)`, SwiftPM's own search).
  /// Passed to any other call, what it is used for is unknown: no finding.
  ///
  /// Nil when it would be one but `X` is declared in no file seen yet: a first pass leaves it to
  /// the second, which knows the module's classes.
  func bundleForClassIsLookup(_ call: CallSite, in file: LintedFile) -> Bool? {
    let source = file.source
    guard let argument = call.argument(labelled: "for"), let close = call.closeParen else {
      return false
    }
    let names = Self.namesPackageClass(
      argument, source: source, module: file.module, syntax: file.syntax)
    guard names != false, isLookup(call, close: close, in: file) else { return false }
    return names
  }

  /// `bundleForClassIsLookup` once the class is the package's: how the bundle is used.
  private func isLookup(_ call: CallSite, close: Int, in file: LintedFile) -> Bool {
    let source = file.source
    // A fallback chain that also reaches the module's bundle, or a hand-written bundle search.
    if Self.isInBundleLocator(call, syntax: file.syntax, source: source, wholeFile: false) {
      return false
    }
    if let member = Self.member(after: close + 1, in: source) {
      guard Self.lookupMembers.contains(member) else { return false }
      // The lookup member's call: what it names must be the module's.
      let lookup = file.syntax.calls.first {
        $0.callee == member && $0.calleeOffset > close && $0.calleeOffset <= close + 1 + 64
      }
      return lookup.map { Self.namesModuleResource($0, in: file) } ?? true
    }
    if let (outer, label) = Self.enclosingCall(of: call, in: file.syntax) {
      if let nib = outer.argument(labelled: "nibName"),
        source.compactText(nib.valueRange, equals: "nil")
      {
        return false
      }
      // A literal name no resource of the module has: the bundle changes nothing.
      guard Self.namesModuleResource(outer, in: file) else { return false }
      // A call the package declares itself (a helper initializer) does with it what it likes.
      let declared = (file.module.declarations + file.syntax.declarations).contains {
        ($0.kind == .initializer ? $0.enclosingType : $0.name) == outer.callee
          && $0.labelSignature == outer.labelSignature
      }
      return ["bundle", "in"].contains(label) && Self.lookupCallees.contains(outer.callee)
        && !declared
    }
    // Kept in a constant the file alone uses: a lookup only if the file looks something up in
    // it (not one only read for its identifier, listed among candidates, or never read).
    switch Self.keptBundleUse(of: call, in: file) {
    case .lookup?: return true
    case .noLookup?: return false
    case .unknown?, nil: break
    }
    // Kept in a property: in a file that searches for bundles, it is one of the candidates.
    return !Self.isInBundleLocator(call, syntax: file.syntax, source: source, wholeFile: true)
  }

  /// Whether the lookup `call` may name one of the module's resources: its name is not a
  /// literal, or the module holds it (`ModuleContext.holds`), or, for a name that is not a
  /// literal, a file of the kind it asks for (`path(forResource: name, ofType: "otf")`).
  static func namesModuleResource(_ call: CallSite, in file: LintedFile) -> Bool {
    let named = ["_", "forResource", "named", "nibName", "name", "localized", "forKey"].lazy
      .compactMap { label in
        label == "_"
          ? call.arguments.first(where: { $0.label == nil }) : call.argument(labelled: label)
      }.first
    guard let name = named?.literal.flatMap({ LocalizationKey(literal: $0) }) else {
      let kind = ["withExtension", "ofType"].lazy.compactMap { call.argument(labelled: $0) }.first
      guard let type = kind?.literal.flatMap({ LocalizationKey(literal: $0) }) else { return true }
      return file.module.holdsFile(ofType: type.display)
    }
    return file.module.holds(name)
  }

  /// The callees of the built-in rules' lookup APIs (`NSLocalizedString`, `UIImage`, `Text`):
  /// a bundle passed to one of them is looked in, whichever rules run.
  static let lookupCallees = Set(
    RuleCatalog.builtin.rules.filter { CallShapeCheck.runs($0) }.flatMap { $0.calls.map(\.callee) })

  /// Members of `Bundle` that look a resource up.
  static let lookupMembers: Set<String> = [
    "url", "urls", "path", "paths", "localizedString", "image", "loadNibNamed",
    "localizedAttributedString",
  ]

  /// Whether the argument of `Bundle(for:)` names a class the package's code declares:
  /// `X.self` for a class of the module, or the code's own type (`self`, `Self.self`,
  /// `type(of: self)`). Nil when `X` is declared in no file seen yet and the module's other
  /// files are not known (a first pass).
  private static func namesPackageClass(
    _ argument: Argument, source: [UInt8], module: ModuleContext, syntax: FileSyntax
  ) -> Bool? {
    let text = source.compactText(argument.valueRange)
    if ["self", "Self.self", "type(of:self)", "Self.self as AnyClass"].contains(text) {
      return true
    }
    guard text.hasSuffix(".self") else { return false }
    var name = String(text.dropLast(5).split(separator: ".").last ?? "")
    // `typealias Class = PhotosItem` in the file: `Bundle(for: Class.self)` names `PhotosItem`.
    if let alias = syntax.declarations.first(where: { $0.kind == .typealias && $0.name == name }),
      let value = alias.valueText(in: source), let aliased = value.split(separator: ".").last
    {
      name = String(aliased)
    }
    return declaresClass(name, module: module, syntax: syntax)
      ? true : module.knowsModuleDeclarations ? false : nil
  }

  /// Whether the module (`ModuleContext.classNames`, its declarations) or the file declares a
  /// class or actor named `name`.
  static func declaresClass(_ name: String, module: ModuleContext, syntax: FileSyntax) -> Bool {
    module.classNames.contains(name)
      || (module.declarations + syntax.declarations).contains { declaration in
        declaration.name == name && [.class, .actor].contains(declaration.kind)
      }
  }

  /// The member named right after `offset` (`.resourceURL`), skipping blanks; nil when none.
  package static func member(after offset: Int, in source: [UInt8]) -> String? {
    var index = offset
    while index < source.count, source[index].isASCIIWhitespace { index += 1 }
    guard index < source.count, source[index] == UInt8(ascii: ".") else { return nil }
    index += 1
    let start = index
    while index < source.count, source[index].isIdentifierByte { index += 1 }
    return index > start ? source.text(start..<index) : nil
  }

  /// The innermost call with an argument whose value holds `call`, and that argument's label.
  private static func enclosingCall(of call: CallSite, in syntax: FileSyntax) -> (
    CallSite, String
  )? {
    var best: (call: CallSite, label: String, width: Int)?
    for outer in syntax.calls where outer.calleeOffset < call.calleeOffset {
      for argument in outer.arguments where argument.valueRange.contains(call.calleeOffset) {
        let width = argument.valueRange.count
        if best == nil || width < best!.width { best = (outer, argument.label ?? "_", width) }
      }
    }
    return best.map { ($0.call, $0.label) }
  }

  /// Whether `call` sits in a hand-written copy of SwiftPM's bundle search, where
  /// `Bundle(for:)` is a candidate or the last resort: the innermost declaration body around it
  /// (or, with `wholeFile`, the file) also makes a bundle from a URL or path or names a
  /// `.bundle` folder; or the body also reaches `Bundle.module` (a fallback chain that finds
  /// the module's resources in a SwiftPM build).
  private static func isInBundleLocator(
    _ call: CallSite, syntax: FileSyntax, source: [UInt8], wholeFile: Bool
  ) -> Bool {
    if wholeFile {
      return locatorMarks.contains { source.contains(Array($0.utf8), in: 0..<source.count) }
    }
    guard let body = syntax.innermostBody(around: call.calleeOffset) else { return false }
    return (locatorMarks + ["Bundle.module"]).contains {
      source.contains(Array($0.utf8), in: body)
    }
  }

  /// What a bundle search writes: `Bundle(url:)`, `Bundle(path:)`, `Bundle.init(url:)` or a
  /// `.bundle` name.
  static let locatorMarks = [
    "Bundle(url:", "Bundle(path:", "Bundle.init(url:", "Bundle.init(path:", ".bundle\"",
  ]
}

extension CallShapeCheck {
  /// The bundle argument of `call` under `pattern` when it is one of the module's properties
  /// whose value is `Bundle(for: X.self)` with `X` a class of the module
  /// (`ModuleContext.classBundleHelpers`), or a local constant of that value
  /// (`localClassBundle`): the argument, as written, and `X`.
  static func classBundleArgument(of call: CallSite, _ pattern: CallPattern, in file: LintedFile)
    -> (argument: Argument, written: String, type: String)?
  {
    let module = file.module
    guard pattern.kind == .bundleParameter, module.module.binary == .package,
      module.resources.ownsBundle, let label = pattern.bundleLabel,
      let argument = call.argument(labelled: label)
    else { return nil }
    // A property is known in a second pass, which lints again the files that pass one; a local
    // constant is in the file.
    let written = file.source.compactText(argument.valueRange)
    if let local = localClassBundle(named: written, before: call, in: file) {
      return (argument, written, local)
    }
    for helper in module.classBundleHelpers where helper.spellings.contains(written) {
      guard case .forClass(let type) = helper.expression else { continue }
      let name = String(type.split(separator: ".").last ?? "")
      // `Self` of a type the module declares is one of its classes.
      guard
        declaresClass(name, module: module, syntax: file.syntax)
          || (type == "Self" && helper.enclosingType != nil)
      else { continue }
      return (argument, written, type == "Self" ? helper.enclosingType! : type)
    }
    return nil
  }
}

extension CallShapeCheck {
  /// The class `X` of a local `let name = Bundle(for: X.self)` written before `call` in the body
  /// around it, when `X` is a class the module declares.
  static func localClassBundle(named name: String, before call: CallSite, in file: LintedFile)
    -> String?
  {
    guard !name.isEmpty, name.utf8.allSatisfy(\.isIdentifierByte),
      let body = file.syntax.innermostBody(around: call.calleeOffset)
    else { return nil }
    let source = file.source
    for bundle in file.syntax.calls
    where bundle.callee == "Bundle" && body.contains(bundle.calleeOffset)
      && bundle.calleeOffset < call.calleeOffset
    {
      guard let argument = bundle.arguments.first, argument.label == "for" else { continue }
      let start = SourceLocationConverter.lineStart(before: bundle.calleeOffset, in: source)
      let head = source.compactText(start..<bundle.calleeOffset)
      guard head == "let\(name)=" || head == "var\(name)=" else { continue }
      let type = source.compactText(argument.valueRange)
      guard type.hasSuffix(".self") else { continue }
      let className = String(type.dropLast(5).split(separator: ".").last ?? "")
      return declaresClass(className, module: file.module, syntax: file.syntax)
        ? String(type.dropLast(5)) : nil
    }
    return nil
  }
}

extension [UInt8] {
  /// Whether `needle` occurs within `range`.
  fileprivate func contains(_ needle: [UInt8], in range: Range<Int>) -> Bool {
    let upper = Swift.min(range.upperBound, count)
    guard let first = needle.first, upper - range.lowerBound >= needle.count else { return false }
    var index = Swift.max(range.lowerBound, 0)
    while index + needle.count <= upper {
      if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
