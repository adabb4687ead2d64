// swift-tools-version:5.9
// A library built three ways from the same sources: SwiftPM, CocoaPods (Kit.podspec) and the
// framework target of Kit.xcodeproj (Carthage).
import PackageDescription

let package = Package(
  name: "Kit",
  defaultLocalization: "en",
  targets: [
    .target(name: "Kit", resources: [.process("Resources")])
  ]
)
