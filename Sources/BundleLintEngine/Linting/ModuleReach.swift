import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What one file of a package module says about which of the module's code other code runs.
///
/// An app extension whose own files name a type of the module runs that type's code (the
/// first-pass evidence, `ModuleContext.hostReferences`). A type that code creates runs too, in
/// part: its initializers, its stored properties' values, the overrides the system calls
/// (`loadView`), a view's `body`, and the functions its own code calls by name. A Quick Look
/// extension that shows a module's `PreviewViewController` runs the `TableViewController` that
/// one creates, and the column titles its `loadView` sets up (`closure`). A type that is only
/// named (a property's type, a model decoded from JSON) adds nothing: which of its members
/// run is not known.
struct ModuleReach: Sendable, Equatable {
  /// The file-scope types the file declares (not extensions), by their outermost name.
  var declaredTypes: [String]
  /// The types whose members the file declares: its own and those it extends.
  var memberTypes: Set<String>
  /// The types the file's code creates: a capitalized name called (`Name(`) or initialized
  /// (`Name.init`).
  var createdTypes: Set<String>
  /// The members the file declares, as the checks name a lookup's holder (`Type.member`,
  /// `KeyHolder.qualified`), by the outermost type they belong to; `runs` when they run
  /// whenever the type is created.
  var members: [Member]
  /// The names the file calls without a receiver (`createColumns(outlineView)`).
  var bareCalls: Set<String>

  struct Member: Sendable, Equatable {
    var type: String
    var name: String
    var qualified: String
    var runs: Bool
  }

  /// The reach of one file, from its tokens and the matcher's declarations.
  init(syntax: FileSyntax, tokens: [Token], source: [UInt8]) {
    let declared = Self.declaredTypes(in: syntax)
    var memberTypes = Set(declared)
    var members: [Member] = []
    for declaration in syntax.declarations {
      guard let enclosing = declaration.enclosingType else {
        if declaration.kind == .extension { memberTypes.insert(Self.outermost(declaration.name)) }
        continue
      }
      guard
        declaration.kind == .function || declaration.kind == .variable
          || declaration.kind == .initializer
      else { continue }
      let runs =
        declaration.kind == .initializer || declaration.modifiers.contains("override")
        || (declaration.kind == .variable
          && (declaration.bodyRange == nil || declaration.name == "body"))
      members.append(
        Member(
          type: Self.outermost(enclosing), name: declaration.name,
          qualified: KeyHolder.qualified(declaration), runs: runs))
    }
    declaredTypes = declared
    self.memberTypes = memberTypes
    self.members = members
    (createdTypes, bareCalls) = Self.calls(tokens: tokens, source: source)
  }

  /// The file-scope types `syntax` declares (not extensions).
  static func declaredTypes(in syntax: FileSyntax) -> [String] {
    syntax.declarations.compactMap { declaration in
      guard declaration.enclosingType == nil else { return nil }
      switch declaration.kind {
      case .struct, .class, .enum, .actor: return declaration.name
      default: return nil
      }
    }
  }

  /// The outermost type of `name` (`Outer` for `Outer.Inner`).
  private static func outermost(_ name: String) -> String {
    name.split(separator: ".").first.map(String.init) ?? name
  }

  /// `start` (what a host's own files name) with the members of the module's types that run
  /// because code it reaches creates them: the types `start` names are reached, then the
  /// types a reached type's files create, until no file adds one. A created type's members
  /// join when they run whenever it is created (`Member.runs`) or its files call them by name.
  static func closure(_ start: Set<String>, over files: [ModuleReach]) -> Set<String> {
    let moduleTypes = Set(files.flatMap(\.declaredTypes))
    var reachedTypes = start.intersection(moduleTypes)
    var created: Set<String> = []
    var grew = true
    while grew {
      grew = false
      for file in files where !file.memberTypes.isDisjoint(with: reachedTypes) {
        for type in file.createdTypes.intersection(moduleTypes) where !reachedTypes.contains(type) {
          reachedTypes.insert(type)
          created.insert(type)
          grew = true
        }
      }
    }
    guard !created.isEmpty else { return start }
    var calledByCreated: Set<String> = []
    for file in files where !file.memberTypes.isDisjoint(with: created) {
      calledByCreated.formUnion(file.bareCalls)
    }
    var reached = start
    for file in files {
      for member in file.members
      where created.contains(member.type) && (member.runs || calledByCreated.contains(member.name))
      {
        reached.insert(member.qualified)
      }
    }
    return reached
  }

  /// The capitalized names `tokens` call or initialize (`Name(`, `Name.init`): `calls`'s
  /// first half, a name decoded only when it is one.
  static func createdTypes(tokens: [Token], source: [UInt8]) -> Set<String> {
    var created: Set<String> = []
    for index in tokens.indices.dropLast() where tokens[index].kind == .identifier {
      let token = tokens[index]
      guard isCapitalized(token, source) else { continue }
      let next = tokens[index + 1]
      let isCreated =
        next.kind == .leftParen
        || (next.kind == .period && index + 2 < tokens.count
          && tokens[index + 2].kind == .identifier && spells(tokens[index + 2], "init", source))
      guard isCreated else { continue }
      created.insert(
        String(decoding: source[Int(token.start)..<Int(token.start + token.length)], as: UTF8.self))
    }
    return created
  }

  /// The capitalized names `tokens` call or initialize (`Name(`, `Name.init`), as types are
  /// created, and the names they call without a receiver (not after `.`, `func` or as `init`).
  static func calls(tokens: [Token], source: [UInt8]) -> (created: Set<String>, bare: Set<String>) {
    var bare: Set<String> = []
    var previous: Token?
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .whitespace, .newline, .lineComment, .blockComment: continue
      default: break
      }
      defer { previous = token }
      guard token.kind == .identifier, index + 1 < tokens.count,
        tokens[index + 1].kind == .leftParen, !isCapitalized(token, source),
        previous?.kind != .period, !(previous.map { spells($0, "func", source) } ?? false),
        !spells(token, "init", source)
      else { continue }
      bare.insert(
        String(decoding: source[Int(token.start)..<Int(token.start + token.length)], as: UTF8.self))
    }
    return (createdTypes(tokens: tokens, source: source), bare)
  }

  /// Whether `token` spells `word`.
  private static func spells(_ token: Token, _ word: String, _ source: [UInt8]) -> Bool {
    source[Int(token.start)..<Int(token.start + token.length)].elementsEqual(word.utf8)
  }

  /// Whether `token`'s name starts with an upper-case letter, decided on its first byte unless
  /// that is not ASCII.
  private static func isCapitalized(_ token: Token, _ source: [UInt8]) -> Bool {
    let first = source[Int(token.start)]
    guard first >= 0x80 else { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return String(
      decoding: source[Int(token.start)..<Int(token.start + token.length)], as: UTF8.self
    )
    .first?.isUppercase == true
  }

}
