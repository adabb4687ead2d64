// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Catalog",
  defaultLocalization: "en",
  products: [.library(name: "Catalog", targets: ["Catalog"])],
  dependencies: [.package(path: "../Networking")],
  targets: [
    .target(
      name: "Catalog",
      dependencies: [
        "CatalogModels", "DesignSystem", .product(name: "Networking", package: "Networking"),
      ],
      resources: [.process("Resources")]),
    .target(name: "CatalogModels"),
    .target(name: "DesignSystem", resources: [.process("Resources")]),
    .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
  ]
)
