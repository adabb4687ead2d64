// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Conditions",
  defaultLocalization: "en",
  traits: [
    .default(enabledTraits: ["Metrics"]),
    "Metrics",
    "Tracing",
  ],
  targets: [
    .target(
      name: "Shop",
      resources: [.process("Resources")],
      swiftSettings: [
        .define("SHOP_FLAGS"),
        .define("IOS_ONLY", .when(platforms: [.iOS])),
        .define("TRACING_FLAGS", .when(traits: ["Tracing"])),
        .unsafeFlags(["-DUNSAFE_FLAG"]),
      ]),
    .target(name: "Plain"),
    .testTarget(name: "ShopTests", dependencies: ["Shop"]),
    .testTarget(name: "SnapshotTests", dependencies: ["Shop"], resources: [.process("Resources")]),
  ])
