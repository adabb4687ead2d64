// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Kit",
    defaultLocalization: "en",
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: [.target(name: "Kit", resources: [.process("Resources")])]
)
