// swift-tools-version:5.9
// A library built by SwiftPM and by CocoaPods alike: its lookups pass a helper that is
// `Bundle(for:)`, right in the pod's framework and wrong in the SwiftPM build.
import PackageDescription

let package = Package(
  name: "ClassBundle",
  defaultLocalization: "en",
  products: [.library(name: "Kit", targets: ["Kit"])],
  targets: [.target(name: "Kit", resources: [.process("Resources")])]
)
