// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Privacy",
    targets: [
        .target(name: "Privacy"),
        .target(name: "NoDefault"),
        .target(name: "Copied", resources: [.copy("en.lproj")]),
    ]
)
