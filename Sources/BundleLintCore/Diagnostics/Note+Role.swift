extension Note {
  /// What a note adds to its finding, which decides whether a text layout prints it.
  public enum Role: String, Hashable, Sendable {
    /// Information of its own, often at another place (the wrapper's declaration, the other
    /// module's table that has the key): printed by both text layouts.
    case detail
    /// The evidence for the finding (the table that has the key): printed by the `full` layout.
    case evidence
    /// The fix or advice, which the message already ends with: printed by no text layout (the
    /// `full` layout shows the fix as a `help:` suggestion).
    case fix
    /// The same for every finding of a module (where the module gets its resources): printed
    /// once per module by the `full` layout.
    case module
  }
}
