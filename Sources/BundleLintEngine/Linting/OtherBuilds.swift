import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A SwiftPM target's file that other builds compile too (an Xcode framework target, a pod):
/// `Bundle.module` exists only in the SwiftPM build, so a fix that passes it would break the
/// others. The finding says which build it is about; a fix that passes `.module` becomes
/// `#bundle` where every build has the macro and finds the resources with it, and is shown,
/// never applied, elsewhere.
enum OtherBuilds {
  /// The first tools version whose toolchain has `#bundle` (Swift 6.2).
  static let bundleMacroToolsVersion = ToolsVersion(6, 2)

  /// `diagnostic` said of the SwiftPM build of `module`, with a note naming `builds`; its fix
  /// kept to what compiles in each build (a helper of the module's that is right in each build
  /// stays as it is).
  static func keepFixCompiling(
    _ diagnostic: inout Diagnostic, module: String, builds: [OtherBuild],
    toolsHaveBundleMacro: Bool
  ) {
    diagnostic.message = "in the SwiftPM build of '\(module)', " + diagnostic.message
    let named = builds.map(\.description)
    let others =
      (named.count > 1 ? named.dropLast().joined(separator: ", ") + " and " : "")
      + (named.last ?? "") + (builds.count == 1 ? " also compiles" : " also compile")
    var message = "\(others) this file"
    if let fix = diagnostic.fix, fix.edits.contains(where: { passesModule($0.replacement) }) {
      if toolsHaveBundleMacro, builds.allSatisfy(\.findsResourcesWithBundleMacro) {
        diagnostic.fix = withBundleMacro(fix)
        diagnostic.message = withBundleMacro(diagnostic.message)
        message +=
          ", where 'Bundle.module' does not exist: the fix passes '#bundle', which is "
          + "the resource bundle of each build"
      } else {
        diagnostic.fix?.applicability = .displayOnly
        message +=
          ", where 'Bundle.module' does not exist, so the fix is not applied: add a bundle "
          + "locator that is right in each build ('#if SWIFT_PACKAGE' '.module' '#else' "
          + "'Bundle(for: AClassOfTheModule.self)', or the pod's resource bundle) and pass it"
      }
    }
    diagnostic.notes.append(Note(message: message, location: diagnostic.location, role: .detail))
  }

  /// Whether `code` names SwiftPM's generated accessor (`.module`, `Bundle.module`).
  static func passesModule(_ code: String) -> Bool {
    code != withBundleMacro(code)
  }

  /// `fix` with `Bundle.module` and `.module` spelled `#bundle`.
  static func withBundleMacro(_ fix: Fix) -> Fix {
    var fix = fix
    fix.title = withBundleMacro(fix.title)
    for index in fix.edits.indices {
      fix.edits[index].replacement = withBundleMacro(fix.edits[index].replacement)
    }
    return fix
  }

  /// `code` with `Bundle.module` and a `.module` member that ends there spelled `#bundle`.
  static func withBundleMacro(_ code: String) -> String {
    code.rewritingModuleMember { head in
      let qualifier = head.dropLast("Bundle".count)
      if head.hasSuffix("Bundle"), !String.isIdentifierCharacter(qualifier.last) {
        return (qualifier, "#bundle")
      }
      return (head, String.isIdentifierCharacter(head.last) ? ".module" : "#bundle")
    }
  }
}
