import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which modules of a package register fonts with Core Text, read from their code's text: a
/// module registers when one of its files calls `CTFontManagerRegisterFontsForURL`,
/// `CTFontManagerRegisterFontURLs` or `CTFontManagerRegisterGraphicsFont` (any
/// `CTFontManagerRegister…` function), or calls a function of the package declared in a file that
/// does (`FontLoader.registerFonts()`). A mention in a comment counts too: the rules that read
/// this stay silent where a module may register.
enum FontRegistration {
  /// The prefix of Core Text's registration functions.
  static let registrationPrefix = Array("CTFontManagerRegister".utf8)

  /// For each module, given its files' bytes, whether it registers fonts; decided only for the
  /// modules `asked` names (false for the others), every module's files read once for helpers.
  static func registers(modules: [[[UInt8]]], asked: Set<Int>) -> [Bool] {
    var helpers: Set<[UInt8]> = []
    var direct = modules.map { _ in false }
    for (position, files) in modules.enumerated() {
      for file in files where contains(registrationPrefix, in: file) {
        direct[position] = true
        helpers.formUnion(declaredFunctions(in: file))
      }
    }
    let calls = helpers.map { $0 + Array("(".utf8) }
    return modules.indices.map { position in
      guard asked.contains(position) else { return false }
      return direct[position]
        || modules[position].contains { file in calls.contains { contains($0, in: file) } }
    }
  }

  /// The names of the functions `source` declares (`func registerFonts(`), by their bytes.
  static func declaredFunctions(in source: [UInt8]) -> [[UInt8]] {
    let keyword = Array("func ".utf8)
    var names: [[UInt8]] = []
    var index = 0
    while let found = firstOffset(of: keyword, in: source, from: index) {
      var end = found + keyword.count
      while end < source.count, isIdentifierByte(source[end]) { end += 1 }
      if end > found + keyword.count { names.append(Array(source[(found + keyword.count)..<end])) }
      index = end
    }
    return names
  }

  /// Whether `needle` occurs in `haystack`.
  static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    firstOffset(of: needle, in: haystack, from: 0) != nil
  }

  /// The offset of the first `needle` in `haystack` at or after `start`: the C library's
  /// `memchr` finds each candidate first byte and `memcmp` compares the rest, fast enough for a
  /// whole package's files.
  static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, start >= 0, start + needle.count <= haystack.count else {
      return nil
    }
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { pin in
        guard let base = hay.baseAddress, let pinBase = pin.baseAddress else { return nil }
        let last = hay.count - pin.count
        var offset = start
        while offset <= last,
          let found = memchr(base + offset, Int32(first), last - offset + 1)
        {
          let candidate = base.distance(to: UnsafeRawPointer(found))
          if memcmp(base + candidate, pinBase, pin.count) == 0 { return candidate }
          offset = candidate + 1
        }
        return nil
      }
    }
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}
