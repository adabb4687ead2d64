import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallPattern {
  /// The lookups `call` makes under this pattern when the argument that names what is looked
  /// up is a conditional expression of string literals (`Text(flag ? "on" : "off")`): one call
  /// per literal, each with its branch's literal as that argument (`Argument.literalBranches`);
  /// nil for any other argument, so the common call costs no copy.
  ///
  /// - Parameters:
  ///   - call: a call this pattern accepts.
  ///   - source: the file's bytes.
  /// - Returns: a call per literal branch, or nil.
  func literalBranchLookups(in call: CallSite, source: [UInt8]) -> [CallSite]? {
    guard let lookupLabel,
      let index = call.arguments.firstIndex(where: {
        !$0.isTrailingClosure && ($0.label ?? "_") == lookupLabel
      }),
      call.arguments[index].literal == nil,
      let branches = call.arguments[index].literalBranches(in: source)
    else { return nil }
    return branches.map { branch in
      var lookup = call
      lookup.arguments[index] = branch
      return lookup
    }
  }
}
