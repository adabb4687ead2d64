import BundleLintCore
import BundleLintSyntax

extension Module {
  /// What `expression` is where this module's code runs:
  /// - the main bundle: the module's own in an app or extension, else its hosts' main bundle;
  /// - `Bundle.module`: its own bundle (unknown when the build generates no accessor);
  /// - `#bundle`: its own binary's bundle, a SwiftPM target's resource bundle, the hosts' for
  ///   a static library;
  /// - `Bundle(for: C.self)`: for a class this module declares, its own binary's bundle, or
  ///   its hosts' when the code is linked into them; unknown for other classes;
  /// - `Bundle(identifier:)`: the module whose resolved identifier it is;
  /// - a containing-app helper: the one app that embeds this extension.
  ///
  /// - Parameters:
  ///   - expression: what the code writes.
  ///   - classOwner: the name of the module that declares a class, when known.
  ///   - identifierOwner: the name of the module whose bundle has an identifier, when known.
  /// - Returns: the bundle, as far as the module model knows it.
  package func meaning(
    of expression: BundleExpression, classOwner: (String) -> String? = { _ in nil },
    identifierOwner: (String) -> String? = { _ in nil }
  ) -> BundleMeaning {
    let ownBinary: BundleMeaning = binary == .own ? .own : .hosts(hosts)
    switch expression {
    case .main:
      return mainBundle == .own ? .own : .hosts(hosts)
    case .module:
      return generatedAccessor == .absent ? .unknown : .own
    case .compilingBinary:
      return binary == .package && generatedAccessor != .absent ? .own : ownBinary
    case .forClass(let type):
      return type == "Self" || classOwner(type) == name ? ownBinary : .unknown
    case .identifier(let identifier):
      if identifier == bundleIdentifier { return .own }
      return identifierOwner(identifier).map(BundleMeaning.other) ?? .unknown
    case .containingApp:
      guard mainBundle == .own, containingApps.count == 1 else { return .unknown }
      return .other(containingApps[0])
    case .unknown:
      return .unknown
    }
  }
}
