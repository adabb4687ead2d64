import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallShapeCheck {
  /// What code does with a `Bundle(for: X.self)` it keeps, as far as the file shows.
  enum KeptBundleUse {
    /// Something is looked up in it (`bundle.url(forResource:…)`, `bundle: bundle`).
    case lookup
    /// The file shows every use, and none is a lookup: a local or private constant only read
    /// for its identifier, put in a list of candidates, or never read.
    case noLookup
    /// Other files may use it: unknown.
    case unknown
  }

  /// How the file uses the constant or property that `call` (a `Bundle(for:)`) initializes:
  /// `let name = Bundle(for: X.self)` or `let name: Bundle = …`; nil when `call` is not such an
  /// initializer. A name declared inside a body, or `private` or `fileprivate`, is used only
  /// here.
  static func keptBundleUse(of call: CallSite, in file: LintedFile) -> KeptBundleUse? {
    let source = file.source
    guard let kept = keptName(before: call.calleeOffset, in: source), let close = call.closeParen
    else { return nil }
    var looksUp = false
    var index = close + 1
    let name = Array(kept.name.utf8)
    while let hit = source.firstOccurrence(of: name, from: index) {
      index = hit + name.count
      guard hit == 0 || !source[hit - 1].isIdentifierByte,
        index >= source.count || !source[index].isIdentifierByte
      else { continue }
      if let member = member(after: index, in: source), lookupMembers.contains(member) {
        // What it looks up must be the module's (a font the target does not carry is no miss
        // that the module's bundle would fix).
        let lookup = file.syntax.calls.first {
          $0.callee == member && $0.calleeOffset > index && $0.calleeOffset <= index + 64
        }
        guard lookup.map({ namesModuleResource($0, in: file) }) ?? true else { continue }
        looksUp = true
        break
      }
      // Passed as the bundle of a lookup API.
      if file.syntax.calls.contains(where: { outer in
        lookupCallees.contains(outer.callee)
          && outer.arguments.contains { argument in
            ["bundle", "in"].contains(argument.label ?? "")
              && source.compactText(argument.valueRange) == kept.name
              && argument.valueRange.contains(hit)
          }
      }) {
        looksUp = true
        break
      }
    }
    if looksUp { return .lookup }
    // A member or file-scope variable is a declaration; a local constant is not.
    let declared = file.syntax.declarations.first {
      $0.kind == .variable && $0.nameOffset == kept.offset
    }
    guard let declared else { return .noLookup }
    let isPrivate =
      declared.modifiers.contains("private") || declared.modifiers.contains("fileprivate")
    return isPrivate ? .noLookup : .unknown
  }

  /// The name that `let name = ` or `var name: Bundle = ` right before `offset` binds, and
  /// where it starts.
  private static func keptName(before offset: Int, in source: [UInt8]) -> (
    name: String, offset: Int
  )? {
    var index = offset - 1
    func skipBlanks() { while index >= 0, source[index].isASCIIWhitespace { index -= 1 } }
    skipBlanks()
    guard index >= 0, source[index] == UInt8(ascii: "=") else { return nil }
    index -= 1
    skipBlanks()
    // An optional type annotation: `: Bundle`, `: Bundle?`.
    var end = index + 1
    var start = index
    while start >= 0, source[start].isIdentifierByte || source[start] == UInt8(ascii: "?") {
      start -= 1
    }
    var probe = start
    while probe >= 0, source[probe].isASCIIWhitespace { probe -= 1 }
    if probe >= 0, source[probe] == UInt8(ascii: ":") {
      index = probe - 1
      skipBlanks()
      end = index + 1
      start = index
      while start >= 0, source[start].isIdentifierByte { start -= 1 }
    }
    guard end > start + 1 else { return nil }
    let name = source.text((start + 1)..<end)
    index = start
    skipBlanks()
    guard index >= 2 else { return nil }
    let keyword = source.text((index - 2)..<(index + 1))
    guard keyword == "let" || keyword == "var" else { return nil }
    return (name, start + 1)
  }
}
