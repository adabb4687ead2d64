// swift-tools-version:6.0
import PackageDescription

// Uses bundlelint's plugins from the plugins-only package beside it, whose tool is a prebuilt
// artifact bundle: the command plugin (`swift package bundlelint`) and the build-tool plugin on
// 'Checkout'.
let package = Package(
  name: "App",
  defaultLocalization: "en",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "../BundleLintPlugins")],
  targets: [
    .target(
      name: "Checkout",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "BundleLintBuildToolPlugin", package: "BundleLintPlugins")]),
  ]
)
