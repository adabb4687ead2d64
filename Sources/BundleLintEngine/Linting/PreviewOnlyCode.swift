import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Code that only previews run: a file-scope view, function or value that the module's code
/// names only from preview bodies (`#Preview { SampleRow() }`). Its lookups never run in the
/// shipped app, so no finding is reported in it.
///
/// Decided in two steps. A file that has findings inside such a declaration and names it in its
/// previews, and nowhere else outside the declaration itself, gives the name as a candidate
/// (`candidates`). The module's other files are then searched for the name as a word
/// (`spelled`): a candidate no other file spells is preview-only (`ModuleContext.previewOnlyNames`)
/// and the file is linted again without the findings inside it (`isInside`).
enum PreviewOnlyCode {
  /// The names of the file-scope declarations that hold one of `offsets`, are not visible
  /// outside the module (`public`, `open`, `package`) nor the type the file at `path` is named
  /// after, are named in `syntax.previewRanges` and named nowhere else in the file outside their
  /// own declaration.
  static func candidates(
    syntax: FileSyntax, tokens: [Token], source: [UInt8], path: String, offsets: [Int]
  ) -> [String] {
    guard !syntax.previewRanges.isEmpty, !offsets.isEmpty else { return [] }
    // The type a file is named after (`KeyVisual` in `KeyVisual.swift`) is a component being
    // built, previewed before code uses it: it ships once wired in.
    let component = PathName.stem(path)
    var found: [String] = []
    for declaration in syntax.declarations where declaration.enclosingType == nil {
      guard let range = extent(of: declaration, in: source),
        offsets.contains(where: range.contains),
        !syntax.previewRanges.contains(where: { $0.contains(declaration.nameOffset) }),
        // Code outside the module may use a public declaration.
        !Wrapper.isVisibleOutsideModule(declaration, in: syntax), declaration.name != component,
        !found.contains(declaration.name)
      else { continue }
      var inPreview = false
      var elsewhere = false
      for token in tokens where token.kind == .identifier {
        let start = Int(token.start)
        guard source[start..<(start + Int(token.length))].elementsEqual(declaration.name.utf8)
        else { continue }
        if syntax.previewRanges.contains(where: { $0.contains(start) }) {
          inPreview = true
        } else if !range.contains(start) {
          elsewhere = true
          break
        }
      }
      if inPreview, !elsewhere { found.append(declaration.name) }
    }
    return found
  }

  /// Whether `offset` is inside a file-scope declaration of `syntax` named one of `names`.
  static func isInside(_ offset: Int, names: Set<String>, syntax: FileSyntax, source: [UInt8])
    -> Bool
  {
    syntax.declarations.contains { declaration in
      declaration.enclosingType == nil && names.contains(declaration.name)
        && extent(of: declaration, in: source)?.contains(offset) == true
    }
  }

  /// Which of `names` `bytes` spell as a whole word (not inside a longer identifier).
  static func spelled(_ names: Set<String>, in bytes: [UInt8]) -> Set<String> {
    var found: Set<String> = []
    for name in names {
      let needle = Array(name.utf8)
      var from = 0
      while let hit = bytes.firstOccurrence(of: needle, from: from) {
        let end = hit + needle.count
        if (hit == 0 || !bytes[hit - 1].isIdentifierByte)
          && (end >= bytes.count || !bytes[end].isIdentifierByte)
        {
          found.insert(name)
          break
        }
        from = hit + 1
      }
    }
    return found
  }

  /// The bytes a file-scope type, function or property spans, from its name to the end of its
  /// body (a property without one: to the end of its line); nil for other kinds.
  private static func extent(of declaration: Declaration, in source: [UInt8]) -> Range<Int>? {
    switch declaration.kind {
    case .struct, .class, .enum, .actor, .function:
      guard let body = declaration.bodyRange else { return nil }
      return min(declaration.nameOffset, body.lowerBound)..<body.upperBound
    case .variable:
      let end =
        declaration.bodyRange?.upperBound
        ?? SourceLocationConverter.lineEnd(after: declaration.nameOffset, in: source)
      return declaration.nameOffset..<max(declaration.nameOffset, end)
    default: return nil
    }
  }
}
