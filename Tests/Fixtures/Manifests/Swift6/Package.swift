// swift-tools-version:6.1
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Swift6",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AppLibrary", targets: ["App"]),
        .executable(name: "tool", targets: ["Tool"]),
    ],
    targets: [
        .target(
            name: "App",
            path: "Sources/AppCore",
            sources: ["Views"],
            resources: [.process("Localizable.xcstrings"), .copy("PrivacyInfo.xcprivacy")],
        ),
        .target(name: "Core", path: "Sources/Core"),
        .executableTarget(name: "Tool", dependencies: [.target(name: "App"), .byName(name: "Core")], path: "Sources/Tool"),
        .testTarget(name: "AppTests", dependencies: ["App"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
