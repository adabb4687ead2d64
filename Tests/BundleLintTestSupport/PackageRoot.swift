import Foundation

/// The package root, found from this file's path, so tests run from any directory.
public enum PackageRoot {
  /// The root: two folders above `Tests/BundleLintTestSupport/`.
  public static let url: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static var path: String { url.path }

  /// `relativePath` below the root (`"Tests/Fixtures"`).
  public static func url(_ relativePath: String) -> URL {
    url.appendingPathComponent(relativePath)
  }

  /// `Tests/Fixtures`: the fixture packages and golden files.
  public static var fixtures: URL { url("Tests/Fixtures") }
}
