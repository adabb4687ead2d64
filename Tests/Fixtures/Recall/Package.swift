// swift-tools-version:5.9
// Recall: lookups written as a conditional expression of literals, as an image literal, and as a
// literal passed to the package's own 'LocalizedStringResource' parameter.
import PackageDescription

let package = Package(
  name: "Recall",
  defaultLocalization: "en",
  targets: [
    .target(name: "DesignSystem"),
    .target(name: "Feature", dependencies: ["DesignSystem"], resources: [.process("Resources")]),
  ]
)
