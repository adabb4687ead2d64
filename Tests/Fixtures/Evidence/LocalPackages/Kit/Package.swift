// swift-tools-version:5.9
// A local package of the app in `App/`: each lookup below is marked with what the evidence says.
import PackageDescription

let package = Package(
  name: "Kit",
  defaultLocalization: "en",
  targets: [
    .target(name: "Kit", resources: [.process("Resources")])
  ]
)
