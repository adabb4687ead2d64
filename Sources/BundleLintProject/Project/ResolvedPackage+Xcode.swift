import BundleLintCore

extension ResolvedPackage {
  /// Whether module `index` is an app target of an Xcode project (a process of its own, not an
  /// extension); false for every module of a package.
  package func isXcodeApp(_ index: Int) -> Bool {
    guard let module = xcodeModules?[index] else { return false }
    return module.mainBundle == .own && !module.isAppExtension
  }
}
