// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Resources",
    defaultLocalization: "en",
    targets: [
        .target(name: "Implicit", exclude: ["notes.txt"]),
        .target(
            name: "Declared",
            resources: [
                .process("Resources"),
                .copy("Fixtures"),
                .process("Localized/Help.strings", localization: .default),
                .process("Missing.json"),
            ]
        ),
        .target(name: "Embedded", resources: [.embedInCode("seed.json")]),
        .testTarget(name: "ResourcesTests", dependencies: ["Declared"], resources: [.copy("Fixtures")]),
    ]
)
