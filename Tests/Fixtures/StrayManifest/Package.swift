// swift-tools-version:5.9
// A manifest left over at the root of an app: SwiftPM refuses it (localized resources, no
// defaultLocalization). The app is built by Stray.xcodeproj.
import PackageDescription

let package = Package(
  name: "Stray",
  targets: [
    .target(name: "App", path: "App")
  ]
)
