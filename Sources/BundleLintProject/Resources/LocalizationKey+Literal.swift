import BundleLintCore
import BundleLintSyntax

extension LocalizationKey {
  /// The longest literal taken for a key: no table holds a key of more than 4 KB, and reading
  /// longer ones (literals nested in each other's interpolations) would cost time for nothing.
  package static let maximumByteCount = 4096

  /// The key a Swift string literal stands for; nil for a multi-line literal, one made only of
  /// interpolations, or one longer than `maximumByteCount`.
  package init?(literal: StringLiteralInfo) {
    guard !literal.isMultiline, literal.kind == .plain || literal.kind == .interpolated,
      literal.textByteCount <= Self.maximumByteCount
    else {
      return nil
    }
    // Read once: a literal's text is decoded from the source on each read.
    let text = literal.text
    if !text.utf8.contains(UInt8(ascii: "\\")) {
      display = text
      matchForm = text
      hasPlaceholders = false
      return
    }
    var display = ""
    var match = ""
    var placeholders = false
    let scalars = Array(text.unicodeScalars)
    // With interpolations, the key is a format: a literal `%` of the code is `%%` in it (as
    // SwiftUI and `String.LocalizationValue` write it, and the extracted tables hold it).
    let escapesPercent = scalars.indices.contains { index in
      guard scalars[index] == "\\" else { return false }
      var next = index + 1
      while next < scalars.count, scalars[next] == "#" { next += 1 }
      return next < scalars.count && scalars[next] == "("
    }
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      guard scalar == "\\" else {
        let written = escapesPercent && scalar == "%" ? "%%" : String(scalar)
        display += written
        match += written
        i += 1
        continue
      }
      var j = i + 1
      var hashes = 0
      while j < scalars.count, scalars[j] == "#" {
        hashes += 1
        j += 1
      }
      // In a raw literal, only a backslash followed by its '#'s escapes.
      if literal.isRaw && hashes == 0 || j >= scalars.count {
        display.unicodeScalars.append(scalar)
        match.unicodeScalars.append(scalar)
        i += 1
        continue
      }
      if scalars[j] == "(" {
        var depth = 0
        while j < scalars.count {
          if scalars[j] == "(" { depth += 1 }
          if scalars[j] == ")" {
            depth -= 1
            if depth == 0 { break }
          }
          j += 1
        }
        display += "%lld"
        match += "\u{1}"
        placeholders = true
        i = j + 1
        continue
      }
      let decoded: String
      switch scalars[j] {
      case "n": decoded = "\n"
      case "t": decoded = "\t"
      case "r": decoded = "\r"
      case "0": decoded = "\0"
      case "u":
        var hex = ""
        var k = j + 2
        while k < scalars.count, scalars[k] != "}" {
          hex.unicodeScalars.append(scalars[k])
          k += 1
        }
        decoded = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
        j = k
      default: decoded = String(scalars[j])
      }
      display += decoded
      match += decoded
      i = j + 1
    }
    self.display = display
    self.matchForm = match
    self.hasPlaceholders = placeholders
  }
}
