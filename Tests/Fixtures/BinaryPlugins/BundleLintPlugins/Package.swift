// swift-tools-version:6.0
import PackageDescription

// The plugins-only package the README describes, with the artifact bundle at a path instead of a
// release's URL and checksum. `Tests/Tools/binary-plugins-check.sh` copies the plugins' sources
// into Plugins/ and the bundle it builds beside this file.
let package = Package(
  name: "BundleLintPlugins",
  products: [
    .plugin(name: "BundleLintCommandPlugin", targets: ["BundleLintCommandPlugin"]),
    .plugin(name: "BundleLintFixPlugin", targets: ["BundleLintFixPlugin"]),
    .plugin(name: "BundleLintBuildToolPlugin", targets: ["BundleLintBuildToolPlugin"]),
  ],
  targets: [
    .binaryTarget(name: "bundlelint", path: "bundlelint.artifactbundle"),
    .plugin(
      name: "BundleLintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "bundlelint", description: "Lint this package with bundlelint")),
      dependencies: ["bundlelint"], path: "Plugins/BundleLintCommandPlugin"),
    .plugin(
      name: "BundleLintFixPlugin",
      capability: .command(
        intent: .custom(verb: "bundlelint-fix", description: "Apply bundlelint's safe fixes"),
        permissions: [.writeToPackageDirectory(reason: "bundlelint-fix rewrites lookups")]),
      dependencies: ["bundlelint"], path: "Plugins/BundleLintFixPlugin"),
    .plugin(
      name: "BundleLintBuildToolPlugin", capability: .buildTool(),
      dependencies: ["bundlelint"], path: "Plugins/BundleLintBuildToolPlugin"),
  ]
)
