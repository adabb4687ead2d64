/// Fills `{name}` placeholders of rule messages and rewrites.
package enum MessageTemplate {
  /// The placeholders a call rule's message may use.
  package static let callPlaceholders: Set<String> = [
    "callee", "lookup", "lookupSource", "bundleLabel", "module", "fix",
  ]
  /// The placeholders a `reference` rule's message may use.
  package static let referencePlaceholders: Set<String> = ["callee", "module"]
  /// The placeholders a `wrapperCall` rule's message may use: a call rule's, plus the wrapper's
  /// signature and module, and the bundle a call without one gets.
  package static let wrapperCallPlaceholders: Set<String> = callPlaceholders.union([
    "wrapper", "wrapperModule", "defaultBundle",
  ])
  /// The placeholders a `wrapperDeclaration` rule's message may use.
  package static let wrapperDeclarationPlaceholders: Set<String> = [
    "callee", "module", "key", "shownBy",
  ]
  /// The placeholders a `resourceContent` rule's message may use.
  package static let resourcePlaceholders: Set<String> = [
    "callee", "lookup", "module", "place", "fix", "localizations", "detail",
  ]
  /// The placeholders a `manifest` rule's message may use: `{actual}` and `{spelling}` (the path
  /// as it is on disk, from the package root and as the manifest should write it) are filled
  /// for a path that differs only in letter case.
  package static let manifestPlaceholders: Set<String> = ["target", "path", "actual", "spelling"]
  /// The placeholders an `unreadableFile` rule's message may use: why the path could not be read.
  package static let unreadablePlaceholders: Set<String> = ["detail"]
  /// The placeholders an `unusedSuppression` rule's message may use: the directive as written.
  package static let unusedSuppressionPlaceholders: Set<String> = ["directive"]
  /// The placeholders an `invalidSuppression` rule's message may use (a directive naming an
  /// unknown rule): the directive, the id and the advice (`didYouMean` or `listRules`).
  package static let invalidSuppressionPlaceholders: Set<String> = ["directive", "id", "advice"]

  /// `template` with each `{name}` found in `values` replaced; other braces stay as written.
  package static func render(_ template: String, _ values: MessageValues) -> String {
    var template = template
    return template.withUTF8 { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 64)
      // Bytes from `copied` on are still to be copied as they are.
      var copied = 0
      forEachPlaceholder(in: bytes) { open, close in
        guard let value = values.value(named: bytes[(open + 1)..<close]) else { return }
        out.append(contentsOf: bytes[copied..<open])
        out.append(contentsOf: value.escapingInvisibleCharacters().utf8)
        copied = close + 1
      }
      out.append(contentsOf: bytes[copied..<bytes.count])
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// Calls `body` with the offsets of the braces of each `{name}` in `bytes`, in order: a name
  /// is not empty and holds no brace. The one reading of templates that rendering, compiling
  /// (`CompiledTemplate`) and validation (`placeholders(in:)`) share.
  static func forEachPlaceholder(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ open: Int, _ close: Int) -> Void
  ) {
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "{") else {
        i += 1
        continue
      }
      var end = i + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "}"), bytes[end] != UInt8(ascii: "{") {
        end += 1
      }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > i + 1 else {
        i += 1
        continue
      }
      body(i, end)
      i = end + 1
    }
  }

  /// The `{name}` placeholders `template` uses (a name is letters only). Read by its UTF-8
  /// bytes: rules are validated when they are read.
  package static func placeholders(in template: String) -> Set<String> {
    var names: Set<String> = []
    var template = template
    template.withUTF8 { bytes in
      forEachPlaceholder(in: bytes) { open, close in
        let name = bytes[(open + 1)..<close]
        // ASCII letters (the quick test), or letters of any script.
        let isName =
          name.allSatisfy { (0x41...0x5A).contains($0 & 0xDF) }
          || String(decoding: name, as: UTF8.self).allSatisfy(\.isLetter)
        if isName { names.insert(String(decoding: name, as: UTF8.self)) }
      }
    }
    return names
  }
}
