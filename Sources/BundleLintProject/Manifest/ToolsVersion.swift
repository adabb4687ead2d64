import BundleLintCore
import BundleLintSyntax

/// A `swift-tools-version`: major, minor, patch.
public struct ToolsVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public var patch: Int

  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `5`, `5.9`, `6.0.1`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy(\.isASCII), let value = Int(part), value >= 0 else {
        return nil
      }
      numbers.append(value)
    }
    while numbers.count < 3 { numbers.append(0) }
    self.init(numbers[0], numbers[1], numbers[2])
  }

  /// The toolchain bundlelint models: Swift 6.3.
  public static let toolchain = ToolsVersion(6, 3)
  /// What SwiftPM assumes for a manifest without a `swift-tools-version` line.
  public static let unspecified = ToolsVersion(3, 1)

  /// `5.9` or `6.0.1`: the patch only when it is not zero.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }

  public static func < (lhs: ToolsVersion, rhs: ToolsVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}
