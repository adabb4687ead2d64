// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Feature",
    defaultLocalization: "en",
    targets: [.target(name: "Feature", resources: [.process("Resources")])]
)
