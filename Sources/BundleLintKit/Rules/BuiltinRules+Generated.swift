// Generated from Rules/*.json by 'BUNDLELINT_REGENERATE=1 swift test --filter GeneratedRulesTests'. Do not edit.

extension BuiltinRules {
  /// The rule files, by file name, in file-name order.
  static let files: [(name: String, json: String)] = [
  ]
}
