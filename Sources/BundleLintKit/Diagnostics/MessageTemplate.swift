/// Fills `{name}` placeholders of rule messages and rewrites.
enum MessageTemplate {
  /// The placeholders a call rule's message may use.
  static let callPlaceholders: Set<String> = [
    "callee", "lookup", "lookupSource", "bundleLabel", "module", "fix",
  ]
  /// The placeholders a `reference` rule's message may use.
  static let referencePlaceholders: Set<String> = ["callee", "module"]
  /// The placeholders a `wrapperCall` rule's message may use: a call rule's, plus the wrapper's
  /// signature and module, and the bundle a call without one gets.
  static let wrapperCallPlaceholders: Set<String> = callPlaceholders.union([
    "wrapper", "wrapperModule", "defaultBundle",
  ])
  /// The placeholders a `wrapperDeclaration` rule's message may use.
  static let wrapperDeclarationPlaceholders: Set<String> = ["callee", "module", "key", "shownBy"]
  /// The placeholders a `resourceContent` rule's message may use.
  static let resourcePlaceholders: Set<String> = [
    "callee", "lookup", "module", "place", "fix", "localizations", "detail",
  ]
  /// The placeholders a `manifest` rule's message may use.
  static let manifestPlaceholders: Set<String> = ["target", "path"]

  /// `template` with each `{name}` found in `values` replaced; other braces stay as written.
  static func render(_ template: String, _ values: MessageValues) -> String {
    var template = template
    return template.withUTF8 { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 64)
      // Bytes from `copied` up to the current position are still to be copied as they are.
      var copied = 0
      var i = 0
      while i < bytes.count {
        guard bytes[i] == UInt8(ascii: "{") else {
          i += 1
          continue
        }
        var close = i + 1
        while close < bytes.count, bytes[close] != UInt8(ascii: "}") { close += 1 }
        guard close < bytes.count, let value = values.value(named: bytes[(i + 1)..<close])
        else {
          i += 1
          continue
        }
        out.append(contentsOf: bytes[copied..<i])
        out.append(contentsOf: value.utf8)
        i = close + 1
        copied = i
      }
      out.append(contentsOf: bytes[copied..<bytes.count])
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// The `{name}` placeholders `template` uses (a name is letters only). Read by its UTF-8
  /// bytes: rules are validated at every start.
  static func placeholders(in template: String) -> Set<String> {
    var names: Set<String> = []
    let bytes = Array(template.utf8)
    var open = bytes.firstIndex(of: UInt8(ascii: "{"))
    while let start = open {
      guard let close = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "}")) else { break }
      let name = bytes[(start + 1)..<close]
      // ASCII letters (the quick test), or letters of any script.
      let isName =
        name.allSatisfy { (0x41...0x5A).contains($0 & 0xDF) }
        || String(decoding: name, as: UTF8.self).allSatisfy(\.isLetter)
      if !name.isEmpty, isName { names.insert(String(decoding: name, as: UTF8.self)) }
      open = bytes[(close + 1)...].firstIndex(of: UInt8(ascii: "{"))
    }
    return names
  }
}
