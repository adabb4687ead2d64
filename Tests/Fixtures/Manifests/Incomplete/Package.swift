// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Incomplete",
    targets: [
        .target(name: "Half",
