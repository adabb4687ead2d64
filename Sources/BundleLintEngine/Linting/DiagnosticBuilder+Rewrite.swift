import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension DiagnosticBuilder {
  /// A rewrite: its edits, and the call as it reads after them, every argument it keeps shown
  /// (closures and long values as `…`), for the finding's message.
  struct Rewrite {
    var edits: [(range: Range<Int>, replacement: String)]
    var shown: String
  }

  /// The edits that rewrite a call to an API without a bundle parameter into a form that takes
  /// a `Text(key, bundle: .module)` (or an `Image(name, bundle: .module)`), or nil where no
  /// rewrite is known for the call's layout (the fix then stays advice). Unsafe, as the call's
  /// shape changes:
  /// - a modifier (`.navigationTitle("k")`, `.help`, `.accessibilityLabel`, `.alert("k",
  ///   isPresented:)`, `.badge`): the key's argument becomes `Text("k", bundle: .module)`
  ///   (each has a `Text` overload, available where the key's is);
  /// - a view whose label is its last closure: the key leaves the argument list and the label
  ///   comes after the trailing closures: `Button("k") { … }` → `Button { … } label: { Text("k",
  ///   bundle: .module) }`, `Button("k", action: f)` → `Button(action: f) { Text(…) }`,
  ///   `Toggle("k", isOn: $x)` → `Toggle(isOn: $x) { Text(…) }`; a `systemImage:` or `image:`
  ///   becomes the icon of a `Label { Text(…) } icon: { Image(systemName: "s") }` label;
  /// - `Label("k", systemImage: "s")` → `Label { Text(…) } icon: { Image(systemName: "s") }`;
  /// - the image of `Label(_:image:)`, `Tab(_:image:)` and `ContentUnavailableView(_:image:
  ///   description:)` (the title kept as `Text(title)`, which reads it as the call did) →
  ///   `Label { Text("t") } icon: { Image("i", bundle: .module) }`, or `Image(.i)` where the
  ///   file already uses generated asset symbols (`Image(.logo)`) and the name is its own symbol;
  /// - `#imageLiteral(resourceName: "x")` → `UIImage(named: "x", in: .module, with: nil)!`.
  ///
  /// Trailing closures and the other arguments are kept byte for byte.
  func rewrite(for finding: CallFinding) -> Rewrite? {
    let call = finding.call
    if call.callee == "#imageLiteral" {
      return imageLiteralEdits(for: finding).map { Rewrite(edits: $0, shown: $0[0].replacement) }
    }
    guard let lookup = finding.lookup, lookup.literal != nil,
      let open = call.openParen, let close = call.closeParen,
      isWholeArgument(lookup.valueRange, labelled: lookup.label != nil)
    else { return nil }
    let inParens = call.arguments.filter { !$0.isTrailingClosure }
    let trailing = call.arguments.filter(\.isTrailingClosure)
    let text = "Text(\(source.text(lookup.valueRange)), bundle: .module)"
    if finding.pattern.form == .modifier {
      // `.searchable(text: $q, prompt: "k")`: the prompt is a `Text?` in the same overloads.
      let replaced = lookup.label == nil ? Self.textModifiers : ["searchable"]
      guard replaced.contains(call.callee), lookup.label == nil || lookup.label == "prompt" else {
        return nil
      }
      return Rewrite(
        edits: [(lookup.valueRange, text)],
        shown: "." + shape(call.callee, inParens, replacing: lookup, with: text, trailing))
    }
    // The image of a titled view: the title stays as the call read it.
    let image = lookup.label == "image"
    let title = image ? inParens.first { $0.label == nil } : lookup
    guard let title, lookup.label == nil || image, call.form == .direct,
      let closureLabel = Self.labelClosures[call.callee],
      Self.hasLabelForm(call.callee, module.module.deploymentTargets)
    else { return nil }
    // A labelled trailing closure (`primaryAction:`) would have to come after the label; the
    // trailing closure of a view whose closures are actions (`Stepper`'s `onEditingChanged`)
    // would no longer be the one it was.
    guard trailing.allSatisfy({ $0.label == nil }), trailing.count <= 1,
      trailing.isEmpty || !Self.closureIsNotContent.contains(call.callee),
      inParens.allSatisfy({ !(Self.labelFormLacks[call.callee] ?? []).contains($0.label ?? "_") })
    else { return nil }
    // Where every build has `Button(_: LocalizedStringResource, action:)` (iOS 16, macOS 13),
    // the key becomes a resource in the module's bundle and the call keeps its shape.
    if !image, call.callee == "Button", Self.hasResourceTitles(module.module.deploymentTargets),
      inParens.allSatisfy({ $0.label != "systemImage" && $0.label != "image" })
    {
      let resource =
        "LocalizedStringResource(\(source.text(lookup.valueRange)), bundle: .atURL(Bundle.module.bundleURL))"
      return Rewrite(
        edits: [(lookup.valueRange, resource)],
        shown: shape(call.callee, inParens, replacing: lookup, with: resource, trailing))
    }
    let titleText = image ? "Text(\(source.text(title.valueRange)))" : text
    var label = titleText
    if image { label = "Label { \(titleText) } icon: { \(imageInBundle(lookup)) }" }
    var kept: [Argument] = []
    var description: String?
    for argument in inParens
    where argument.valueRange != lookup.valueRange && argument.valueRange != title.valueRange {
      switch argument.label {
      case "description" where call.callee == "ContentUnavailableView":
        // A `Text?`: a `Text(…)` expression is a view the `description:` builder takes, an
        // optional would not be.
        let value = source.text(argument.valueRange)
        guard value.hasPrefix("Text(") else { return nil }
        description = value
      case "systemImage":
        label = "Label { \(text) } icon: { Image(systemName: \(source.text(argument.valueRange))) }"
      case "image":
        label = "Label { \(text) } icon: { Image(\(source.text(argument.valueRange))) }"
      case nil: return nil
      default: kept.append(argument)
      }
    }
    if call.callee == "Label" {
      guard kept.isEmpty, trailing.isEmpty, label != text else { return nil }
      return Rewrite(edits: [(call.calleeOffset..<(close + 1), label)], shown: label)
    }
    let arguments = remainingArguments(inParens, keeping: kept, open: open, close: close)
    let keptShown = kept.isEmpty ? "" : "(" + kept.map(shown).joined(separator: ", ") + ")"
    if let closure = trailing.first {
      // `Button("k") { … }` → `Button { … } label: { … }`.
      let list = arguments.isEmpty ? (open..<(close + 1), "") : ((open + 1)..<close, arguments)
      let end = closure.valueRange.upperBound
      return Rewrite(
        edits: [list, (end..<end, " \(closureLabel): { \(label) }")],
        shown: "\(call.callee)\(keptShown) { … } \(closureLabel): { \(label) }")
    }
    // `ProgressView("k")` → `ProgressView { … }`, `ContentUnavailableView("k", systemImage:
    // "s", description: Text(d))` → `ContentUnavailableView { Label { … } icon: { … } }
    // description: { Text(d) }`: the closures are all the call needs.
    if kept.isEmpty, Self.labelOnly.contains(call.callee) {
      let oneLine = " { \(label) }" + (description.map { " description: { \($0) }" } ?? "")
      // A call written over several lines keeps them: each closure's body on a line of its
      // own, indented as the arguments were.
      guard source[open..<close].contains(UInt8(ascii: "\n")) else {
        return Rewrite(edits: [(open..<(close + 1), oneLine)], shown: call.callee + oneLine)
      }
      let inner = indentation(ofLineAt: lookup.valueRange.lowerBound)
      let outer = indentation(ofLineAt: close)
      let body = { (code: String) in " {\n\(inner)\(code)\n\(outer)}" }
      return Rewrite(
        edits: [
          (
            open..<(close + 1),
            body(label) + (description.map { " description:" + body($0) } ?? "")
          )
        ], shown: call.callee + oneLine)
    }
    // `Button("k", action: f)` → `Button(action: f) { … }`: the label closure is the last
    // parameter, after those the call passes.
    guard !kept.isEmpty else { return nil }
    return Rewrite(
      edits: [((open + 1)..<close, arguments), ((close + 1)..<(close + 1), " { \(label) }")],
      shown: "\(call.callee)\(keptShown) { \(label) }")
  }

  /// `Image(name, bundle: .module)` for the image argument `argument`, or `Image(.name)` where
  /// the file already uses generated asset symbols and `name` is written as its own symbol.
  private func imageInBundle(_ argument: Argument) -> String {
    let name = argument.literal.flatMap { LocalizationKey(literal: $0)?.display }
    if let name, Self.isOwnSymbol(name), usesAssetSymbols() { return "Image(.\(name))" }
    return "Image(\(source.text(argument.valueRange)), bundle: .module)"
  }

  /// Whether Xcode's generated symbol of an asset named `name` is `name` itself: a lower-case
  /// ASCII identifier without the `Image` or `Color` suffix the generator drops.
  static func isOwnSymbol(_ name: String) -> Bool {
    guard let first = name.utf8.first, (0x61...0x7A).contains(first),
      name.utf8.allSatisfy({ $0 < 0x80 && $0.isIdentifierByte && $0 != UInt8(ascii: "_") }),
      !name.hasSuffix("Image"), !name.hasSuffix("Color")
    else { return false }
    // A keyword would be written in backticks.
    return Array(name.utf8).withUnsafeBufferPointer { SwiftKeyword.classify($0) } == .none
  }

  /// Whether the file passes a generated image symbol to `Image` (`Image(.logo)`): its build
  /// generates asset symbols.
  private func usesAssetSymbols() -> Bool {
    calls.contains { call in
      guard call.callee == "Image", call.form == .direct, let first = call.arguments.first,
        first.label == nil, call.arguments.count == 1, first.valueRange.count > 1,
        source[first.valueRange.lowerBound] == UInt8(ascii: ".")
      else { return false }
      return source[first.valueRange.dropFirst()].allSatisfy(\.isIdentifierByte)
    }
  }

  /// `callee(arguments)` with `lookup` written as `replacement`, the other arguments shown, and
  /// a trailing closure as `{ … }`.
  private func shape(
    _ callee: String, _ arguments: [Argument], replacing lookup: Argument, with replacement: String,
    _ trailing: [Argument]
  ) -> String {
    let list = arguments.map { argument in
      argument.valueRange == lookup.valueRange
        ? (argument.label.map { "\($0): " } ?? "") + replacement : shown(argument)
    }
    return "\(callee)(\(list.joined(separator: ", ")))" + (trailing.isEmpty ? "" : " { … }")
  }

  /// An argument as a message shows it: `label: value`, a value of several lines or more than
  /// 40 bytes as `…`.
  private func shown(_ argument: Argument) -> String {
    let value = source.compactText(argument.valueRange)
    let short =
      argument.valueRange.count <= 40 && !source[argument.valueRange].contains(0x0A) ? value : "…"
    return (argument.label.map { "\($0): " } ?? "") + short
  }

  /// The blanks that start the line holding `offset`.
  private func indentation(ofLineAt offset: Int) -> String {
    let start = SourceLocationConverter.lineStart(before: offset, in: source)
    var end = start
    while end < source.count, source[end] == 0x20 || source[end] == 0x09 { end += 1 }
    return String(decoding: source[start..<end], as: UTF8.self)
  }

  /// The bytes between the parentheses with every argument but `kept` cut out, each with the
  /// separator after it (before it, for the last), so the kept ones keep their line breaks and
  /// indentation.
  private func remainingArguments(
    _ arguments: [Argument], keeping kept: [Argument], open: Int, close: Int
  ) -> String {
    func start(_ argument: Argument) -> Int {
      argument.labelOffset ?? argument.valueRange.lowerBound
    }
    var cut = [Bool](repeating: false, count: close - open - 1)
    func mark(_ range: Range<Int>) {
      for offset in range where offset > open && offset < close { cut[offset - open - 1] = true }
    }
    for (index, argument) in arguments.enumerated() where !kept.contains(argument) {
      if index + 1 < arguments.count {
        mark(start(argument)..<start(arguments[index + 1]))
      } else if index > 0 {
        mark(arguments[index - 1].valueRange.upperBound..<argument.valueRange.upperBound)
      } else {
        mark(start(argument)..<argument.valueRange.upperBound)
      }
    }
    var bytes: [UInt8] = []
    for offset in (open + 1)..<close where !cut[offset - open - 1] { bytes.append(source[offset]) }
    let text = String(decoding: bytes, as: UTF8.self)
    return kept.isEmpty ? "" : text
  }

  /// `#imageLiteral(resourceName: "x")` → `UIImage(named: "x", in: .module, with: nil)!` (the
  /// form the rule's other fixes write) in a file that imports UIKit, `Bundle.module.image(forResource: "x")!` in one that
  /// imports AppKit; nil in others (which framework is meant is not known) or for a name that
  /// is not a literal. The `!` keeps the literal's non-optional type.
  private func imageLiteralEdits(for finding: CallFinding) -> [(
    range: Range<Int>, replacement: String
  )]? {
    let call = finding.call
    guard
      let lookup = finding.lookup ?? call.argument(labelled: "resourceName"),
      source[lookup.valueRange].first == UInt8(ascii: "\""), let close = call.closeParen
    else { return nil }
    let name = source.text(lookup.valueRange)
    let start = call.calleeOffset
    let range = start..<(close + 1)
    if ImportScan.imports("UIKit", in: source) {
      return [(range, "UIImage(named: \(name), in: .module, with: nil)!")]
    }
    if ImportScan.imports("AppKit", in: source) {
      return [(range, "Bundle.module.image(forResource: \(name))!")]
    }
    return nil
  }

  /// Whether deployment targets name iOS 16 and macOS 13 or later: the systems where
  /// `Button(_: LocalizedStringResource, action:)` and `Button(_:role:action:)` exist.
  static func hasResourceTitles(_ targets: [String: String]) -> Bool {
    reach(targets, iOS: 16, macOS: 13)
  }

  /// Whether the label form of `callee` exists wherever its key form does, or the deployment
  /// targets are late enough for it: `TextField(text:prompt:label:)` and `SecureField(text:
  /// prompt:label:)` need iOS 15 / macOS 12, where their key forms need iOS 13 / macOS 10.15.
  static func hasLabelForm(_ callee: String, _ targets: [String: String]) -> Bool {
    guard callee == "TextField" || callee == "SecureField" else { return true }
    return reach(targets, iOS: 15, macOS: 12)
  }

  /// Whether deployment targets name iOS `iOS` and macOS `macOS` or later.
  private static func reach(_ targets: [String: String], iOS: Int, macOS: Int)
    -> Bool
  {
    func atLeast(_ platform: String, _ major: Int) -> Bool {
      guard let version = targets[platform],
        let first = version.split(separator: ".").first.flatMap({ Int($0) })
      else { return false }
      return first >= major
    }
    return atLeast("iOS", iOS) && atLeast("macOS", macOS)
  }

  /// Whether `range` is a whole argument: `(` or `,` before it (`:` for a labelled one) and `)`
  /// or `,` after it, not one branch of `flag ? "a" : "b"`, which a `Text` would not type-check
  /// in.
  private func isWholeArgument(_ range: Range<Int>, labelled: Bool) -> Bool {
    var before = range.lowerBound - 1
    while before >= 0,
      source[before] == 0x20 || source[before] == 0x09 || source[before] == 0x0A
        || source[before] == 0x0D
    {
      before -= 1
    }
    var after = range.upperBound
    while after < source.count,
      source[after] == 0x20 || source[after] == 0x09
        || source[after] == 0x0A || source[after] == 0x0D
    {
      after += 1
    }
    guard before >= 0, after < source.count else { return false }
    let opening: [UInt8] = labelled ? [UInt8(ascii: ":")] : [UInt8(ascii: "("), UInt8(ascii: ",")]
    return opening.contains(source[before])
      && (source[after] == UInt8(ascii: ")") || source[after] == UInt8(ascii: ","))
  }

  /// Modifiers whose key argument has a `Text` overload.
  static let textModifiers: Set<String> = [
    "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue", "alert", "confirmationDialog", "badge",
  ]

  /// Views whose title key has a form with the label as the last closure, and that closure's
  /// label: `Button(action:label:)` (`Button(role:action:label:)` with a role), `Toggle(isOn:
  /// label:)`, `Link(destination:label:)`, `Menu(content:label:)`, `Picker(selection:content:
  /// label:)`, `Section(content:header:)`, `GroupBox(content:label:)`,
  /// `DisclosureGroup(content:label:)`; `Label(title:icon:)`.
  /// Also `NavigationLink(destination:label:)` and `NavigationLink(value:label:)`, `TextField(
  /// text:prompt:axis:label:)`, `TextField(value:format:prompt:label:)`, `SecureField(text:prompt:
  /// label:)`, `Stepper(value:in:step:onEditingChanged:label:)`, `DatePicker(selection:in:
  /// displayedComponents:label:)`, `ColorPicker(selection:supportsOpacity:label:)`,
  /// `ProgressView(value:total:label:)` and `ProgressView(label:)`, `LabeledContent(content:
  /// label:)`, `Tab(value:content:label:)`, `ShareLink(item:subject:message:preview:label:)`,
  /// `ControlGroup(content:label:)` and `ContentUnavailableView(label:description:actions:)`.
  static let labelClosures: [String: String] = [
    "Button": "label", "Toggle": "label", "Link": "label", "Menu": "label", "Picker": "label",
    "Section": "header", "GroupBox": "label", "DisclosureGroup": "label", "Label": "label",
    "NavigationLink": "label", "TextField": "label", "SecureField": "label", "Stepper": "label",
    "DatePicker": "label", "ColorPicker": "label", "ProgressView": "label",
    "LabeledContent": "label", "Tab": "label", "ShareLink": "label", "ControlGroup": "label",
    "ContentUnavailableView": "label",
  ]

  /// Views whose label form takes no other argument, so the label closure replaces the
  /// parentheses: `ProgressView(label:)`, `ContentUnavailableView(label:description:actions:)`.
  static let labelOnly: Set<String> = ["ProgressView", "ContentUnavailableView"]

  /// Views whose trailing closure, if any, is an action rather than content, so a label closure
  /// after it would change which parameter it fills, or that take no closure besides the label.
  static let closureIsNotContent: Set<String> = [
    "Toggle", "Link", "TextField", "SecureField", "Stepper", "DatePicker", "ColorPicker",
    "ProgressView", "ShareLink", "ContentUnavailableView",
  ]

  /// Arguments of the key form that the label form has no place for: a `LabeledContent`'s
  /// `value:` (the key form shows it verbatim, a `Text` of a literal would translate it), a
  /// `Stepper`'s `format:`, a `Tab`'s `role:` (no `Tab(role:content:label:)`).
  static let labelFormLacks: [String: Set<String>] = [
    "LabeledContent": ["value", "format"], "Stepper": ["format"], "Tab": ["role"],
  ]
}
