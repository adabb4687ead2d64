// swift-tools-version:5.9
// An example app package with missing-bundle bugs of every kind, and correct code beside them.
// `swift run bundlelint Tests/Fixtures/Example` lints it.
import PackageDescription

let package = Package(
  name: "Example",
  // Missing: defaultLocalization, although Checkout has en.lproj and de.lproj.
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "DesignSystem", targets: ["DesignSystem"]),
    .library(name: "Checkout", targets: ["Checkout"]),
    .library(name: "Profile", targets: ["Profile"]),
  ],
  targets: [
    // Asset catalog Media.xcassets is picked up without a declaration.
    .target(name: "DesignSystem"),
    .target(
      name: "Checkout",
      dependencies: ["DesignSystem", "Networking"],
      resources: [
        .process("Resources"),
        .process("Terms.json"),
        .copy("Legacy.xcassets"),
        .process("Sounds"),
      ]
    ),
    // Localizable.xcstrings and Profile.storyboard are picked up without a declaration.
    .target(name: "Profile", dependencies: ["DesignSystem"]),
    // No resources at all: the host app provides them, Bundle.main is right here.
    .target(name: "Networking"),
    .testTarget(
      name: "CheckoutTests",
      dependencies: ["Checkout"],
      resources: [.copy("Fixtures")]
    ),
  ]
)
