import BundleLintCore
import BundleLintSyntax

/// A Swift package product a native target links (`packageProductDependencies`), and which
/// package it comes from.
public struct XcodePackageProduct: Hashable, Comparable, Sendable {
  /// Where the product's package is.
  public enum Package: Hashable, Sendable {
    /// A local package (`XCLocalSwiftPackageReference`): its folder, relative to the folder
    /// holding the `.xcodeproj`, not normalized (`../Packages/Kit`).
    case local(path: String)
    /// A remote package (`XCRemoteSwiftPackageReference`): its repository URL.
    case remote(url: String)
    /// No `package`: a local package added to the project as a file reference; match it by
    /// product name.
    case byProductName
  }

  /// `productName`.
  public var name: String
  public var package: Package

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.name < rhs.name }
}
