import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension KeySlot {
  /// What a name stands for in its file.
  private enum Target {
    case property(Declaration)
    case parameter(Parameter, of: Declaration)

    var typeText: String? {
      switch self {
      case .property(let declaration): declaration.typeText
      case .parameter(let parameter, _): parameter.typeText
      }
    }
  }

  /// How a local binding before a lookup gives a name its value.
  private enum LocalBinding {
    /// `if let title = configuration.title`, `guard let`, `let title = …`, or the second
    /// parameter of an `if`-style helper's closure (`.if(label) { view, label in … }`): the name
    /// is the path written at `offset`.
    case alias(String, offset: Int)
    /// Any other binding (`for title in`, a closure's parameter, a computed value): not followed.
    case opaque
  }

  /// The slot the lookup `argument` reads its key from: the value is a name or member path
  /// (`title`, `self.title`, `configuration.description`) that the file's declarations type as a
  /// `LocalizedStringKey` (or optional) stored property, or a labelled parameter, of the
  /// function around the lookup. Local bindings that rename a path (`if let`, `guard let`, an
  /// `.if(optional) { view, value in … }` helper) are followed; other local bindings stop it.
  static func resolve(_ argument: Argument, in file: LintedFile) -> KeySlot? {
    let text = file.source.compactText(argument.valueRange)
    guard let target = target(of: text, at: argument.valueRange.lowerBound, in: file, depth: 0),
      let type = target.typeText, Wrapper.isKeyType(type, literalOnly: true)
    else { return nil }
    let syntax = file.syntax
    switch target {
    case .parameter(let parameter, let owner):
      guard let label = parameter.label else { return nil }
      let filler = Filler(
        label: label, parameters: owner.parameters,
        isVisibleOutsideModule: Wrapper.isVisibleOutsideModule(owner, in: syntax))
      switch owner.kind {
      case .initializer:
        guard let type = owner.enclosingType else { return nil }
        return KeySlot(
          name: parameter.name, type: DeclarationIndex.lastComponent(type), function: nil,
          fillers: [filler], memberNames: [], module: file.module.name)
      case .function:
        return KeySlot(
          name: parameter.name, type: nil, function: owner.name, fillers: [filler],
          memberNames: [], module: file.module.name)
      default:
        return nil
      }
    case .property(let property):
      guard let type = property.enclosingType.map(DeclarationIndex.lastComponent) else {
        return nil
      }
      return KeySlot(
        name: property.name, type: type, function: nil,
        fillers: fillers(of: property, type: type, in: file),
        memberNames: Set(
          syntax.declarations.filter { $0.kind == .variable && isMember($0, of: type) }.map(\.name)
        ),
        module: file.module.name)
    }
  }

  /// What fills `property` of `type`: the memberwise initializer (when the file declares no
  /// initializer of the type), and each initializer parameter of the file that is a key and is
  /// stored into the property (`self.title = title`).
  private static func fillers(of property: Declaration, type: String, in file: LintedFile)
    -> [Filler]
  {
    let initializers = file.syntax.declarations.filter {
      $0.kind == .initializer && isMember($0, of: type)
    }
    if initializers.isEmpty {
      return [Filler(label: property.name, parameters: nil, isVisibleOutsideModule: false)]
    }
    var fillers: [Filler] = []
    for initializer in initializers {
      guard let body = initializer.bodyRange else { continue }
      // Statements apart: `self.icon = icon⏎self.title = title` is not `iconself.title`.
      let text = String(
        decoding: file.source[body].compactMap { byte -> UInt8? in
          byte == UInt8(ascii: "\n") ? UInt8(ascii: ";") : byte.isASCIIWhitespace ? nil : byte
        }, as: UTF8.self)
      let isVisible = Wrapper.isVisibleOutsideModule(initializer, in: file.syntax)
      for parameter in initializer.parameters
      where Wrapper.isKeyType(parameter.typeText, literalOnly: true) && !parameter.name.isEmpty {
        guard let label = parameter.label,
          WrapperDeclarationCheck.storedProperties(assigned: parameter.name, in: text)
            .contains(property.name)
        else { continue }
        fillers.append(
          Filler(
            label: label, parameters: initializer.parameters, isVisibleOutsideModule: isVisible))
      }
    }
    return fillers
  }

  /// Whether `declaration` is declared in `type` (or an extension of it).
  private static func isMember(_ declaration: Declaration, of type: String) -> Bool {
    declaration.enclosingType.map(DeclarationIndex.lastComponent) == type
  }

  /// What the path `text` (whitespace removed) at `offset` stands for: its first name a local
  /// binding, a parameter of the function around it or a property of its type, each further
  /// member a property of the type before it. `depth` bounds the aliases followed.
  private static func target(of text: String, at offset: Int, in file: LintedFile, depth: Int)
    -> Target?
  {
    guard depth < 3, text.utf8.count <= 200 else { return nil }
    var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count <= 4, parts.allSatisfy(isIdentifier) else { return nil }
    let syntax = file.syntax
    let scope = syntax.declarations.filter {
      $0.kind != .struct && $0.kind != .class && $0.kind != .enum && $0.kind != .actor
        && $0.kind != .extension && $0.kind != .protocol
        && ($0.bodyRange?.contains(offset) ?? false)
    }.min { ($0.bodyRange?.count ?? 0) < ($1.bodyRange?.count ?? 0) }
    let head = parts.removeFirst()
    var current: Target
    if head == "self" {
      guard !parts.isEmpty, let type = scope?.enclosingType,
        let found = property(parts.removeFirst(), of: type, in: syntax)
      else { return nil }
      current = .property(found)
    } else {
      switch binding(of: head, before: offset, in: scope, file: file) {
      case .alias(let path, let at)?:
        guard let found = target(of: path, at: at, in: file, depth: depth + 1) else { return nil }
        current = found
      case .opaque?:
        return nil
      case nil:
        if let scope, let parameter = scope.parameters.first(where: { $0.name == head }) {
          current = .parameter(parameter, of: scope)
        } else if let type = scope?.enclosingType, let found = property(head, of: type, in: syntax)
        {
          current = .property(found)
        } else {
          return nil
        }
      }
    }
    for member in parts {
      guard var type = current.typeText else { return nil }
      while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
      guard let found = property(member, of: DeclarationIndex.lastComponent(type), in: syntax)
      else { return nil }
      current = .property(found)
    }
    return current
  }

  /// The instance property `name` that the file declares in `type`.
  private static func property(_ name: String, of type: String, in syntax: FileSyntax)
    -> Declaration?
  {
    let type = DeclarationIndex.lastComponent(type)
    return syntax.declarations.first {
      $0.kind == .variable && $0.name == name && isMember($0, of: type)
        && !$0.modifiers.contains("static") && !$0.modifiers.contains("class")
    }
  }

  /// The last binding of `name` in `scope`'s body before `offset`, if any.
  private static func binding(
    of name: String, before offset: Int, in scope: Declaration?, file: LintedFile
  ) -> LocalBinding? {
    guard let body = scope?.bodyRange else { return nil }
    let (tokens, source) = (file.tokens, file.source)
    // The body's significant tokens before the lookup.
    var first = 0
    var last = tokens.count
    while first < last {
      let middle = (first + last) / 2
      if tokens[middle].end <= body.lowerBound { first = middle + 1 } else { last = middle }
    }
    var significant: [Int] = []
    var index = first
    while index < tokens.count, Int(tokens[index].start) < offset {
      if !tokens[index].kind.isTrivia { significant.append(index) }
      index += 1
    }
    func text(_ position: Int) -> String {
      guard significant.indices.contains(position) else { return "" }
      return source.text(tokens[significant[position]].range)
    }
    func kind(_ position: Int) -> TokenKind? {
      significant.indices.contains(position) ? tokens[significant[position]].kind : nil
    }
    for position in significant.indices.reversed()
    where kind(position) == .identifier && text(position) == name {
      let previous = text(position - 1)
      if previous == "let" || previous == "var" {
        if kind(position + 1) == .leftBrace || kind(position + 1) == .comma { return nil }
        guard text(position + 1) == "=" else { return .opaque }
        // A path: identifiers joined by periods, followed by no call, subscript or operator.
        var end = position + 2
        guard kind(end) == .identifier else { return .opaque }
        while kind(end + 1) == .period, kind(end + 2) == .identifier { end += 2 }
        if let next = kind(end + 1), [.leftParen, .leftBracket, .operator, .period].contains(next) {
          return .opaque
        }
        let start = Int(tokens[significant[position + 2]].start)
        return .alias(
          source.compactText(start..<tokens[significant[end]].end), offset: start)
      }
      if previous == "for" || previous == "case" { return .opaque }
      // A closure's parameters: `{ view, label in`.
      var open = position
      while kind(open - 1) == .comma, kind(open - 2) == .identifier { open -= 2 }
      var close = position
      while kind(close + 1) == .comma, kind(close + 2) == .identifier { close += 2 }
      guard kind(open - 1) == .leftBrace, text(close + 1) == "in" else { continue }
      let parameters = stride(from: open, through: close, by: 2).map(text)
      let brace = Int(tokens[significant[open - 1]].start)
      guard
        let helper = file.syntax.calls.first(where: { call in
          call.arguments.contains { $0.isTrailingClosure && $0.valueRange.lowerBound == brace }
        }),
        helper.callee == "if", parameters.count == 2, parameters[1] == name
      else { return .opaque }
      let values = helper.arguments.filter { !$0.isTrailingClosure }
      guard values.count == 1, values[0].label == nil else { return .opaque }
      return .alias(
        source.compactText(values[0].valueRange), offset: values[0].valueRange.lowerBound)
    }
    return nil
  }

  /// Whether `text` is one identifier (`title`, `self`).
  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return text.utf8.allSatisfy(\.isIdentifierByte)
  }
}
