import BundleLintCore
import BundleLintSyntax

/// What bundlelint reads of a CocoaPods spec (`Name.podspec`) without running Ruby: its name, the
/// globs of its Swift sources and of its resources, from the common literal forms (a string, an
/// array of strings, `%w[…]`, and for `resource_bundles` a hash whose values are those), in the
/// spec and its subspecs alike. Anything else (a variable, a method call) is not read.
package struct Podspec: Hashable, Sendable {
  /// The pod's name (`s.name = 'Kit'`).
  package var name: String
  /// The globs of `source_files` (relative to the spec's folder).
  package var sourceFiles: [String]
  /// The globs of `resources`, `resource` and the values of `resource_bundles`.
  package var resources: [String]
  /// The names of the bundles `resource_bundles` makes (`{ 'KitResources' => [...] }`): each is
  /// a `KitResources.bundle` inside the pod's framework, not the framework's own bundle.
  package var resourceBundles: [String] = []
  /// The globs of `resources` and `resource` alone: the files copied beside the code, into the
  /// pod's framework (or the app, when the pod is linked statically).
  package var frameworkResources: [String] = []

  /// The spec in `bytes`; nil without a literal name or source files.
  package static func read(_ bytes: [UInt8]) -> Podspec? {
    let text = withoutComments(String(decoding: bytes, as: UTF8.self))
    guard let name = values(of: "name", in: text).first else { return nil }
    let sources = values(of: "source_files", in: text)
    guard !sources.isEmpty else { return nil }
    let copied = values(of: "resources", in: text) + values(of: "resource", in: text)
    var spec = Podspec(
      name: name, sourceFiles: sources,
      resources: copied + values(of: "resource_bundles", in: text))
    spec.resourceBundles = keys(of: "resource_bundles", in: text)
    spec.frameworkResources = copied
    return spec
  }

  /// The string keys of the hashes assigned to `.attribute` (`{ 'Kit' => [...] }`).
  static func keys(of attribute: String, in text: String) -> [String] {
    var found: [String] = []
    for value in assignments(of: attribute, in: text) where value.first == "{" {
      var body = value.dropFirst().prefix { $0 != "}" }
      // A key is a string followed by `=>`.
      while let quote = body.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
        guard let read = string(at: body[quote...]) else { break }
        body = read.rest
        if body.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).hasPrefix("=>") {
          found.append(read.text)
        }
      }
    }
    return found
  }

  /// The text with each `#` comment removed (a `#` inside a string stays).
  static func withoutComments(_ text: String) -> String {
    var out = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var quote: Character?
      var kept = ""
      for character in line {
        if let open = quote {
          if character == open { quote = nil }
        } else if character == "'" || character == "\"" {
          quote = character
        } else if character == "#" {
          break
        }
        kept.append(character)
      }
      out += kept + "\n"
    }
    return out
  }

  /// The string literals assigned to `.attribute` (any receiver: `s.`, `spec.ios.`, a subspec's
  /// `cs.`): a string, an array, `%w[…]`, or a hash's values (`{ 'Kit' => ['a/*.png'] }`).
  static func values(of attribute: String, in text: String) -> [String] {
    assignments(of: attribute, in: text).flatMap(literals(in:))
  }

  /// The text after each `.attribute =` (blanks skipped), to the end of `text`.
  private static func assignments(of attribute: String, in text: String) -> [Substring] {
    var found: [Substring] = []
    var rest = Substring(text)
    while let range = rest.range(of: "." + attribute) {
      rest = rest[range.upperBound...]
      // The whole attribute name (`.resource` is not `.resources`), then `=`.
      guard let next = rest.first, next == " " || next == "\t" || next == "=" else { continue }
      let value = rest.drop { $0 == " " || $0 == "\t" }
      guard value.first == "=", value.dropFirst().first != "=" else { continue }
      found.append(value.dropFirst().drop { $0 == " " || $0 == "\t" })
    }
    return found
  }

  /// The literals of the value at the start of `value`.
  private static func literals(in value: Substring) -> [String] {
    guard let first = value.first else { return [] }
    if first == "'" || first == "\"" {
      // `'a/*.swift', 'b/*.swift'`: Ruby makes an array of the strings a comma parts.
      var found: [String] = []
      var rest = value
      while let read = string(at: rest) {
        found.append(read.text)
        let after = read.rest.drop { $0 == " " || $0 == "\t" }
        guard after.first == "," else { break }
        rest = after.dropFirst().drop { $0 == " " || $0 == "\t" }
      }
      return found
    }
    if value.hasPrefix("%w[") || value.hasPrefix("%w(") {
      let close: Character = value.hasPrefix("%w[") ? "]" : ")"
      let body = value.dropFirst(3).prefix { $0 != close }
      return body.split(whereSeparator: \.isWhitespace).map(String.init)
    }
    guard first == "[" || first == "{" else { return [] }
    let close: Character = first == "[" ? "]" : "}"
    var out: [String] = []
    var rest = value.dropFirst()
    var afterArrow = first == "["
    // Arrays inside a hash's values (`'Kit' => ['a/*.png', 'b/*.png']`): their commas part
    // values, not entries.
    var nested = 0
    while let next = rest.first, next != close || nested > 0 {
      if next == "'" || next == "\"" {
        guard let read = string(at: rest) else { break }
        if afterArrow { out.append(read.text) }
        rest = read.rest
      } else if rest.hasPrefix("=>") {
        afterArrow = true
        rest = rest.dropFirst(2)
      } else {
        if next == "[" { nested += 1 }
        if next == "]" { nested -= 1 }
        if next == "," && first == "{" && nested == 0 { afterArrow = false }
        rest = rest.dropFirst()
      }
    }
    return out
  }

  /// The string literal at the start of `text` (without interpolation), and what follows it.
  private static func string(at text: Substring) -> (text: String, rest: Substring)? {
    guard let quote = text.first else { return nil }
    let body = text.dropFirst()
    guard let end = body.firstIndex(of: quote) else { return nil }
    let literal = String(body[..<end])
    guard !literal.contains("#{") else { return nil }
    return (literal, body[body.index(after: end)...])
  }

  /// `pattern` with each `{a,b}` expanded: `Kit/*.{swift,m}` is `Kit/*.swift` and `Kit/*.m`.
  static func expanded(_ pattern: String) -> [String] {
    guard let open = pattern.firstIndex(of: "{"),
      let close = pattern[open...].firstIndex(of: "}")
    else { return [pattern] }
    let head = pattern[..<open]
    let tail = String(pattern[pattern.index(after: close)...])
    return pattern[pattern.index(after: open)..<close].split(
      separator: ",", omittingEmptySubsequences: false
    )
    .flatMap { choice in expanded(head + choice + tail) }
  }
}
