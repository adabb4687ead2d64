// swift-tools-version:6.0
import PackageDescription

// Uses bundlelint's plugins from this checkout: the command plugin (`swift package bundlelint`)
// and the build-tool plugin on 'Shop'.
let package = Package(
  name: "PluginHost",
  defaultLocalization: "en",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "bundlelint", path: "../../../..")],
  targets: [
    .target(
      name: "Shop",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "BundleLintBuildToolPlugin", package: "bundlelint")]),
  ]
)
