import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A place where code names a member a `reference` rule is about: `Bundle.module`, or an
/// implicit `.module` passed as a bundle.
struct MemberReference: Hashable, Sendable {
  var pattern: CallPattern
  /// The reference's bytes: from `Bundle` (or the `.` of `.module`) to the end of `module`.
  var range: Range<Int>
  var conditions: [ConditionalClause]
}

/// `module-bundle-without-resources`: the module names `Bundle.module` (or `#bundle`, or a
/// configured helper) though its build generates no such accessor, so the build fails. Silent
/// where the module model cannot tell whether the accessor exists, and on `Bundle.module` in a
/// file that has `@testable import M` of a module M with resources: the internal accessor of M
/// is visible there, so it compiles (and names M's bundle). `#bundle` still fails there: it
/// expands by the importing module's own conditions.
struct ReferenceCheck: Check {
  static func runs(_ rule: Rule) -> Bool { rule.kind == .reference }

  /// Another module's public accessor (`Bundle.designSystem`) is valid here, and learnt in the
  /// first pass.
  static var dependencies: CheckDependencies { .publicBundleAccessors }

  let rules: [Rule]

  init(rules: [Rule], context: CheckContext) {
    self.rules = context.generatedAccessor == .absent ? rules : []
  }

  func findings(in file: LintedFile, builder: inout DiagnosticBuilder) -> [CheckedFinding] {
    var found: [CheckedFinding] = []
    for rule in rules {
      found += Self.references(of: rule, in: file).map { reference in
        CheckedFinding(
          diagnostic: builder.diagnostic(rule: rule, reference: reference),
          lookalike: reference.pattern.form == .macro
            ? nil
            : .variable(name: reference.pattern.callee, receivers: reference.pattern.receivers))
      }
    }
    return found
  }

  /// Where the file names the members `rule` is about, in code the module may compile, unless
  /// the module declares that member itself (`extension Bundle { static var module: Bundle }`).
  static func references(of rule: Rule, in file: LintedFile) -> [MemberReference] {
    let (syntax, tokens, source, module) = (file.syntax, file.tokens, file.source, file.module)
    let declarations = file.declarations
    var found: [MemberReference] = []
    /// Whether a `@testable import` brings another module's `Bundle.module`; found only for a
    /// file that names the member (few do), as it walks the file's tokens.
    var seesTestableAccessor: Bool?
    for pattern in rule.calls where pattern.kind == .reference {
      let declaresOwn =
        pattern.form != .macro
        && declarations.contains { $0.declaresVariable(pattern.callee, onAnyOf: pattern.receivers) }
      // A public accessor of another module (`Bundle.designSystem`) is valid in any module.
      let anotherModuleDeclares = module.bundleAccessors.contains { accessor in
        pattern.form != .macro && accessor.module != module.name && accessor.isVisibleOutsideModule
          && accessor.name == pattern.callee && pattern.declares(in: accessor.enclosingType)
      }
      if declaresOwn || anotherModuleDeclares { continue }
      // Every reference spells the member's name: a file without it has none (most files).
      if !source.containsBytes(pattern.callee, in: 0..<source.count) { continue }
      if pattern.form != .macro, pattern.callee == "module",
        pattern.receivers.contains(where: { $0 == "Bundle" || $0.hasSuffix(".Bundle") }),
        !module.module.testableBundleModules.isEmpty
      {
        let sees =
          seesTestableAccessor
          ?? !module.module.testableBundleModules.isDisjoint(
            with: testableImports(tokens: tokens, source: source))
        seesTestableAccessor = sees
        if sees { continue }
      }
      found += explicitReferences(to: pattern, tokens: tokens, source: source)
      for call in syntax.calls {
        for argument in call.arguments
        where pattern.implicitMemberLabels.contains(argument.label ?? "_")
          && source.compactText(argument.valueRange) == "." + pattern.callee
        {
          found.append(
            MemberReference(
              pattern: pattern, range: argument.valueRange, conditions: call.conditions))
        }
      }
    }
    var seen = Set<Int>()
    return found.filter { reference in
      module.mayCompile(reference.conditions)
        && seen.insert(reference.range.lowerBound).inserted
    }.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// `Bundle.module` and `Foundation.Bundle.module` spelled out in code, with the `#if` clauses
  /// around each. Walks the tokens in place, skipping trivia, without a copy of the code tokens.
  private static func explicitReferences(
    to pattern: CallPattern, tokens: [Token], source: [UInt8]
  ) -> [MemberReference] {
    let paths =
      pattern.form == .macro
      ? []
      : pattern.receivers.isEmpty
        ? [[pattern.callee]]
        : pattern.receivers.map { $0.split(separator: ".").map(String.init) + [pattern.callee] }
    let macro = pattern.form == .macro ? "#" + pattern.callee : nil
    var conditions = ConditionTracker()
    var found: [MemberReference] = []
    var previous = -1
    var index = CodeCursor.next(in: tokens, from: 0)
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .poundKeyword {
        if let macro, source.hasBytes(of: macro, at: token.range) {
          found.append(
            MemberReference(
              pattern: pattern, range: token.range, conditions: conditions.clauses))
        }
        let next = conditions.consume(tokens, at: index, source: source)
        previous = CodeCursor.previous(in: tokens, before: next)
        index = CodeCursor.next(in: tokens, from: next)
        continue
      }
      let afterPeriod = previous >= 0 && tokens[previous].kind == .period
      // `let resourceBundle = …` declares the name rather than using it.
      let declared =
        previous >= 0 && tokens[previous].kind == .identifier
        && ["let", "var", "func", "case"].contains {
          source.hasBytes(of: $0, at: tokens[previous].range)
        }
      if token.kind == .identifier, !afterPeriod, !declared {
        for path in paths {
          if let last = matchEnd(path, tokens, at: index, source: source) {
            found.append(
              MemberReference(
                pattern: pattern, range: Int(token.start)..<tokens[last].end,
                conditions: conditions.clauses))
            break
          }
        }
      }
      previous = index
      index = CodeCursor.next(in: tokens, from: index + 1)
    }
    return found
  }

