import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleGraph {
  /// What a module is, as far as bundles go: it picks the node's shape. In the order a
  /// cluster lists its modules: processes first, then what they load.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// An app: its bundle is `Bundle.main` for all the code it runs.
    case app
    /// An app extension: its own `.appex` is `Bundle.main` in its process.
    case appExtension
    /// A SwiftPM executable target.
    case executable
    /// A dynamic framework: a bundle of its own, but `Bundle.main` is its host's.
    case framework
    /// A static framework or library of a project: linked into its hosts, no bundle of its own.
    case staticLibrary
    /// A resource bundle target of a project.
    case resourceBundle
    /// A SwiftPM target with a resource bundle of its own (`Bundle.module`).
    case packageWithResources
    /// A SwiftPM target without resources.
    case packageWithoutResources
    /// A CocoaPods spec, built as the dynamic framework `use_frameworks!` makes.
    case pod
    /// A product of a package that is not in the folders read (a remote package); its
    /// resource line names the package.
    case externalProduct
    /// Any other target of a project (a dynamic library, an unknown product type).
    case other

    /// How a label names the kind.
    package var label: String {
      switch self {
      case .app: "app"
      case .appExtension: "app extension"
      case .framework: "framework"
      case .staticLibrary: "static library"
      case .resourceBundle: "resource bundle"
      case .packageWithResources: "package target"
      case .packageWithoutResources: "package target, no resources"
      case .executable: "executable target"
      case .pod: "pod"
      case .externalProduct: "package product"
      case .other: "target"
      }
    }

    /// Whether a module of this kind is a process of its own, whose bundle is `Bundle.main`.
    package var isProcess: Bool { self == .app || self == .appExtension || self == .executable }
  }
}
