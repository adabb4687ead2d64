/// Which modules of a package register fonts with Core Text, read from their code's text: a
/// module registers when one of its files calls `CTFontManagerRegisterFontsForURL`,
/// `CTFontManagerRegisterFontURLs` or `CTFontManagerRegisterGraphicsFont` (any
/// `CTFontManagerRegister…` function), or calls a function of the package declared in a file that
/// does (`FontLoader.registerFonts()`). A mention in a comment counts too: the rules that read
/// this stay silent where a module may register.
enum FontRegistration {
  /// The prefix of Core Text's registration functions.
  static let registrationPrefix = Array("CTFontManagerRegister".utf8)

  /// For each module, given its files' bytes, whether it registers fonts.
  static func registers(modules: [[[UInt8]]]) -> [Bool] {
    var helpers: Set<[UInt8]> = []
    var direct = modules.map { _ in false }
    for (position, files) in modules.enumerated() {
      for file in files where file.containsBytes(registrationPrefix) {
        direct[position] = true
        helpers.formUnion(declaredFunctions(in: file))
      }
    }
    let calls = helpers.map { $0 + Array("(".utf8) }
    return modules.indices.map { position in
      direct[position]
        || modules[position].contains { file in calls.contains { file.containsBytes($0) } }
    }
  }

  /// The names of the functions `source` declares (`func registerFonts(`), by their bytes.
  static func declaredFunctions(in source: [UInt8]) -> [[UInt8]] {
    let keyword = Array("func ".utf8)
    var names: [[UInt8]] = []
    var index = 0
    while let found = source.rangeOfBytes(keyword, from: index) {
      var end = found.upperBound
      while end < source.count, isIdentifierByte(source[end]) { end += 1 }
      if end > found.upperBound { names.append(Array(source[found.upperBound..<end])) }
      index = end
    }
    return names
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}

extension Array where Element == UInt8 {
  /// Whether the bytes contain `needle`.
  fileprivate func containsBytes(_ needle: [UInt8]) -> Bool {
    rangeOfBytes(needle, from: 0) != nil
  }

  /// The first range of `needle` at or after `start`.
  fileprivate func rangeOfBytes(_ needle: [UInt8], from start: Int) -> Range<Int>? {
    guard let first = needle.first, needle.count <= count else { return nil }
    var index = start
    let last = count - needle.count
    while index <= last {
      if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) {
        return index..<index + needle.count
      }
      index += 1
    }
    return nil
  }
}
