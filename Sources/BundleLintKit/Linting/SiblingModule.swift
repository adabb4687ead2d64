/// Another module of the same package, as the cross-module check sees it.
public struct SiblingModule: Hashable, Sendable {
  /// The target's name (`DesignSystem`).
  public var name: String
  public var index: ResourceIndex
  /// A public `Bundle` member the module declares for its own bundle (`designSystem` for
  /// `extension Bundle { public static let designSystem = Bundle.module }`), if any.
  public var bundleAccessor: String?

  public init(name: String, index: ResourceIndex, bundleAccessor: String? = nil) {
    self.name = name
    self.index = index
    self.bundleAccessor = bundleAccessor
  }
}
