// swift-tools-version:6.2
// A library built by SwiftPM and by the framework target of Kit.xcodeproj (a project format
// only Xcode 26 opens): '#bundle' is the resource bundle in both builds.
import PackageDescription

let package = Package(
  name: "Kit",
  defaultLocalization: "en",
  targets: [
    .target(name: "Kit", resources: [.process("Resources")])
  ]
)
