import BundleLintCore
import BundleLintSyntax

/// What one native target's phases say about other targets' products, as one project knows
/// them: the products it links and embeds (by product reference and file name), the package
/// products it links, and what the graph needs to match names across projects.
public struct XcodeTargetLinks: Hashable, Sendable {
  /// A build product named in a phase: a `BUILT_PRODUCTS_DIR` file reference or a reference
  /// proxy (a product of another project).
  public struct Product: Hashable, Sendable {
    /// The id of the file reference (or proxy) the phase's build file points at.
    public var reference: String
    /// Its file name: `Kit.framework`, `Widget.appex`, `libCore.a`.
    public var file: String
  }

  /// A product a copy-files phase puts in the target's bundle, and where.
  public struct Embed: Hashable, Sendable {
    public var product: Product
    public var destination: XcodeEmbedding
  }

  public var id: String
  public var name: String
  public var kind: XcodeTarget.Kind
  /// The id of its `productReference`; nil without one.
  public var productReference: String?
  /// The file name of its product (`Kit.framework`); nil without a product reference.
  public var product: String?
  /// Its raw `SDKROOT` (the target's first configuration that sets it, else the project's):
  /// `iphoneos`, `macosx`, `auto`…
  public var sdkRoot: String?
  /// The products of its Frameworks phases.
  public var links: [Product]
  /// The products its copy-files phases embed, by destination.
  public var embeds: [Embed]
  /// Its package products (build-tool plugins left out: they run at build time).
  public var packageProducts: [XcodePackageProduct]
  /// The line of the target's object in the project file.
  public var line: Int
}
