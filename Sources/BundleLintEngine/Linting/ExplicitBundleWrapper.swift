import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A function that looks the key it is given up in a bundle its body names, not one its caller
/// passes: SwiftGen's `static func tr(_ table: String, _ key: String, _ args: CVarArg...)`
/// calling `NSLocalizedString(key, tableName: table, bundle: Bundle(for: BundleToken.self),
/// comment: "")`. The literal keys (and tables) its callers pass are looked up in that bundle.
struct ExplicitBundleWrapper: Hashable, Sendable {
  /// The name calls use.
  var name: String
  /// The labels of its parameters, in order (`_` for none).
  var labels: [String]
  /// The index of the key parameter.
  var keyIndex: Int
  /// The index of the table parameter; nil when the lookup names its table itself.
  var tableIndex: Int?
  /// The table the lookup names when no parameter gives it (nil: the default table).
  var fixedTable: String?
  /// The lookup in its body.
  var lookup: CallSite
  /// The bundle argument of the lookup.
  var bundle: Argument
  /// Where the function's name is: a function with several lookups is one wrapper.
  var declarationOffset: Int

  /// The wrappers `syntax` declares: functions whose body passes a parameter as the key of
  /// `NSLocalizedString` or `String(localized:)` with a bundle argument that is neither the
  /// main bundle nor a parameter.
  static func find(in syntax: FileSyntax, source: [UInt8]) -> [ExplicitBundleWrapper] {
    var found: [ExplicitBundleWrapper] = []
    // The lookups with a bundle argument first (few), then the function around each.
    for call in syntax.calls {
      guard let (key, bundleArgument) = MainBundleWrapper.keyArgument(of: call),
        let bundle = bundleArgument,
        let declaration = syntax.declarations.last(where: {
          $0.kind == .function && $0.bodyRange?.contains(call.calleeOffset) == true
        }),
        !found.contains(where: { $0.declarationOffset == declaration.nameOffset })
      else { continue }
      let names = declaration.parameters.map(\.name)
      let bundleText = source.compactText(bundle.valueRange)
      guard let keyIndex = names.firstIndex(of: source.compactText(key.valueRange)),
        !MainBundleWrapper.mainSpellings.contains(bundleText), bundleText != "nil",
        !names.contains(bundleText)
      else { continue }
      var tableIndex: Int?
      var fixedTable: String?
      if let table = call.argument(labelled: "tableName") ?? call.argument(labelled: "table") {
        if let literal = table.literal, let name = LocalizationKey(literal: literal),
          !name.hasPlaceholders
        {
          fixedTable = name.display
        } else if let index = names.firstIndex(of: source.compactText(table.valueRange)) {
          tableIndex = index
        } else if !source.compactText(table.valueRange, equals: "nil") {
          continue
        }
      }
      found.append(
        ExplicitBundleWrapper(
          name: declaration.name, labels: declaration.parameters.map { $0.label ?? "_" },
          keyIndex: keyIndex, tableIndex: tableIndex, fixedTable: fixedTable, lookup: call,
          bundle: bundle, declarationOffset: declaration.nameOffset))
    }
    return found
  }

  /// The literal key and table `call` passes to this wrapper, if it calls it with literals
  /// there: arguments are matched to parameters in order (trailing ones may be left to their
  /// defaults or a variadic parameter).
  func keyAndTable(of call: CallSite) -> (key: LocalizationKey, table: String?)? {
    guard call.callee == name, call.arguments.count > max(keyIndex, tableIndex ?? 0) else {
      return nil
    }
    for (argument, label) in zip(call.arguments, labels) where (argument.label ?? "_") != label {
      return nil
    }
    guard let literal = call.arguments[keyIndex].literal,
      let key = LocalizationKey(literal: literal), !key.hasPlaceholders
    else { return nil }
    guard let tableIndex else { return (key, fixedTable) }
    guard let tableLiteral = call.arguments[tableIndex].literal,
      let table = LocalizationKey(literal: tableLiteral), !table.hasPlaceholders
    else { return nil }
    return (key, table.display)
  }
}
