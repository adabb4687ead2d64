// swift-tools-version:6.1
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Swift6",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    targets: [
        .target(
            name: "App",
            path: "Sources/AppCore",
            sources: ["Views"],
            resources: [.process("Localizable.xcstrings"), .copy("PrivacyInfo.xcprivacy")],
        ),
        .testTarget(name: "AppTests", dependencies: ["App"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
