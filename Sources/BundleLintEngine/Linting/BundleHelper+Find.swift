import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleHelper {
  /// How code spells a use of it (`BundleAccessor.spellings(of:in:)`), and `Self.name` inside
  /// a type other than `Bundle`.
  var spellings: [String] {
    let written = BundleAccessor.spellings(of: name, in: enclosingType)
    guard let type = enclosingType, type != "Bundle", type != "Foundation.Bundle" else {
      return written
    }
    return written + ["Self.\(name)"]
  }

  /// The helpers `syntax` declares: `Bundle` properties `module` may compile whose value (or a
  /// getter's one `return`) is a bundle expression other than `unknown`.
  package static func find(in syntax: FileSyntax, source: [UInt8], module: Module) -> [BundleHelper]
  {
    syntax.declarations.indices.compactMap { index in
      guard syntax.declarations[index].kind == .variable else { return nil }
      let declaration = syntax.declarations[index]
      guard module.mayCompile(declaration.conditions),
        declaration.typeText.map(Wrapper.isBundleType) ?? true,
        source.containsBytes(
          "Bundle",
          in: declaration
            .nameOffset..<(declaration.bodyRange?.upperBound
            ?? SourceLocationConverter.lineEnd(after: declaration.nameOffset, in: source))),
        var text = declaration.valueText(in: source)
      else { return nil }
      if text.hasPrefix("{") && text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
      if text.hasPrefix("return") { text.removeFirst(6) }
      // A getter that branches or builds in steps is read whole only for the containing app.
      let expression =
        BundleExpression.goesUpFromMainBundle(text) ? .containingApp : BundleExpression(text)
      guard expression != .unknown, expression != .main else { return nil }
      return BundleHelper(
        name: declaration.name, enclosingType: declaration.enclosingType, expression: expression)
    }
  }
}
