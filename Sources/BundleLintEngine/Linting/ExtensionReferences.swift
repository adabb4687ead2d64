import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// An app extension that runs a framework, with the members that the files only it compiles
/// name (`MemberReferences`): a framework lookup held by one of them runs in the extension.
package struct ExtensionReferences: Hashable, Sendable {
  /// The extension's bundle.
  package var host: HostBundle
  /// `Type.member` and bare names its own files use.
  package var members: Set<String>

  package init(host: HostBundle, members: Set<String>) {
    self.host = host
    self.members = members
  }
}
