// swift-tools-version: 5.7
// A manifest with comments in odd places.
import PackageDescription

/* The package.
   targets: [.target(name: "Ghost")] is only a comment */
let package = Package(
    name: /* inline */ "Commented", // trailing comment
    defaultLocalization: LanguageTag("de"),
    targets: [
        // .target(name: "Disabled"),
        .executableTarget(
            name: "Tool", // the CLI
            sources: ["main.swift", "Commands"],
        ),
        .target(name: "Core",
                resources: [.process("Resources/de.lproj/Localizable.strings", localization: .default),],),
        .plugin(name: "Gen", capability: .buildTool()),
        .systemLibrary(name: "CZlib", path: "Modules/CZlib"),
        .binaryTarget(name: "Blob", path: "Frameworks/Blob.xcframework"),
    ]
)
