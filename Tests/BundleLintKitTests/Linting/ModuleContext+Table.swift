@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

extension ModuleContext {
  /// A module named `name` whose one table, `Localizable` in `en`, is the `.strings` text
  /// `table`: the evidence a missing-bundle finding needs.
  static func withTable(_ name: String, _ table: String) -> ModuleContext {
    var module = ModuleContext(
      name: name,
      resources: ModuleResources(
        ownsBundle: true,
        stringTables: [.init(name: "Localizable", localizations: ["en"], files: ["a.strings"])]))
    var index = ResourceIndex()
    index.addTableFile(path: "en.lproj/a.strings", table: "Localizable", bytes: Array(table.utf8))
    module.resourceIndex = index
    return module
  }
}
