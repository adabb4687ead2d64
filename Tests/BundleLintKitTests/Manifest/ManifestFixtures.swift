import Foundation

/// Paths of the fixture manifests and packages under `Tests/Fixtures`.
enum ManifestFixtures {
  static let fixtures: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// `Tests/Fixtures/Manifests/<name>`.
  static func manifestFolder(_ name: String) -> String { fixtures + "/Manifests/" + name }

  /// The bytes of `Tests/Fixtures/Manifests/<name>/<file>`.
  static func bytes(_ name: String, file: String = "Package.swift") throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: manifestFolder(name) + "/" + file)))
  }

  /// The manifest folders that SwiftPM itself can read.
  static let readable = ["Basic53", "Comments", "Constants", "MapTargets", "Swift6", "Variant59"]
}
