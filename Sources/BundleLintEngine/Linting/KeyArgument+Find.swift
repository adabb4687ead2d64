import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension KeyArgument {
  /// The key arguments of one file of `module`: each labelled argument whose value is a string
  /// literal, a conditional expression of literals (one per branch), or the name of a
  /// `LocalizedStringKey` property of the file that is a literal (`var tip: LocalizedStringKey
  /// { "Share aliases" }`), kept when `module`'s default table has the key, some language shows
  /// other text for it (whether the host app provides it is asked when it is used).
  ///
  /// - Parameters:
  ///   - syntax: what the call matcher found in the file.
  ///   - source: the file's bytes.
  ///   - path: the file's path as notes print it.
  ///   - module: the calling module, with its resource index and the host's tables.
  /// - Returns: the key arguments, in the file's order; none when the module has no tables, or
  ///   when its main bundle is its own (an app or extension target): code it calls looks up in
  ///   that main bundle, which has the key.
  static func find(in syntax: FileSyntax, source: [UInt8], path: String, module: ModuleContext)
    -> [KeyArgument]
  {
    guard module.module.mainBundle != .own else { return [] }
    // The default table only (a key argument's lookup names no table), read once: a copy of
    // it per literal cost more than the rest of the search.
    guard let table = module.resourceIndex?.tables[ResourceIndex.defaultTable] else { return [] }
    var converter: SourceLocationConverter?
    // The file's `LocalizedStringKey` variables that are a literal, looked up only when named.
    var namedKeys: [String: StringLiteralInfo]?
    var found: [KeyArgument] = []
    // By index, field by field: most calls pass no literal under a label, and are skipped
    // without copying them or their arguments (copies were most of this search's cost).
    for callIndex in syntax.calls.indices
    where syntax.calls[callIndex].arguments.indices.contains(where: { argumentIndex in
      syntax.calls[callIndex].arguments[argumentIndex].label != nil
        && !syntax.calls[callIndex].arguments[argumentIndex].isTrailingClosure
        && Self.mayBeKey(syntax.calls[callIndex].arguments[argumentIndex].valueRange, source)
    }) {
      let call = syntax.calls[callIndex]
      if call.isInPreview { continue }
      for argument in call.arguments where argument.label != nil && !argument.isTrailingClosure {
        let literals: [StringLiteralInfo]
        if let literal = argument.literal {
          literals = [literal]
        } else if argument.valueRange.upperBound <= source.count,
          source[argument.valueRange].contains(UInt8(ascii: "\"")),
          let branches = argument.literalBranches(in: source)
        {
          literals = branches.compactMap(\.literal)
        } else if Self.isIdentifier(source, argument.valueRange) {
          let named = namedKeys ?? Self.literalKeyVariables(in: syntax, source: source)
          namedKeys = named
          guard let literal = named[source.text(argument.valueRange)] else { continue }
          literals = [literal]
        } else {
          continue
        }
        for literal in literals {
          guard let key = LocalizationKey(literal: literal), let match = table.match(key),
            table.isTranslated(match), module.mayCompile(call.conditions)
          else { continue }
          let lines = converter ?? SourceLocationConverter(source)
          converter = lines
          found.append(
            KeyArgument(
              callee: call.callee, receiver: call.form == .member ? call.receiver : nil,
              isImplicitInit: call.form == .implicitMember && call.callee == "init",
              labels: DeclarationIndex.labels(of: call), label: argument.label ?? "_",
              key: match, module: module.name, place: table.fileName ?? ResourceIndex.defaultTable,
              location: SourceLocation(
                path: path, offset: argument.valueRange.lowerBound, converter: lines),
              hosts: module.hostTables,
              translatedIn: table.translatedLocalizations(of: match)))
        }
      }
    }
    return found
  }

  /// Whether an argument's value may be a key: it holds a string literal, or is a name.
  private static func mayBeKey(_ range: Range<Int>, _ source: [UInt8]) -> Bool {
    guard !range.isEmpty, range.upperBound <= source.count else { return false }
    let first = source[range.lowerBound]
    return first == UInt8(ascii: "\"") || first.isIdentifierByte
      || source[range].contains(UInt8(ascii: "\""))
  }

  /// Whether the bytes of `range` are one identifier (`tipDescription`).
  private static func isIdentifier(_ source: [UInt8], _ range: Range<Int>) -> Bool {
    guard !range.isEmpty, range.upperBound <= source.count, range.count <= 128,
      !(0x30...0x39).contains(source[range.lowerBound])
    else { return false }
    return source[range].allSatisfy(\.isIdentifierByte)
  }

  /// The file's `LocalizedStringKey` variables whose value is one string literal, by name: a
  /// computed `{ "key" }` or `{ return "key" }`, or a `= "key"` on the declaration's line.
  private static func literalKeyVariables(in syntax: FileSyntax, source: [UInt8])
    -> [String: StringLiteralInfo]
  {
    var found: [String: StringLiteralInfo] = [:]
    // By index: most declarations are not such variables, and are turned away without a copy.
    for index in syntax.declarations.indices
    where syntax.declarations[index].kind == .variable
      && syntax.declarations[index].typeText.map({ Wrapper.isKeyType($0, literalOnly: true) })
        == true
    {
      let declaration = syntax.declarations[index]
      let value: Range<Int>
      if let body = declaration.bodyRange, body.count >= 2 {
        value = (body.lowerBound + 1)..<(body.upperBound - 1)
      } else {
        var end = declaration.nameOffset
        while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
        guard
          let equals = source[declaration.nameOffset..<end].firstIndex(of: UInt8(ascii: "="))
        else { continue }
        value = (equals + 1)..<end
      }
      if let literal = soleLiteral(Array(source[value])) { found[declaration.name] = literal }
    }
    return found
  }

  /// The string literal `bytes` consist of, after an optional `return`; nil for anything else.
  static func soleLiteral(_ bytes: [UInt8]) -> StringLiteralInfo? {
    var text = bytes.drop { $0.isASCIIWhitespace }
    if text.starts(with: Array("return".utf8)), text.count > 6,
      text[text.startIndex + 6].isASCIIWhitespace
    {
      text = text.dropFirst(6)
    }
    // Read as the call matcher reads an argument, so the literal is one as `Text("key")` has.
    let call = CallMatcher.match(Array("_(".utf8) + text + Array(")".utf8)).calls.first
    guard let arguments = call?.arguments, arguments.count == 1, arguments[0].label == nil else {
      return nil
    }
    return arguments[0].literal
  }
}
