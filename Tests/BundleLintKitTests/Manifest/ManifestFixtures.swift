import BundleLintTestSupport
import Foundation

/// Paths of the fixture manifests and packages under `Tests/Fixtures`.
enum ManifestFixtures {
  static let fixtures: String = PackageRoot.fixtures.path

  /// `Tests/Fixtures/Manifests/<name>`.
  static func manifestFolder(_ name: String) -> String { fixtures + "/Manifests/" + name }

  /// The bytes of `Tests/Fixtures/Manifests/<name>/<file>`.
  static func bytes(_ name: String, file: String = "Package.swift") throws -> [UInt8] {
    try bytes(atPath: manifestFolder(name) + "/" + file)
  }

  static func bytes(atPath path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// Every fixture folder whose manifest SwiftPM can read, relative to `Tests/Fixtures`.
  static let readableFolders =
    readable.map { "Manifests/" + $0 }
    + ["Packages/Resources", "Packages/Privacy", "Packages/Outer", "Packages/Outer/Vendor/Inner"]

  /// The manifest folders that SwiftPM itself can read.
  static let readable = [
    "Basic53", "Comments", "Conditional", "Constants", "MapTargets", "Swift6", "Variant59",
  ]
}
