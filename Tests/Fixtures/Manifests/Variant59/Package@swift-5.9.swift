// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Variant",
    defaultLocalization: "fr",
    targets: [.target(name: "New", resources: [.process("Strings.xcstrings")])]
)
