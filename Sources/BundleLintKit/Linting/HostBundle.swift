/// The bundle of another target of an Xcode project that a target's lookups may search: an app
/// or extension that loads a framework, or the app that embeds an extension.
public struct HostBundle: Hashable, Sendable {
  /// The target's module name.
  public var name: String
  /// Its product as findings name it (`Share.appex`).
  public var fileName: String
  /// What its tables and catalogs hold; nil when it owns none.
  public var index: ResourceIndex? { loadedIndex ?? loader?.index }
  /// The index when it was read with the run's, else how to read it when first asked.
  private var loadedIndex: ResourceIndex?
  private var loader: ResourceIndexLoader?
  /// Where its project gives it resources (its Copy Bundle Resources phase), for notes.
  public var resourcesDeclaration: ManifestLocation?
  /// For an app or extension: the languages its bundle declares, read when first asked; nil
  /// when not known.
  public var localizations: AppLocalizationsLoader?

  public init(
    name: String, fileName: String, index: ResourceIndex?,
    resourcesDeclaration: ManifestLocation? = nil
  ) {
    self.name = name
    self.fileName = fileName
    self.loadedIndex = index
    self.resourcesDeclaration = resourcesDeclaration
  }

  /// A host whose index `loader` reads when first asked for.
  public init(
    name: String, fileName: String, loader: ResourceIndexLoader,
    resourcesDeclaration: ManifestLocation? = nil
  ) {
    self.name = name
    self.fileName = fileName
    self.loader = loader
    self.resourcesDeclaration = resourcesDeclaration
  }
}
