import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A `LocalizedStringKey` stored property or parameter that a lookup reads its key from, and
/// the calls that fill it: `Text(configuration.description)` reads the `description` of a
/// `Configuration`, which `Configuration.init(…, description: LocalizedStringKey, …)` and its
/// callers (`.init(arrowMode: .none, description: "…")`) fill.
///
/// Found from the lookup's own file (`resolve`): the names are followed through the file's
/// declarations, not through types the compiler would infer, so a slot is only as sure as its
/// names (`CallShapeCheck`'s findings from it stay warnings).
struct KeySlot: Sendable {
  /// One declaration whose calls fill the slot: an initializer or a function, or a type's
  /// memberwise initializer.
  struct Filler: Sendable {
    /// The argument label that fills the slot.
    var label: String
    /// The parameters, to check a call's labels against; nil for a memberwise initializer.
    var parameters: [Parameter]?
    /// Whether other modules can call it.
    var isVisibleOutsideModule: Bool
  }

  /// The property's or parameter's name, as messages name it (`description`).
  var name: String
  /// The type whose initializers fill the slot (`Configuration`); nil for a function's parameter.
  var type: String?
  /// The function whose calls fill the parameter; nil for properties and initializers.
  var function: String?
  var fillers: [Filler]
  /// The names of `type`'s properties, which a memberwise initializer takes as labels.
  var memberNames: Set<String>
  /// The module that declares the slot.
  var module: String

  /// The labels that fill the slot.
  var labels: Set<String> { Set(fillers.map(\.label)) }

  /// Whether `argument` is passed to this slot: a call to its type's initializer (`Type(…)`,
  /// `Type.init(…)`, or `.init(…)` with labels one of the initializers takes) or to its function,
  /// under a filling label, with labels the filler takes; from another module only through a
  /// filler visible there.
  func isFilled(by argument: KeyArgument) -> Bool {
    if let function {
      guard argument.callee == function else { return false }
    } else if let type {
      guard argument.callee == type || argument.callee == "init" else { return false }
      if argument.callee == "init", !argument.isImplicitInit {
        guard let receiver = argument.receiver,
          receiver == type || receiver.hasSuffix("." + type)
        else { return false }
      }
    } else {
      return false
    }
    let sameModule = argument.module == module
    return fillers.contains { filler in
      guard filler.label == argument.label, sameModule || filler.isVisibleOutsideModule else {
        return false
      }
      guard let parameters = filler.parameters else {
        return argument.labels.allSatisfy(memberNames.contains)
      }
      return DeclarationIndex.accepts(argument.labels, parameters)
    }
  }
}
