// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Fonts",
  targets: [
    .target(name: "Theme", resources: [.process("Resources")]),
    .target(name: "Feature", dependencies: ["Theme", "Brand"]),
    .target(name: "Brand", resources: [.process("Fonts")]),
    .target(name: "Screens", dependencies: ["Brand"]),
  ]
)
