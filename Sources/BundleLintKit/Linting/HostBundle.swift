/// The bundle of another target of an Xcode project that a target's lookups may search: an app
/// or extension that loads a framework, or the app that embeds an extension.
public struct HostBundle: Hashable, Sendable {
  /// The target's module name.
  public var name: String
  /// Its product as findings name it (`Share.appex`).
  public var fileName: String
  /// What its tables and catalogs hold; nil when it owns none.
  public var index: ResourceIndex?
  /// Where its project gives it resources (its Copy Bundle Resources phase), for notes.
  public var resourcesDeclaration: ManifestLocation?

  public init(
    name: String, fileName: String, index: ResourceIndex?,
    resourcesDeclaration: ManifestLocation? = nil
  ) {
    self.name = name
    self.fileName = fileName
    self.index = index
    self.resourcesDeclaration = resourcesDeclaration
  }
}
