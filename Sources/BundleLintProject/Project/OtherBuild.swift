import BundleLintCore
import BundleLintSyntax

/// A build other than SwiftPM that compiles a package's file: an Xcode target or a CocoaPods
/// pod over the same sources. `Bundle.module` exists in neither, so a fix there must name a
/// bundle that is right in each build.
public struct OtherBuild: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    case xcodeTarget
    case pod
  }

  public var kind: Kind
  public var name: String
  /// Whether `#bundle` is where this build keeps the file's resources: a dynamic framework
  /// target with resources, in a project format only Xcode 26 and later open (object version
  /// 100), so its toolchain has the macro and expands it to the framework's bundle. A pod is
  /// never counted: its `resource_bundles` are bundles inside the framework, not the
  /// framework's.
  public var findsResourcesWithBundleMacro: Bool

  public init(kind: Kind, name: String, findsResourcesWithBundleMacro: Bool = false) {
    self.kind = kind
    self.name = name
    self.findsResourcesWithBundleMacro = findsResourcesWithBundleMacro
  }

  /// `Xcode target 'Kit'`, `pod 'Kit'`.
  public var description: String {
    switch kind {
    case .xcodeTarget: "Xcode target '\(name)'"
    case .pod: "pod '\(name)'"
    }
  }

  /// The first project format that only Xcode 26 and later read, whose toolchain (Swift 6.2)
  /// has `#bundle`.
  static let bundleMacroObjectVersion = 100
}
