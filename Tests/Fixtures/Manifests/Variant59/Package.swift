// swift-tools-version:5.5
import PackageDescription

let package = Package(
    name: "Variant",
    targets: [.target(name: "Old")]
)
