// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Inner", targets: [.target(name: "Inner")])
