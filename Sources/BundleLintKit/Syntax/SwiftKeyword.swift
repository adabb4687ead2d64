/// The Swift words the call matcher reacts to, recognised from an identifier token's bytes.
enum SwiftKeyword: UInt8 {
  case none
  // Declarations.
  case `func`, `init`, `subscript`, `deinit`, `struct`, `class`, `enum`, `protocol`, actor
  case `extension`, `typealias`, `case`, `var`, `let`, macro, `associatedtype`, `operator`
  case `precedencegroup`, `import`
  // Statements and expressions that never name a callee.
  case `if`, `guard`, `while`, `for`, `switch`, `catch`, `return`, `in`, `where`, `throw`, `try`
  case await, `is`, `as`, `repeat`, `else`, `do`, `defer`, `throws`, `rethrows`, async, some, any
  case `inout`, `default`, `break`, `continue`, `fallthrough`
  // Accessors.
  case get, set, willSet, didSet, read, modify
  // Literal words.
  case `true`, `false`, `nil`
  // Modifiers.
  case `public`, `private`, `fileprivate`, `internal`, open, `static`, final, convenience
  case required, override, mutating, nonmutating, lazy, weak, unowned, dynamic, indirect
  case nonisolated, package, optional

  /// Whether the word is a declaration modifier (`public`, `static`, `convenience`…).
  var isModifier: Bool { rawValue >= SwiftKeyword.public.rawValue }

  /// Whether the word can never be the name of a called function.
  var neverCallee: Bool {
    switch self {
    case .none, .`init`, .`subscript`, .get, .set, .willSet, .didSet, .read, .modify, .actor,
      .macro, .open, .package, .optional, .dynamic, .lazy, .weak, .unowned, .final, .required,
      .convenience, .override, .mutating, .nonmutating, .indirect, .nonisolated, .some, .any,
      .async:
      return false
    default:
      return true
    }
  }

  /// Whether the word starts a declaration (used to end a bodiless function head at a line break).
  var startsDeclaration: Bool {
    switch self {
    case .`func`, .`init`, .`subscript`, .`deinit`, .`struct`, .`class`, .`enum`, .`protocol`,
      .actor, .`extension`, .`typealias`, .`case`, .`var`, .`let`, .macro, .`associatedtype`,
      .`import`:
      return true
    default:
      return isModifier
    }
  }

  /// Up to 16 bytes packed into two integers (zero-padded), so lookups allocate nothing.
  private struct PackedWord: Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count: Int

    init(_ word: UnsafeBufferPointer<UInt8>) {
      count = word.count
      for i in 0..<min(word.count, 16) {
        if i < 8 {
          low |= UInt64(word[i]) << (8 * UInt64(i))
        } else {
          high |= UInt64(word[i]) << (8 * UInt64(i - 8))
        }
      }
    }
  }

  /// One slot of `table`: a packed keyword and what it is (`.none`: empty).
  private struct Slot {
    var word = PackedWord(UnsafeBufferPointer(start: nil, count: 0))
    var keyword = SwiftKeyword.none
  }

  /// Bits of the slot index; 256 slots for about 80 keywords keeps probe runs short.
  private static let tableBits = 8

  /// Where probing for `word` starts: a multiplicative hash of its bytes (no per-lookup hasher).
  @inline(__always)
  private static func home(of word: PackedWord) -> Int {
    let mixed = (word.low &* 0x9E37_79B9_7F4A_7C15) ^ (word.high &* 0xC2B2_AE3D_27D4_EB4F)
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - tableBits))
  }

  /// The keywords in an open-addressing table (linear probing), built once.
  private static let table: [Slot] = {
    let names: [(String, SwiftKeyword)] = [
      ("func", .func), ("init", .`init`), ("subscript", .subscript), ("deinit", .deinit),
      ("struct", .struct), ("class", .class), ("enum", .enum), ("protocol", .protocol),
      ("actor", .actor), ("extension", .extension), ("typealias", .typealias), ("case", .case),
      ("var", .var), ("let", .let), ("macro", .macro), ("associatedtype", .associatedtype),
      ("operator", .operator), ("precedencegroup", .precedencegroup), ("import", .import),
      ("if", .if), ("guard", .guard), ("while", .while), ("for", .for), ("switch", .switch),
      ("catch", .catch), ("return", .return), ("in", .in), ("where", .where), ("throw", .throw),
      ("try", .try), ("await", .await), ("is", .is), ("as", .as), ("repeat", .repeat),
      ("else", .else), ("do", .do), ("defer", .defer), ("throws", .throws),
      ("rethrows", .rethrows), ("async", .async), ("some", .some), ("any", .any),
      ("inout", .inout), ("default", .default), ("break", .break), ("continue", .continue),
      ("fallthrough", .fallthrough), ("get", .get), ("set", .set), ("willSet", .willSet),
      ("didSet", .didSet), ("_read", .read), ("_modify", .modify), ("true", .true),
      ("false", .false), ("nil", .nil), ("public", .public), ("private", .private),
      ("fileprivate", .fileprivate), ("internal", .internal), ("open", .open),
      ("static", .static), ("final", .final), ("convenience", .convenience),
      ("required", .required), ("override", .override), ("mutating", .mutating),
      ("nonmutating", .nonmutating), ("lazy", .lazy), ("weak", .weak), ("unowned", .unowned),
      ("dynamic", .dynamic), ("indirect", .indirect), ("nonisolated", .nonisolated),
      ("package", .package), ("optional", .optional),
    ]
    var table = [Slot](repeating: Slot(), count: 1 << tableBits)
    for (name, keyword) in names {
      let word = Array(name.utf8).withUnsafeBufferPointer { PackedWord($0) }
      var index = home(of: word)
      while table[index].keyword != .none { index = (index + 1) & (table.count - 1) }
      table[index] = Slot(word: word, keyword: keyword)
    }
    return table
  }()

  /// The keyword spelled by `word`, or `.none`. Only lower-case words up to 15 bytes are
  /// looked up (and `_read`, `_modify`), so most identifiers cost one byte comparison.
  static func classify(_ word: UnsafeBufferPointer<UInt8>) -> SwiftKeyword {
    guard word.count >= 2, word.count <= 15 else { return .none }
    let first = word[0]
    guard (first >= 0x61 && first <= 0x7A) || first == 0x5F else { return .none }
    let packed = PackedWord(word)
    return table.withUnsafeBufferPointer { slots in
      var index = home(of: packed)
      while slots[index].keyword != .none {
        if slots[index].word == packed { return slots[index].keyword }
        index = (index + 1) & (slots.count - 1)
      }
      return .none
    }
  }
}
