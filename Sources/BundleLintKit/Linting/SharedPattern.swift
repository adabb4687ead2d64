/// A call pattern kept once by a dispatch (`CallDispatch`, `ResourceDispatch`) and shared by
/// reference, with the fields `accepts(_:)` reads kept apart, so testing it against each call
/// reads them in place.
///
/// `CallPattern` is a plain value of fifteen fields. Swift 6.3 copies one (every field) before a
/// method reads it, from an array or from a `let` of a class alike, even when the method is
/// inlined: testing plain patterns against calls cost 3 to 8% more instructions per run than the
/// hand-written shared storage `CallPattern` had. The model stays plain: only the dispatches
/// hold patterns this way.
final class SharedPattern: Sendable {
  let pattern: CallPattern
  private let form: CallPattern.Form
  private let callee: String
  private let receivers: [String]
  private let parameters: [String]

  init(_ pattern: CallPattern) {
    self.pattern = pattern
    form = pattern.form
    callee = pattern.callee
    receivers = pattern.receivers
    parameters = pattern.parameters
  }

  /// `pattern.accepts(call)`, without a copy of the pattern.
  func accepts(_ call: CallSite) -> Bool {
    CallPattern.accepts(
      call, form: form, callee: callee, receivers: receivers, parameters: parameters)
  }
}
