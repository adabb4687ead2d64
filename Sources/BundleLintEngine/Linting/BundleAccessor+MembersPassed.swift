import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleAccessor {
  /// The `Bundle` members a file passes as a bundle (`bundle: .myModule`,
  /// `in: Bundle.myModule`): what tells which of the module's accessors its code already uses.
  /// `module` and `main` are left out; most arguments are turned away without a `String`.
  static func membersPassed(in syntax: FileSyntax, source: [UInt8]) -> Set<String> {
    membersPassed(in: syntax, source: source, marking: { _ in false }).all
  }

  /// `membersPassed(in:source:)`, and those of them passed by a call `marking` accepts.
  static func membersPassed(
    in syntax: FileSyntax, source: [UInt8], marking: (CallSite) -> Bool
  ) -> (all: Set<String>, marked: Set<String>) {
    var names: Set<String> = []
    var marked: Set<String> = []
    for callIndex in syntax.calls.indices {
      for argumentIndex in syntax.calls[callIndex].arguments.indices {
        // The label's first byte, then its length, before a `String` is compared: most
        // arguments are neither.
        guard let labelOffset = syntax.calls[callIndex].arguments[argumentIndex].labelOffset,
          labelOffset < source.count,
          source[labelOffset] == UInt8(ascii: "b") || source[labelOffset] == UInt8(ascii: "i"),
          let label = syntax.calls[callIndex].arguments[argumentIndex].label,
          label.utf8.count == 6 ? label == "bundle" : label.utf8.count == 2 && label == "in",
          !syntax.calls[callIndex].arguments[argumentIndex].isTrailingClosure
        else { continue }
        let range = syntax.calls[callIndex].arguments[argumentIndex].valueRange
        guard !range.isEmpty, range.count <= 80, range.upperBound <= source.count,
          source[range.lowerBound] == UInt8(ascii: ".")
            || source[range.lowerBound] == UInt8(ascii: "B"),
          !Self.isStandard(source[range]),
          !Self.standardSpellings.contains(where: { source.compactText(range, equals: $0) })
        else { continue }
        let text = source.compactText(range)
        let name =
          text.hasPrefix(".")
          ? text.dropFirst() : text.hasPrefix("Bundle.") ? text.dropFirst(7) : ""
        if let first = name.utf8.first, !(0x30...0x39).contains(first),
          name.utf8.allSatisfy(\.isIdentifierByte)
        {
          names.insert(String(name))
          if marking(syntax.calls[callIndex]) { marked.insert(String(name)) }
        }
      }
    }
    return (names, marked)
  }

  /// Whether `bytes` are `.module` or `.main` as written most of the time: decided on the bytes.
  private static func isStandard(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.elementsEqual(".module".utf8) || bytes.elementsEqual(".main".utf8)
  }

  /// The spellings of the module and main bundles, which name no accessor.
  private static let standardSpellings = [".module", "Bundle.module", ".main", "Bundle.main"]
}
