// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Plugin", targets: [.target(name: "Plugin")])
