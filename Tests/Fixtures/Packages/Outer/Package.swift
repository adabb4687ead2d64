// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Outer",
    targets: [
        .target(name: "Outer", exclude: ["Generated"]),
        .target(name: "Nested", path: "Sources/Outer/Nested"),
        .executableTarget(name: "Tool", sources: ["main.swift"]),
        .testTarget(name: "OuterTests", dependencies: ["Outer"]),
    ]
)
