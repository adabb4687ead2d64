import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Wrapper {
  /// What is wrong with `call` if it calls this wrapper from `module`: no bundle argument (when
  /// the default is not already `module`'s own bundle), or the main bundle written out; for a
  /// wrapper that takes a resource, a string literal as the resource (`Row("k")`), which then
  /// has the main bundle: its fix builds the resource with `resourceBundle`, the module's
  /// bundle as a `LocalizedStringResource.BundleDescription` (`resourceBundle(among:)`).
  func finding(
    in call: CallSite, pattern: CallPattern, source: [UInt8], module: ModuleContext,
    resourceBundle: @autoclosure () -> String = Wrapper.moduleBundleDescription
  ) -> CallFinding? {
    guard pattern.accepts(call) else { return nil }
    let arguments = call.arguments.filter { !$0.isTrailingClosure }
    guard DeclarationIndex.accepts(arguments.map { $0.label ?? "_" }, declaration.parameters),
      let positions = Self.positions(of: arguments, in: declaration.parameters),
      let keyPosition = positions.firstIndex(of: keyIndex),
      pattern.isLookup(arguments[keyPosition], among: arguments, source: source)
    else { return nil }
    let lookup = arguments[keyPosition]
    guard let bundleIndex else {
      guard let literal = lookup.literal, !literal.isLocalizedStringKey else { return nil }
      // Evidence first: only a key the module's default table has is certain to be missed (a key
      // nothing has shows itself in either bundle); unknown when the tables were not read.
      if let index = module.resourceIndex,
        LocalizationKey(literal: literal).map({ index.match($0, table: nil) == nil }) ?? true
      {
        return nil
      }
      var resourcePattern = pattern
      resourcePattern.fix = FixTemplate(
        replacement:
          "LocalizedStringResource(\(source.text(lookup.valueRange)), bundle: \(resourceBundle()))"
      )
      return CallFinding(
        pattern: resourcePattern, call: call, problem: .mainBundleArgument(lookup), lookup: lookup)
    }
    guard let bundlePosition = positions.firstIndex(of: bundleIndex) else {
      if defaultBundle == .declaringModule, self.module == module.name { return nil }
      return CallFinding(pattern: pattern, call: call, problem: .missingBundle, lookup: lookup)
    }
    let bundle = arguments[bundlePosition]
    guard module.bundleReference(of: source.compactText(bundle.valueRange)) == .main else {
      return nil
    }
    return CallFinding(
      pattern: pattern, call: call, problem: .mainBundleArgument(bundle), lookup: lookup)
  }

  /// The parameter index each argument fills, matching labels in order.
  static func positions(of arguments: [Argument], in parameters: [Parameter]) -> [Int]? {
    var next = 0
    var positions: [Int] = []
    for argument in arguments {
      let label = argument.label ?? "_"
      guard let index = parameters[next...].firstIndex(where: { ($0.label ?? "_") == label }) else {
        return nil
      }
      positions.append(index)
      next = index + 1
    }
    return positions
  }
}
