import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ManifestReaderTests {
  private func read(_ name: String, file: String = "Package.swift") throws -> PackageManifest {
    try ManifestReader.read(try ManifestFixtures.bytes(name, file: file)).get()
  }

  private func read(source: String) throws -> PackageManifest {
    try ManifestReader.read(Array(source.utf8)).get()
  }

  @Test func readsCustomPathsExcludesAndEveryResourceRule() throws {
    let manifest = try read("Basic53")
    #expect(manifest.toolsVersion == "5.3")
    #expect(manifest.name == "Basic")
    #expect(manifest.defaultLocalization == "en")
    #expect(manifest.readMode == .static)
    #expect(manifest.notes.isEmpty)
    #expect(manifest.targets.map(\.name) == ["Basic", "BasicTests"])
    let basic = manifest.targets[0]
    #expect(basic.kind == .regular)
    #expect(basic.path == "Code/Basic")
    #expect(basic.exclude == ["Notes.md"])
    #expect(basic.position == ManifestPosition(line: 11, column: 9))
    #expect(
      basic.resources == [
        ResourceDeclaration(
          path: "Media.xcassets", rule: .process, position: ManifestPosition(line: 16, column: 17)),
        ResourceDeclaration(
          path: "Icon.png", rule: .process, localization: "base",
          position: ManifestPosition(line: 17, column: 17)),
        ResourceDeclaration(
          path: "Seeds", rule: .copy, position: ManifestPosition(line: 18, column: 17)),
      ])
    #expect(manifest.targets[1].kind == .test)
    #expect(manifest.targets[1].path == nil)
  }

  @Test func readsThePlatformsDeploymentTargets() throws {
    let manifest = try read(
      source: """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Shop",
          platforms: [.iOS(.v16), .macOS("13.0"), .watchOS(.v10_0), .custom("x", versionString: "1")],
          targets: [.target(name: "Shop")]
        )
        """)
    #expect(manifest.platforms == ["iOS": "16", "macOS": "13.0", "watchOS": "10.0"])
    #expect(try read("Basic53").platforms.isEmpty)
  }

  @Test func ignoresCommentsAndAcceptsTrailingCommas() throws {
    let manifest = try read("Comments")
    #expect(manifest.toolsVersion == "5.7")
    #expect(manifest.name == "Commented")
    #expect(manifest.defaultLocalization == "de")
    #expect(manifest.readMode == .static)
    #expect(manifest.targets.map(\.name) == ["Tool", "Core", "Gen", "CZlib", "Blob"])
    #expect(manifest.targets.map(\.kind) == [.executable, .regular, .plugin, .system, .binary])
    #expect(manifest.targets[0].sources == ["main.swift", "Commands"])
    #expect(manifest.targets[1].resources.map(\.localization) == ["default"])
    #expect(manifest.targets[3].path == "Modules/CZlib")
    #expect(manifest.targets[4].path == "Frameworks/Blob.xcframework")
  }

  @Test func followsConstantsConcatenationAndAppendedTargets() throws {
    let manifest = try read("Constants")
    #expect(manifest.readMode == .static, "\(manifest.notes)")
    #expect(manifest.targets.map(\.name) == ["Core", "Feature", "FeatureTests", "Macros"])
    #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test, .macro])
    #expect(manifest.targets[0].path == "Sources/Core")
    let feature = manifest.targets[1]
    #expect(feature.exclude == ["README.md", "Docs", "Scratch"])
    #expect(feature.resources.map(\.path) == ["Resources", "seed.json", "Fixtures"])
    #expect(feature.resources.map(\.rule) == [.process, .embedInCode, .copy])
    // The position of a resource reached through a constant is where the constant spells it.
    #expect(feature.resources[0].position?.line == 8)
  }

  @Test func mapBuiltTargetsGiveANoteAndTheConventionalFallback() throws {
    let manifest = try read("MapTargets")
    #expect(manifest.readMode == .partial)
    #expect(manifest.usesConventionalTargets)
    #expect(manifest.targets.map(\.name) == ["AlphaTests"])
    #expect(manifest.notes.count == 1)
    #expect(manifest.notes.first?.position?.line == 8)
    #expect(manifest.notes.first?.message.contains("'modules.map' with a closure") == true)
  }

  @Test func readsEveryBranchOfATopLevelIf() throws {
    let manifest = try read("Conditional")
    #expect(manifest.targets.map(\.name) == ["Shared", "Client", "ClientTests", "Server"])
    #expect(manifest.readMode == .partial)
    #expect(!manifest.usesConventionalTargets)
    #expect(manifest.notes.map(\.position?.line) == [17])
    #expect(manifest.targets[0].resources.map(\.path) == ["Resources"])
    #expect(manifest.targets[2].resources.map(\.path) == ["Fixtures"])
  }

  @Test func readsTheSwift59Variant() throws {
    let manifest = try read("Variant59", file: "Package@swift-5.9.swift")
    #expect(manifest.toolsVersion == "5.9")
    #expect(manifest.defaultLocalization == "fr")
    #expect(manifest.targets.map(\.name) == ["New"])
    #expect(try read("Variant59").targets.map(\.name) == ["Old"])
  }

  @Test func readsSwift6ManifestWithSourcesAndPrivacyManifest() throws {
    let manifest = try read("Swift6")
    #expect(manifest.toolsVersion == "6.1")
    #expect(manifest.targets[0].path == "Sources/AppCore")
    #expect(manifest.targets[0].sources == ["Views"])
    #expect(manifest.targets[0].resources.map(\.rule) == [.process, .copy])
    #expect(manifest.targets[3].resources.map(\.path) == ["Fixtures"])
    #expect(manifest.targets[2].dependencies == ["App", "Core"])
    #expect(manifest.targets[3].dependencies == ["App"])
    #expect(
      manifest.products == [
        ProductDeclaration(name: "AppLibrary", targets: ["App"]),
        ProductDeclaration(name: "tool", targets: ["Tool"]),
      ])
  }

  /// A product links its targets and, transitively, the package's targets they depend on;
  /// products of other packages and unknown names are left out.
  @Test func aProductLinksItsTargetsAndTheirDependencies() throws {
    let manifest = try read(
      source: """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Kit",
          products: [.library(name: "KitUI", targets: ["UI"]), .library(name: "Core", targets: ["Core"])],
          targets: [
            .target(name: "UI", dependencies: ["Model", .product(name: "Charts", package: "charts")]),
            .target(name: "Model", dependencies: [.target(name: "Core")]),
            .target(name: "Core", dependencies: ["Model"]),
            .target(name: "Other"),
          ]
        )
        """)
    #expect(manifest.targets(linkedBy: manifest.products[0]) == ["UI", "Model", "Core"])
    #expect(manifest.targets(linkedBy: manifest.products[1]) == ["Core", "Model"])
    #expect(manifest.targets[0].dependencies == ["Model"])
    #expect(
      manifest.targets[0].productDependencies == [
        ProductDependency(name: "Charts", package: "charts")
      ])
    #expect(manifest.targets[1].productDependencies.isEmpty)
  }

  @Test(
    arguments: [
      ("Empty", .empty), ("Binary", .binary),
      ("Incomplete", .incomplete(ManifestPosition(line: 4, column: 22))),
    ] as [(String, ManifestError)])
  func emptyBinaryAndHalfWrittenFixturesAreErrors(fixture: String, error: ManifestError) throws {
    #expect(ManifestReader.read(try ManifestFixtures.bytes(fixture)) == .failure(error))
  }

  @Test(
    arguments: [
      ("", .empty), ("import PackageDescription\n", .noPackageCall),
      ("let package = Package(name: \"x", .incomplete(ManifestPosition(line: 1, column: 22))),
    ] as [(String, ManifestError)])
  func emptyAndHalfWrittenTextsAreErrors(text: String, error: ManifestError) {
    #expect(ManifestReader.read(Array(text.utf8)) == .failure(error))
  }

  @Test(arguments: [
    ManifestError.empty, .binary, .incomplete(ManifestPosition(line: 2, column: 3)), .noPackageCall,
  ])
  func errorMessagesFollowTheHouseStyle(error: ManifestError) {
    let message = error.message
    #expect(message.first?.isLowercase == true)
    #expect(!message.hasSuffix("."))
    #expect(message.contains("skipped"))
  }

  @Test(
    arguments: [
      ("// swift-tools-version:5.3", "5.3"),
      ("// swift-tools-version: 6.0", "6.0"),
      ("//swift-tools-version:5.10.1", "5.10.1"),
      ("// Swift-Tools-Version:6.2; (experimentalFeatures)", "6.2"),
      ("\u{FEFF}// swift-tools-version:5.9\n", "5.9"),
      ("import PackageDescription", nil),
      ("// swift-tools-version:", nil),
    ] as [(String, String?)])
  func toolsVersionLine(line: String, expected: String?) {
    #expect(ManifestReader.toolsVersion(in: Array(line.utf8))?.description == expected)
  }

  @Test func deepNestingDoesNotOverflowTheStack() throws {
    let depth = 100_000
    let source =
      "let package = Package(name: \"Deep\", targets: [.target(name: \"A\", path: "
      + String(repeating: "(", count: depth) + "\"x\"" + String(repeating: ")", count: depth)
      + ")])"
    let manifest = try read(source: source)
    #expect(manifest.targets.map(\.name) == ["A"])
    #expect(manifest.readMode == .partial)
    #expect(manifest.targets[0].path == nil)
    let unclosed =
      "let package = Package(name: \"Deep\", targets: " + String(repeating: "[", count: depth)
    #expect(
      ManifestReader.read(Array(unclosed.utf8))
        == .failure(.incomplete(ManifestPosition(line: 1, column: 22))))
  }

  @Test func functionsConditionalsAndInterpolationBecomeNotes() throws {
    let source = """
      // swift-tools-version:5.9
      import PackageDescription
      func feature(_ name: String) -> Target { .target(name: name) }
      let version = "2"
      let package = Package(
        name: "Notes\\(version)",
        targets: [
          feature("A"),
          .target(name: "B", path: ProcessInfo.processInfo.environment["B"] ?? "Sources/B"),
        ]
      )
      if ProcessInfo.processInfo.environment["CI"] != nil {
        package.targets.append(.testTarget(name: "CITests"))
      }
      package.targets.append(.testTarget(name: "BTests"))
      package.targets.append(contentsOf: [.target(name: "C")])
      """
    let manifest = try read(source: source)
    #expect(manifest.name == nil)
    // Both branches of an `if` are read.
    #expect(manifest.targets.map(\.name) == ["B", "CITests", "BTests", "C"])
    #expect(manifest.targets[0].path == nil)
    #expect(manifest.readMode == .partial)
    #expect(manifest.usesConventionalTargets)
    #expect(Set(manifest.notes.compactMap(\.position?.line)) == [6, 8, 9, 12])
  }

  @Test func loopsThatOnlySetSettingsChangeNothingRead() throws {
    let settingsOnly = try read(
      source: """
        let package = Package(name: "L", targets: [.target(name: "A"), .testTarget(name: "ATests")])
        for target in package.targets where target.type != .plugin {
          var settings = target.swiftSettings ?? []
          settings.append(.enableUpcomingFeature("StrictConcurrency"))
          target.swiftSettings? += settings
        }
        """)
    #expect(settingsOnly.readMode == .static)
    #expect(settingsOnly.notes.isEmpty)
    // A loop that appends targets: note it and fall back on the folder layout.
    let appending = try read(
      source: """
        var extra: [Target] = []
        let package = Package(name: "L", targets: [.target(name: "A")] + extra)
        for name in ["X", "Y"] {
          package.targets.append(.target(name: name))
        }
        for name in ["Z"] { extra.append(.target(name: name)) }
        """)
    #expect(appending.readMode == .partial)
    #expect(appending.usesConventionalTargets)
    #expect(appending.notes.map(\.position?.line) == [3, 6])
    #expect(appending.targets.map(\.name) == ["A"])
  }

  @Test func stringEscapesAndRawStringsAreDecoded() throws {
    let source = #"""
      let package = Package(name: "Tab\tQuote\"\u{E9}", targets: [.target(name: #"Raw\n"#)])
      """#
    let manifest = try read(source: source)
    #expect(manifest.name == "Tab\tQuote\"é")
    #expect(manifest.targets.map(\.name) == [#"Raw\n"#])
  }
}

@Suite struct ManifestReaderRobustnessTests {
  /// Every prefix of a real manifest is a half-written file: reading it must never crash, and a
  /// prefix that stops inside `Package(` is reported as incomplete.
  @Test(arguments: ["Constants", "Comments", "Basic53"])
  func everyPrefixIsReadWithoutCrashing(folder: String) throws {
    let bytes = try ManifestFixtures.bytes(folder)
    let packageCall = Array("Package(".utf8)
    let callStart = try #require(
      (0...(bytes.count - packageCall.count)).first {
        Array(bytes[$0..<$0 + packageCall.count]) == packageCall
      })
    // The call closes with a `)` at the start of a line in these fixtures.
    let callEnd = try #require(
      (callStart..<bytes.count - 1).first { bytes[$0] == 0x0A && bytes[$0 + 1] == 0x29 })
    for end in stride(from: 0, through: bytes.count, by: 3) {
      let result = ManifestReader.read(Array(bytes[0..<end]))
      if end > callStart + packageCall.count, end <= callEnd {
        guard case .failure(let error) = result else {
          Issue.record("prefix of \(end) bytes was read as complete")
          continue
        }
        if case .incomplete = error {} else { Issue.record("prefix of \(end) bytes: \(error)") }
      }
    }
  }

  @Test func conditionalCompilationIsNotedAndEveryBranchIsRead() throws {
    let source = """
      let package = Package(name: "C", targets: [.target(name: "A")])
      #if os(Linux) && !DEBUG
      package.targets.append(.target(name: "LinuxOnly"))
      #else
      package.targets.append(.target(name: "Other"))
      #endif
      """
    let manifest = try ManifestReader.read(Array(source.utf8)).get()
    #expect(manifest.targets.map(\.name) == ["A", "LinuxOnly", "Other"])
    #expect(manifest.readMode == .partial)
    #expect(!manifest.usesConventionalTargets)
    #expect(manifest.notes.map(\.position?.line) == [2])
  }

  @Test func listsDeclaredInEveryBranchOfAnIfAreAllRead() throws {
    let source = """
      #if os(macOS)
      let platformTargets: [Target] = [.target(name: "MacOnly")]
      let label = "mac"
      #else
      let platformTargets: [Target] = []
      let label = "other"
      #endif
      let package = Package(name: label, targets: [.target(name: "Core")] + platformTargets)
      """
    let manifest = try ManifestReader.read(Array(source.utf8)).get()
    #expect(manifest.targets.map(\.name) == ["Core", "MacOnly"])
    #expect(manifest.name == "other")
    #expect(manifest.notes.map(\.position?.line) == [1])
  }

  @Test func garbageAroundTheCallDoesNotCrash() {
    let inputs = [
      ")))]]]}}} let package = Package(name: \"G\", targets: [.target(name: \"A\")])",
      "let package = Package(name: \"G\", targets: [.target(name: \"A\"), ), ])",
      "let package = Package(targets: [.target(name:), .target(name: 1), .target(\"x\"), .process(\"y\")])",
      "let = Package(", "@ # $ % ^ & * \\ ` ~",
      "let package = Package(name: \"\\u{110000}\\u{D800}\")",
    ]
    for input in inputs {
      _ = ManifestReader.read(Array(input.utf8))
    }
    let first = try? ManifestReader.read(Array(inputs[0].utf8)).get()
    #expect(first?.targets.map(\.name) == ["A"])
    let withBOM =
      "\u{FEFF}// swift-tools-version:5.9\r\nlet package = Package(name: \"B\", targets: [.target(name: \"A\")])\r\n"
    let manifest = try? ManifestReader.read(Array(withBOM.utf8)).get()
    #expect(manifest?.toolsVersion == "5.9")
    #expect(manifest?.targets.first?.position == ManifestPosition(line: 2, column: 44))
  }
}
