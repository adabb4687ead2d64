// swift-tools-version:5.9
import PackageDescription

let modules = ["Alpha", "Beta"]

let package = Package(
    name: "Mapped",
    targets: modules.map { .target(name: $0) } + [
        .testTarget(name: "AlphaTests", dependencies: ["Alpha"]),
    ]
)
