import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The bundle of another target of an Xcode project that a target's lookups may search: an app
/// or extension that loads a framework, or the app that embeds an extension.
package struct HostBundle: Hashable, Sendable {
  /// The target's module name.
  package var name: String
  /// Its product as findings name it (`Share.appex`).
  package var fileName: String
  /// What its tables and catalogs hold; nil when it owns none.
  package var index: ResourceIndex? { loadedIndex ?? loader?.index }
  /// The index when it was read with the run's, else how to read it when first asked.
  private var loadedIndex: ResourceIndex?
  private var loader: ResourceIndexLoader?
  /// Where its project gives it resources (its Copy Bundle Resources phase), for notes.
  package var resourcesDeclaration: ManifestLocation?
  /// For an app or extension: the languages its bundle declares, read when first asked; nil
  /// when not known.
  package var localizations: AppLocalizationsLoader?

  package init(
    name: String, fileName: String, index: ResourceIndex?,
    resourcesDeclaration: ManifestLocation? = nil
  ) {
    self.name = name
    self.fileName = fileName
    self.loadedIndex = index
    self.resourcesDeclaration = resourcesDeclaration
  }

  /// A host whose index `loader` reads when first asked for.
  package init(
    name: String, fileName: String, loader: ResourceIndexLoader,
    resourcesDeclaration: ManifestLocation? = nil
  ) {
    self.name = name
    self.fileName = fileName
    self.loader = loader
    self.resourcesDeclaration = resourcesDeclaration
  }

  /// Whether its index may have `key` in `table` (`Localizable` when nil), told without
  /// reading an index not read yet (`ResourceIndexLoader.mayHave(key:table:)`).
  package func mayHave(key: String, table: String?) -> Bool {
    loader?.mayHave(key: key, table: table) ?? true
  }
}
