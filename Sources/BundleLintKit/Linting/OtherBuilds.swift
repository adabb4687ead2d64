/// A SwiftPM target's file that other builds compile too (an Xcode framework target, a pod):
/// `Bundle.module` exists only in the SwiftPM build, so a fix that passes it would break the
/// others. The finding says which build it is about, and such a fix is shown, never applied.
enum OtherBuilds {
  /// `diagnostic` with a note naming the builds, and its fix shown only when it passes
  /// `.module` (a helper of the module's that is right in each build stays applicable).
  static func keepFixCompiling(_ diagnostic: inout Diagnostic, module: String, builds: [String]) {
    let others =
      builds.joined(separator: " and ") + (builds.count == 1 ? " also compiles" : " also compile")
    var message = "this is about the SwiftPM build of '\(module)'; \(others) this file"
    if diagnostic.fix?.edits.contains(where: { $0.replacement.contains(".module") }) == true {
      diagnostic.fix?.applicability = .displayOnly
      message +=
        ", where 'Bundle.module' does not exist: pass a bundle that is right in each build "
        + "(a '#if SWIFT_PACKAGE' locator), so the fix is not applied"
    }
    diagnostic.notes.append(Note(message: message, location: diagnostic.location, role: .detail))
  }
}
