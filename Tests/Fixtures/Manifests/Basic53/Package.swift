// swift-tools-version:5.3
import PackageDescription

let package = Package(
    name: "Basic",
    defaultLocalization: "en",
    products: [
        .library(name: "Basic", targets: ["Basic"]),
    ],
    targets: [
        .target(
            name: "Basic",
            path: "Code/Basic",
            exclude: ["Notes.md"],
            resources: [
                .process("Media.xcassets"),
                .process("Icon.png", localization: .base),
                .copy("Seeds"),
            ]
        ),
        .testTarget(name: "BasicTests", dependencies: ["Basic"]),
    ]
)
