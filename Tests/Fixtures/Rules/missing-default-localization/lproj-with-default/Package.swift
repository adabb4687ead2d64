// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Checkout",
    defaultLocalization: "en",
    targets: [
        .target(name: "Checkout", resources: [.process("Resources")])
    ]
)
