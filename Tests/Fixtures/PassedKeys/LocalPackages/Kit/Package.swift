// swift-tools-version:5.9
// A local package of the app in `App/`: a design system whose views store the keys callers pass,
// and a feature that passes keys of its own tables. Each lookup is marked with what the evidence
// says.
import PackageDescription

let package = Package(
  name: "Kit",
  defaultLocalization: "en",
  targets: [
    .target(name: "DesignSystem", resources: [.process("Resources")]),
    .target(name: "Feature", dependencies: ["DesignSystem"], resources: [.process("Resources")]),
  ]
)
