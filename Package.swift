// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "bundlelint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "bundlelint", targets: ["bundlelint"]),
    // What a tool that embeds the linter imports: the run (`LintRun`) and the reporters.
    .library(name: "BundleLintKit", targets: ["BundleLintEngine", "BundleLintReporters"]),
    .plugin(name: "BundleLintCommandPlugin", targets: ["BundleLintCommandPlugin"]),
    .plugin(name: "BundleLintFixPlugin", targets: ["BundleLintFixPlugin"]),
    .plugin(name: "BundleLintBuildToolPlugin", targets: ["BundleLintBuildToolPlugin"]),
  ],
  targets: [
    // The pipeline, one module per room, in the order data flows: each depends on the one
    // before it only, so no stage can reach a later one. Names shared between modules are
    // `package`; `public` is what an embedding tool uses.
    //
    // Support (parallel work, bounded writing) and the diagnostics vocabulary.
    .target(name: "BundleLintCore"),
    // The lossless lexer and the call matcher: calls, arguments, declarations, `#if`.
    .target(name: "BundleLintSyntax", dependencies: ["BundleLintCore"]),
    // Walking and reading files, manifests, Xcode projects, podspecs, resources: the modules.
    .target(name: "BundleLintProject", dependencies: ["BundleLintSyntax"]),
    // The rule model, its strict decoder and the compiled-in rules.
    .target(name: "BundleLintRules", dependencies: ["BundleLintProject"]),
    // The checks, configuration and adoption, the passes of a run, fixing and the rerun cache.
    .target(name: "BundleLintEngine", dependencies: ["BundleLintRules"]),
    // Text, JSON, SARIF, GitHub, JUnit, Checkstyle and `describe`; the commands the executable
    // runs, one per subcommand.
    .target(name: "BundleLintReporters", dependencies: ["BundleLintEngine"]),
    // `bundlelint lsp`: the language server and its command.
    .target(name: "BundleLintServer", dependencies: ["BundleLintReporters"]),

    // The command-line front end: flags, one library command per subcommand, exit status.
    .executableTarget(name: "bundlelint", dependencies: ["BundleLintServer"]),

    // `swift package bundlelint [options]`: lints the package it runs in.
    .plugin(
      name: "BundleLintCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "bundlelint",
          description: "Find resource lookups that miss 'Bundle.module' in this package")),
      dependencies: ["bundlelint"],
      path: "Sources/BundleLintCommandPlugin"),

    // `swift package bundlelint-fix [options]`: lints the package and applies the safe fixes
    // (`bundlelint --fix`). A plugin of its own, since declaring the permission to write makes
    // SwiftPM ask for it on every run of the plugin. It shares the command plugin's runner
    // (its folder links to that file).
    .plugin(
      name: "BundleLintFixPlugin",
      capability: .command(
        intent: .custom(
          verb: "bundlelint-fix",
          description: "Apply bundlelint's safe fixes to this package's sources"),
        permissions: [
          .writeToPackageDirectory(
            reason: "bundlelint-fix rewrites resource lookups in the package's Swift sources")
        ]),
      dependencies: ["bundlelint"],
      path: "Sources/BundleLintFixPlugin"),

    // Lints each target it is applied to as it builds; findings show as build warnings.
    .plugin(
      name: "BundleLintBuildToolPlugin",
      capability: .buildTool(),
      dependencies: ["bundlelint"],
      path: "Sources/BundleLintBuildToolPlugin"),

    // `swift run generate-rules`: writes the compiled-in rules, the README's rule table and the
    // documentation catalog's rule pages from Rules/*.json. It does not use the pipeline's modules, so
    // it builds while the generated file is stale.
    .executableTarget(name: "generate-rules", path: "Tests/Tools/GenerateRules"),

    // What both test targets share: the package root, running a program, golden files (rewritten
    // with BUNDLELINT_RECORD=1) and `↓`-marked sources. Foundation only.
    .target(name: "BundleLintTestSupport", path: "Tests/BundleLintTestSupport"),

    // Unit tests, one folder per stage; they run generate-rules to check the generated files.
    .testTarget(
      name: "BundleLintKitTests",
      dependencies: ["BundleLintServer", "BundleLintTestSupport", "generate-rules"]),

    // End-to-end tests: run the built binary on the packages in Tests/Fixtures.
    .testTarget(name: "BundleLintCLITests", dependencies: ["bundlelint", "BundleLintTestSupport"]),
  ]
)
