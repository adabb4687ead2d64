// swift-tools-version:5.9
// Resource cross-checks: keys and assets looked up against the tables and catalogs that hold them.
// The test writes Feature's de.lproj/Localizable.strings as UTF-16 with a BOM.
import PackageDescription

let package = Package(
  name: "Contents",
  defaultLocalization: "en",
  targets: [
    .target(name: "DesignSystem"),
    .target(name: "Feature", dependencies: ["DesignSystem"], resources: [.process("Resources")]),
    .target(name: "Widgets", dependencies: ["DesignSystem"]),
  ]
)
