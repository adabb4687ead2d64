extension ModuleContext {
  /// Whether `call` resolves to a declaration of the module itself rather than the framework's:
  /// a type of the same name (`struct Text`), an initializer of the callee's type
  /// (`extension UIImage { convenience init?(named:) }`) or a function of the callee's name,
  /// with labels the call can use. Declarations not compiled under SwiftPM do not count.
  func ownDeclaration(resolving call: CallSite, pattern: CallPattern) -> Bool {
    let labels = call.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }
    let typeName: String? =
      pattern.form == .direct && pattern.callee != "init" ? pattern.callee : nil
    return declarations.contains { declaration in
      guard BuildCondition.compiledUnderSwiftPM(declaration.conditions) != .no else {
        return false
      }
      switch declaration.kind {
      case .struct, .class, .enum, .actor, .typealias, .protocol:
        return typeName != nil && declaration.name == typeName
      case .initializer:
        guard let typeName, declaration.enclosingType == typeName else { return false }
        return Self.accepts(labels, declaration.parameters)
      case .function:
        guard declaration.name == call.callee else { return false }
        if pattern.form == .direct, declaration.enclosingType != nil { return false }
        return Self.accepts(labels, declaration.parameters)
      default:
        return false
      }
    }
  }

  /// Whether a call with `labels` can call a function with `parameters`: each label matches in
  /// order, and every skipped parameter has a default or is a closure a trailing closure fills.
  static func accepts(_ labels: [String], _ parameters: [Parameter]) -> Bool {
    var next = 0
    for parameter in parameters {
      if next < labels.count, (parameter.label ?? "_") == labels[next] {
        next += 1
      } else if parameter.defaultValue == nil, !parameter.typeText.contains("->") {
        return false
      }
    }
    return next == labels.count
  }
}
