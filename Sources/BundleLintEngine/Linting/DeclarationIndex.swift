import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A module's own declarations by the names calls reach them under, so the look-alike check costs
/// a dictionary lookup per finding, not a scan of the module.
///
/// Declarations the module's build definitely does not compile (under `#if !SWIFT_PACKAGE` in a
/// package) are left out.
///
/// A class: the index is built once and then only read, and linting passes it around per call.
package final class DeclarationIndex: Hashable, Sendable {
  /// Names of types the module declares at file scope (`struct Text`), extensions excluded: a
  /// nested `Assets.Image` does not hide SwiftUI's `Image` elsewhere.
  private let types: Set<String>
  /// Initializer parameter lists by enclosing (or extended) type.
  private let initializers: [String: [[Parameter]]]
  /// Function parameter lists by name, at file scope.
  private let freeFunctions: [String: [[Parameter]]]
  /// Function parameter lists by name, at any scope.
  private let functions: [String: [[Parameter]]]
  /// Enclosing (or extended) types of variables, by variable name.
  private let variables: [String: Set<String>]
  /// Names of variables declared at file scope (`let resourceBundle = Bundle.module`).
  private let fileScopeVariables: Set<String>
  /// Whether the index holds nothing, so nothing resolves.
  private let isEmpty: Bool

  package init(_ declarations: [Declaration] = [], conditions: CompilationConditions) {
    var types: Set<String> = []
    var initializers: [String: [[Parameter]]] = [:]
    var freeFunctions: [String: [[Parameter]]] = [:]
    var functions: [String: [[Parameter]]] = [:]
    var variables: [String: Set<String>] = [:]
    var fileScopeVariables: Set<String> = []
    for declaration in declarations
    where conditions.compiles(declaration.conditions) != .no {
      switch declaration.kind {
      case .struct, .class, .enum, .actor, .typealias, .protocol:
        if declaration.enclosingType == nil { types.insert(declaration.name) }
      case .initializer:
        if let type = declaration.enclosingType {
          initializers[Self.lastComponent(type), default: []].append(declaration.parameters)
        }
      case .function:
        functions[declaration.name, default: []].append(declaration.parameters)
        if declaration.enclosingType == nil {
          freeFunctions[declaration.name, default: []].append(declaration.parameters)
        }
      case .variable:
        if let type = declaration.enclosingType {
          variables[declaration.name, default: []].insert(Self.lastComponent(type))
        } else {
          fileScopeVariables.insert(declaration.name)
        }
      default:
        break
      }
    }
    self.types = types
    self.initializers = initializers
    self.freeFunctions = freeFunctions
    self.functions = functions
    self.variables = variables
    self.fileScopeVariables = fileScopeVariables
    isEmpty =
      types.isEmpty && initializers.isEmpty && freeFunctions.isEmpty && functions.isEmpty
      && variables.isEmpty && fileScopeVariables.isEmpty
  }

  package static func == (lhs: DeclarationIndex, rhs: DeclarationIndex) -> Bool {
    lhs === rhs
      || (lhs.types == rhs.types && lhs.initializers == rhs.initializers
        && lhs.freeFunctions == rhs.freeFunctions && lhs.functions == rhs.functions
        && lhs.variables == rhs.variables && lhs.fileScopeVariables == rhs.fileScopeVariables)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(types)
    hasher.combine(initializers)
    hasher.combine(freeFunctions)
    hasher.combine(functions)
    hasher.combine(variables)
    hasher.combine(fileScopeVariables)
  }

  /// Whether `call` resolves to a declaration of the module rather than the framework's: a type
  /// of the callee's name, an initializer of the callee's type (`extension UIImage { convenience
  /// init?(named:) }`) or a function of the callee's name, with labels the call can use.
  func resolves(_ call: CallSite, pattern: CallPattern) -> Bool {
    resolves(callee: call.callee, labels: { Self.labels(of: call) }, pattern: pattern)
  }

  /// `resolves(_:pattern:)` for a call known by its callee and argument labels (trailing
  /// closures aside, `_` for unlabelled), made only when a declaration could match.
  func resolves(callee: String, labels: () -> [String], pattern: CallPattern) -> Bool {
    if isEmpty { return false }
    // Most calls name nothing the file declares: decide that before gathering the labels.
    var candidates: [[[Parameter]]] = []
    if pattern.form == .direct, pattern.callee != "init" {
      if types.contains(pattern.callee) { return true }
      if let lists = initializers[pattern.callee] { candidates.append(lists) }
      if let lists = freeFunctions[callee] { candidates.append(lists) }
    } else if let lists = functions[callee] {
      candidates.append(lists)
    }
    if candidates.isEmpty { return false }
    let labels = labels()
    return candidates.contains { lists in lists.contains { Self.accepts(labels, $0) } }
  }

  /// Names a declaration must have to change what `rules` report: their callees, and `module`
  /// for `Bundle.module` itself.
  ///
  /// A modifier matched only in a chain of named calls (`CallPattern.chainedAfter`: a widget's
  /// `.description(…)`) has no look-alike: its name is too common a word (every
  /// `CustomStringConvertible` declares `description`), and a declaration of it would not be
  /// on a widget configuration.
  static func names(for rules: [Rule]) -> Set<String> {
    var names: Set<String> = ["module", "init"]
    for rule in rules {
      for pattern in rule.calls where pattern.chainedAfter.isEmpty { names.insert(pattern.callee) }
    }
    return names
  }

  /// Whether `declaration` can change what rules with callees `names` report: one named like a
  /// callee, or an initializer of a type named so (`extension UIImage { convenience
  /// init?(named:) }`); not every `init`. A module's helper that spells its bundle for a
  /// `LocalizedStringResource` matters too: fixes use it (`Wrapper.resourceBundle(among:)`).
  static func matters(_ declaration: Declaration, names: Set<String>) -> Bool {
    guard names.contains(declaration.name) else {
      // The type first: most variables are turned away on its length.
      guard declaration.kind == .variable, let type = declaration.typeText,
        Wrapper.isBundleDescriptionType(type)
      else { return false }
      return Wrapper.isResourceBundleHelper(declaration)
    }
    guard declaration.kind == .initializer else { return true }
    guard let type = declaration.enclosingType?.split(separator: ".").last else { return false }
    return names.contains(String(type))
  }

  /// A call's argument labels as declarations are matched against them.
  static func labels(of call: CallSite) -> [String] {
    call.arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }
  }

  func declaresVariable(_ name: String, onAnyOf types: [String]) -> Bool {
    if types.isEmpty { return fileScopeVariables.contains(name) }
    guard let owners = variables[name] else { return false }
    return types.contains { owners.contains(Self.lastComponent($0)) }
  }

  /// Whether a call with `labels` can call a function with `parameters`: each label matches in
  /// order, and every skipped parameter has a default or is a closure a trailing closure fills.
  static func accepts(_ labels: [String], _ parameters: [Parameter]) -> Bool {
    var next = 0
    for parameter in parameters {
      if next < labels.count, (parameter.label ?? "_") == labels[next] {
        next += 1
      } else if parameter.defaultValue == nil, !Self.isFunctionType(parameter.typeText) {
        return false
      }
    }
    return next == labels.count
  }

  /// Whether a parameter's type contains `->`: a trailing closure may fill it.
  private static func isFunctionType(_ type: String) -> Bool {
    var previous: UInt8 = 0
    for byte in type.utf8 {
      if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
      previous = byte
    }
    return false
  }

  /// The last component of a type path: `Configuration` for `TipBanner.Configuration`.
  static func lastComponent(_ type: String) -> String {
    guard type.utf8.contains(UInt8(ascii: ".")) else { return type }
    return type.split(separator: ".").last.map(String.init) ?? type
  }
}
