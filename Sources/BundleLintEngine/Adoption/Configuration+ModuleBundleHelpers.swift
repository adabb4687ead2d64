import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Configuration {
  /// The `reference` patterns for `moduleBundleHelpers`: each helper, like `Bundle.module`, only
  /// exists in a module that owns resources. `.myModule` and `Bundle.myModule` are members of
  /// `Bundle` (also passed as an implicit `.myModule`), `L10n.bundle` a member of `L10n`, and a
  /// plain `resourceBundle` a file-scope name.
  package var moduleBundleHelperPatterns: [CallPattern] {
    var patterns: [CallPattern] = []
    for helper in moduleBundleHelpers {
      var parts = helper.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      if parts.first == "" { parts[0] = "Bundle" }
      let isName = { (part: String) in
        !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      }
      guard !helper.isEmpty, let name = parts.last, parts.allSatisfy(isName) else { continue }
      let receiver = parts.dropLast().joined(separator: ".")
      var pattern = CallPattern(
        kind: .reference, callee: name, form: .member,
        message:
          "'{callee}' stands for 'Bundle.module' (a 'moduleBundleHelpers' entry), which does not exist in '{module}', which owns no resources, so the build fails; declare the resources in the target's 'resources:' or use the bundle that holds them"
      )
      if receiver == "Bundle" || receiver == "Foundation.Bundle" {
        pattern.receivers = ["Bundle", "Foundation.Bundle"]
        pattern.implicitMemberLabels = ["bundle", "in"]
      } else if !receiver.isEmpty {
        pattern.receivers = [receiver]
      }
      if !patterns.contains(pattern) { patterns.append(pattern) }
    }
    return patterns
  }
}
