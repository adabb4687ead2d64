import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

extension ResourceLookupSite {
  /// The edit that makes the call pass `expression` as its bundle: inserted where the
  /// declaration puts the bundle parameter, or in place of a written `.main`, `Bundle.main` or
  /// `nil`; nil for a call that takes no bundle argument, or whose argument is not one literal
  /// (with `flag ? "a" : "b"`, the other branch may be found where it looks now).
  func bundleEdit(passing expression: String, builder: DiagnosticBuilder) -> (
    range: Range<Int>, replacement: String
  )? {
    guard pattern.kind == .bundleParameter, let label = pattern.bundleLabel,
      let lookupLabel = pattern.lookupLabel,
      let lookup = call.argument(labelled: lookupLabel), let literal = lookup.literal,
      lookup.valueRange.count == literal.textByteCount + 2
    else {
      return nil
    }
    if let written = call.argument(labelled: label) {
      return (written.valueRange, expression)
    }
    // A form that needs more than the bundle (`in: .module, compatibleWith: nil`) says so in
    // its fix template, written for the module bundle.
    let insert =
      pattern.fix?.insert.map { $0.replacingOccurrences(of: ".module", with: expression) }
      ?? "\(label): \(expression)"
    return builder.insertion(of: insert, into: call, pattern: pattern).map(builder.merged)
  }
}