  /// The modules the file imports with `@testable import M` (also `@testable import struct
  /// M.Type`, and with other attributes between).
  static func testableImports(tokens: [Token], source: [UInt8]) -> Set<String> {
    guard source.containsBytes("testable", in: 0..<source.count) else { return [] }
    let declarationKinds: Set<String> = [
      "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
    ]
    func word(_ index: Int) -> String? {
      guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
      return String(decoding: source[tokens[index].range], as: UTF8.self)
    }
    var result: Set<String> = []
    var index = CodeCursor.next(in: tokens, from: 0)
    while index < tokens.count {
      let attribute = CodeCursor.next(in: tokens, from: index + 1)
      guard tokens[index].kind == .atSign, word(attribute) == "testable" else {
        index = CodeCursor.next(in: tokens, from: index + 1)
        continue
      }
      // Other attributes may follow (`@testable @_spi(Internal) import M`): a few tokens at most.
      var next = CodeCursor.next(in: tokens, from: attribute + 1)
      var steps = 0
      while next < tokens.count, word(next) != "import", steps < 16 {
        next = CodeCursor.next(in: tokens, from: next + 1)
        steps += 1
      }
      guard word(next) == "import" else {
        index = next
        continue
      }
      var name = CodeCursor.next(in: tokens, from: next + 1)
      if let kind = word(name), declarationKinds.contains(kind) {
        name = CodeCursor.next(in: tokens, from: name + 1)
      }
      if let module = word(name) { result.insert(module) }
      index = CodeCursor.next(in: tokens, from: name + 1)
    }
    return result
  }

  /// When the code tokens from `index` spell `path` joined by periods, the index of the last one.
  private static func matchEnd(_ path: [String], _ tokens: [Token], at index: Int, source: [UInt8])
    -> Int?
  {
    var position = index
    for (offset, word) in path.enumerated() {
      if offset > 0 {
        let period = CodeCursor.next(in: tokens, from: position + 1)
        guard period < tokens.count, tokens[period].kind == .period else { return nil }
        position = CodeCursor.next(in: tokens, from: period + 1)
      }
      guard position < tokens.count, tokens[position].kind == .identifier,
        source.hasBytes(of: word, at: tokens[position].range)
      else { return nil }
    }
    return position
  }
}

extension CallPattern {
  /// Whether a member declared in `type` (nil: at file scope) is this `reference` pattern's
  /// member: in one of its receivers, or at file scope for a pattern without receivers.
  func declares(in type: String?) -> Bool {
    guard let type else { return receivers.isEmpty }
    return receivers.contains { receiver in
      receiver == type || receiver.hasSuffix("." + type) || type.hasSuffix("." + receiver)
    }
  }
}
