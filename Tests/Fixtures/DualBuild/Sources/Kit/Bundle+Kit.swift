import Foundation

private final class KitToken {}

extension Bundle {
  /// The module's resources in each build: SwiftPM's resource bundle, or the pod's.
  static let kit: Bundle = {
    #if SWIFT_PACKAGE
    return .module
    #else
    let framework = Bundle(for: KitToken.self)
    let url = framework.url(forResource: "KitResources", withExtension: "bundle")
    return url.flatMap(Bundle.init(url:)) ?? framework
    #endif
  }()
}
