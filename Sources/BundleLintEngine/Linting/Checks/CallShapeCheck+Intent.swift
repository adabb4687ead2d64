import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallShapeCheck {
  /// Whether the shape of the code says the main-bundle lookup at `finding` is meant, so a
  /// missing-bundle finding would be wrong:
  /// - a host-first hook: the same call, with the same name and a bundle, follows as the
  ///   fallback (`UIImage(named: n) ?? UIImage(named: n, in: .module, with: nil)`, or
  ///   `if image == nil { image = UIImage(named: n, in: …) }`): the app may override the
  ///   module's resource on purpose;
  /// - a branch taken only when the bundle is the main one, as generated asset accessors
  ///   write it (`bundle == .main ? NSImage(named: name) : bundle.image(forResource: name)`);
  /// - a system name: an `NSImage.Name` or `NSColor.Name` constant (`NSImage.addTemplateName`,
  ///   `NSImage.Name.actionTemplate`) names an image of AppKit, which no bundle argument finds.
  /// Recognised by shape only, never by file or project names.
  static func isMeant(_ finding: CallFinding, in file: LintedFile) -> Bool {
    let source = file.source
    if let lookup = finding.lookup, lookup.literal == nil,
      isSystemName(source.compactText(lookup.valueRange))
    {
      return true
    }
    return isMainBundleBranch(finding.call, source: source)
      || hasFallback(finding, syntax: file.syntax, source: source)
  }

  /// `NSImage.addTemplateName`, `NSImage.Name.actionTemplate`, `.addTemplateName`.
  private static func isSystemName(_ text: String) -> Bool {
    var rest = Substring(text)
    for prefix in ["NSImage.Name.", "NSColor.Name.", "NSImage.", "NSColor.", "."]
    where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
      let isName = prefix.hasSuffix("Name.") || rest.hasSuffix("Name")
      return isName && !rest.isEmpty && rest.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    return false
  }

  /// Whether the call is the first branch of a conditional expression whose condition compares
  /// a bundle with the main one: `(bundle == .main) ? NSImage(named: name) : …`.
  private static func isMainBundleBranch(_ call: CallSite, source: [UInt8]) -> Bool {
    let start = SourceLocationConverter.lineStart(before: call.calleeOffset, in: source)
    let before = source.compactText(start..<call.calleeOffset)
    guard before.hasSuffix("?") || before.hasSuffix("?(") else { return false }
    return ["==.main", "==Bundle.main", "===Bundle.main", "==Foundation.Bundle.main"].contains {
      before.contains($0)
    }
  }

  /// Whether a later call to the same callee, in the same body, looks up the same name with a
  /// bundle given, and depends on the first one's result (`??` right after it, or a test for
  /// `nil` between): the fallback of a host-first hook.
  private static func hasFallback(_ finding: CallFinding, syntax: FileSyntax, source: [UInt8])
    -> Bool
  {
    guard let lookup = finding.lookup, let label = finding.pattern.lookupLabel else {
      return false
    }
    let call = finding.call
    let name = source.compactText(lookup.valueRange)
    let body =
      syntax.innermostBody(around: call.calleeOffset)
      ?? call.calleeOffset..<min(source.count, call.calleeOffset + 400)
    let bundleLabels = [finding.pattern.bundleLabel, "in", "bundle"].compactMap { $0 }
    let end = call.closeParen.map { $0 + 1 } ?? call.calleeOffset
    // By index and field first, so only the calls after this one in its body are copied.
    return syntax.calls.indices.contains { index in
      let offset = syntax.calls[index].calleeOffset
      guard offset > end, body.contains(offset), syntax.calls[index].callee == call.callee else {
        return false
      }
      let other = syntax.calls[index]
      guard
        other.argument(labelled: label).map({ source.compactText($0.valueRange) == name }) == true,
        bundleLabels.contains(where: { other.argument(labelled: $0) != nil })
      else { return false }
      // The fallback depends on the first lookup's result: `??`, or a test for nil between.
      let between = source.compactText(end..<other.calleeOffset)
      return between.hasPrefix("??") || between.contains("==nil") || between.contains("!=nil")
    }
  }
}
