import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallPattern {
  /// Whether `call` has this pattern's callee, form, receiver and labels.
  func accepts(_ call: CallSite) -> Bool {
    guard calleeMatches(call) else { return false }
    // The labels, trailing closures aside, must appear in `parameters` in this order.
    var next = 0
    for argument in call.arguments where !argument.isTrailingClosure {
      let label = argument.label ?? "_"
      guard let index = parameters[next...].firstIndex(of: label) else { return false }
      next = index + 1
    }
    return true
  }

  private func calleeMatches(_ call: CallSite) -> Bool {
    switch form {
    case .direct:
      if call.form == .direct { return call.callee == callee }
      // `Text.init("a")`, `SwiftUI.Text.init("a")`.
      guard call.form == .member, call.callee == "init", let receiver = call.receiver else {
        return false
      }
      return receiver == callee || receiver.hasSuffix("." + callee)
    case .modifier:
      return call.callee == callee && (call.form == .implicitMember || call.form == .member)
    case .member:
      guard call.form == .member, call.callee == callee, let receiver = call.receiver else {
        return false
      }
      return receivers.contains(receiver)
    case .macro:
      return false
    case .typedValue:
      return call.form == .typedValue && call.callee == callee
    }
  }

  /// What is wrong with `call`, if it matches and something is; `source` is the file's bytes.
  func finding(in call: CallSite, source: [UInt8]) -> CallFinding? {
    accepts(call) ? problem(in: call, source: source) : nil
  }

  /// What is wrong with `call`, which `accepts` already said has this pattern's shape.
  func problem(in call: CallSite, source: [UInt8]) -> CallFinding? {
    guard kind == .bundleParameter || kind == .noBundleParameter || kind == .mainBundleReceiver
    else { return nil }
    var lookup: Argument?
    if let lookupLabel {
      guard let argument = call.argument(labelled: lookupLabel),
        isLookup(argument, among: call.arguments, source: source)
      else { return nil }
      lookup = argument
    }
    switch kind {
    case .bundleParameter:
      guard let bundleLabel else { return nil }
      guard let bundle = call.argument(labelled: bundleLabel) else {
        return CallFinding(pattern: self, call: call, problem: .missingBundle, lookup: lookup)
      }
      guard
        mainBundleSpellings.contains(where: { source.compactText(bundle.valueRange, equals: $0) })
      else { return nil }
      return CallFinding(
        pattern: self, call: call, problem: .mainBundleArgument(bundle), lookup: lookup)
    case .noBundleParameter:
      return CallFinding(pattern: self, call: call, problem: .noBundleParameter, lookup: lookup)
    case .mainBundleReceiver:
      let problem: CallFinding.Problem = form == .member ? .mainBundleReceiver : .wrongBundleCall
      return CallFinding(pattern: self, call: call, problem: problem, lookup: lookup)
    case .reference, .manifest, .resourceContent, .wrapperCall, .wrapperDeclaration, .eagerLookup,
      .unreadableFile, .unusedSuppression, .invalidSuppression:
      return nil
    }
  }

  /// Whether the argument's value is something looked up by name.
  ///
  /// Never `nil` (`nibName: nil`), an empty key or one made only of interpolations. For
  /// `literal` lookups, only a string literal or `LocalizedStringKey("…")`: `Text(title)` with a
  /// `String` shows it verbatim, and `Text("a" + b)` picks the same overload. For `any` lookups
  /// an implicit member (`image: .logo`, an `ImageResource`) is not a name either; for
  /// `anyButResource` lookups, neither is an expression that `arguments` (the call's) pass with
  /// nothing but a `LocalizedStringResource` overload's labels beside it.
  func isLookup(_ argument: Argument, among arguments: [Argument], source: [UInt8]) -> Bool {
    if let literal = argument.literal {
      switch literal.kind {
      case .plain: return true
      case .interpolated: return literal.hasWordsOutsideInterpolations
      case .empty, .interpolationOnly: return false
      }
    }
    switch lookupValue {
    case .literal: return false
    case .any: break
    case .anyButResource:
      let keyOverloadOnly = arguments.contains { other in
        guard !other.isTrailingClosure, other.valueRange != argument.valueRange else {
          return false
        }
        return !LookupValue.resourceOverloadLabels.contains(other.label ?? "_")
      }
      if !keyOverloadOnly { return false }
    }
    let text = source.compactText(argument.valueRange)
    return !text.isEmpty && text != "nil" && !text.hasPrefix(".")
      && !argument.isTrailingClosure
  }
}

extension CallSite {
  /// The first argument with `label` (`_` for unlabelled), trailing closures aside.
  func argument(labelled label: String) -> Argument? {
    arguments.first { !$0.isTrailingClosure && ($0.label ?? "_") == label }
  }
}

extension [UInt8] {
  /// The text of `range`, clamped to the buffer.
  func text(_ range: Range<Int>) -> String {
    let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), count)
    return String(decoding: self[lower..<upper], as: UTF8.self)
  }

  /// The text of `range` without whitespace or line breaks: `Bundle.main`, `.main`.
  package func compactText(_ range: Range<Int>) -> String {
    let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), count)
    return String(decoding: self[lower..<upper].filter { !$0.isASCIIWhitespace }, as: UTF8.self)
  }
}
