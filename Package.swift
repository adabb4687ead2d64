// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "bundlelint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "bundlelint", targets: ["bundlelint"]),
    .library(name: "BundleLintKit", targets: ["BundleLintKit"]),
  ],
  targets: [
    // The engine, one folder per pipeline stage:
    // Workspace → Manifest → Resources → Lexer → Syntax → Rules → Engine → Diagnostics → Reporters.
    .target(name: "BundleLintKit"),

    // The command-line front end: flags, subcommands, exit status.
    .executableTarget(name: "bundlelint", dependencies: ["BundleLintKit"]),

    // Unit tests, one folder per stage.
    .testTarget(name: "BundleLintKitTests", dependencies: ["BundleLintKit"]),

    // End-to-end tests: run the built binary on the packages in Tests/Fixtures.
    .testTarget(name: "BundleLintCLITests", dependencies: ["bundlelint"]),
  ]
)
