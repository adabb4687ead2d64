import BundleLintCore

/// The Swift words the call matcher reacts to, recognised from an identifier token's bytes.
package enum SwiftKeyword: UInt8 {
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
  struct PackedWord: Hashable {
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

    /// The `count` (1 to 15) bytes at `start` with two loads; 16 bytes must be readable there.
    @inline(__always)
    init(loading start: UnsafePointer<UInt8>, count: Int) {
      self.count = count
      let raw = UnsafeRawPointer(start)
      let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      if count < 8 {
        self.low = low & ((1 &<< UInt64(8 * count)) &- 1)
        self.high = 0
      } else {
        self.low = low
        self.high = high & ((1 &<< UInt64(8 * (count - 8))) &- 1)
      }
    }

    /// The bytes of `word`, read with two loads when 16 bytes are readable from its start
    /// (`readable` of them are), else one at a time. At most 15 bytes.
    @inline(__always)
    init(_ start: UnsafePointer<UInt8>, count: Int, readable: Int) {
      if readable >= 16 {
        self.init(loading: start, count: count)
      } else {
        self.init(UnsafeBufferPointer(start: start, count: count))
      }
    }

    /// A multiplicative hash of the bytes, `bits` wide.
    @inline(__always)
    func hash(bits: Int) -> Int {
      let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
      return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
    }
  }

  /// One slot of `table`: a packed keyword and what it is (`.none`: empty).
  struct Slot {
    var word = PackedWord(UnsafeBufferPointer(start: nil, count: 0))
    var keyword = SwiftKeyword.none
  }

  /// Bits of the slot index; 256 slots for about 80 keywords keeps probe runs short.
  private static let tableBits = 8

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
      var index = word.hash(bits: tableBits)
      while table[index].keyword != .none { index = (index + 1) & (table.count - 1) }
      table[index] = Slot(word: word, keyword: keyword)
    }
    return table
  }()

  /// The keyword spelled by `word`, or `.none`.
  package static func classify(_ word: UnsafeBufferPointer<UInt8>) -> SwiftKeyword {
    guard let start = word.baseAddress else { return .none }
    return withClassifier { $0.classify(start, count: word.count, readable: word.count) }
  }

  /// Runs `body` with a classifier that reads the keyword table without further checks.
  static func withClassifier<R>(_ body: (Classifier) -> R) -> R {
    table.withUnsafeBufferPointer { body(Classifier(slots: $0)) }
  }

  /// Looks words up in the keyword table, valid inside `withClassifier`.
  struct Classifier {
    let slots: UnsafeBufferPointer<Slot>

    /// The keyword spelled by the `count` bytes at `start`, of which `readable` bytes (at least
    /// `count`) can be read. Only lower-case words of 2 to 15 bytes are looked up (and `_read`,
    /// `_modify`), so most identifiers cost one byte comparison.
    @inline(__always)
    func classify(_ start: UnsafePointer<UInt8>, count: Int, readable: Int) -> SwiftKeyword {
      guard count >= 2, count <= 15 else { return .none }
      let first = start[0]
      guard first &- 0x61 < 26 || first == 0x5F else { return .none }
      let packed = PackedWord(start, count: count, readable: readable)
      let mask = slots.count - 1
      var index = packed.hash(bits: SwiftKeyword.tableBits)
      while slots[index].keyword != .none {
        if slots[index].word == packed { return slots[index].keyword }
        index = (index + 1) & mask
      }
      return .none
    }
  }
}
