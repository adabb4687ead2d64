import BundleLintTestSupport
import Foundation
import Testing

/// `describe` reads the Xcode projects of a folder: each native target's kind, sources and
/// resources; a broken project is one message, and the others are still described.
@Suite struct XcodeProjectTests {
  @Test func describeShowsTheTargetsAndOneMessageForABrokenProject() throws {
    let result = try BinaryRunner.run(["describe", "Tests/Fixtures/XcodeProjects"])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let projects = try #require(json["projects"] as? [[String: Any]])
    let targets = projects.first { ($0["path"] as? String)?.hasSuffix("Targets.xcodeproj") == true }
    let described = try #require(targets?["targets"] as? [[String: Any]])
    #expect(
      described.compactMap { $0["kind"] as? String } == ["app", "staticFramework", "appExtension"])
    let tables = described.first?["stringTables"] as? [[String: Any]]
    #expect(tables?.map { $0["table"] as? String } == ["Localizable"])
    #expect(tables?.first?["localizations"] as? [String] == ["de", "en"])
    #expect(described.first?["assetCatalogs"] as? [String] == ["App/Assets.xcassets"])
    let problems = try #require(json["problems"] as? [[String: Any]])
    #expect(
      problems.map { $0["detail"] as? String } == [
        "the project file cannot be read on line 4: a string is not closed"
      ])
    #expect(
      result.stderr.components(separatedBy: "\n").filter { $0.contains("Broken.xcodeproj") }.count
        == 1)
  }

  /// The projects, workspaces and hosts of every Xcode fixture, as `describe` prints them from
  /// a copy outside this package (so no package of the repository joins the output).
  @Test func describeOfTheXcodeFixturesIsTheGoldenFile() throws {
    let copy = try TemporaryPackage(copying: "XcodeProjects")
    let result = try BinaryRunner.run(["describe", "."], in: copy.root)
    #expect(try GoldenFile.mismatch(result.stdout, "describe-xcode.json") == nil)
  }

  /// An extension's bundle helpers, by what they are there: the containing-app helper and
  /// `Bundle(identifier:)` name the app, `Bundle(for:)` of its own class its own bundle
  /// (`Tests/Fixtures/XcodeProjects/Helpers`: Share has no tables, Widget has its own).
  @Test func describeSaysWhatEachBundleHelperIsInItsTarget() throws {
    let copy = try TemporaryPackage(copying: "XcodeProjects/Helpers")
    let result = try BinaryRunner.run(["describe", "."], in: copy.root)
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let targets = try #require(
      (json["projects"] as? [[String: Any]])?.first?["targets"] as? [[String: Any]])
    let share = try #require(targets.first { $0["name"] as? String == "Share" })
    let helpers = (share["bundleHelpers"] as? [[String: String]])?.map {
      "\($0["name"]!) \($0["bundle"]!)"
    }
    #expect(
      helpers == [
        "Bundle.app App", "Bundle.containingApp App", "Bundle.share own", "Bundle.widget Widget",
      ])
    #expect(
      share["stringTables"] as? [Any] == nil || (share["stringTables"] as? [Any])?.isEmpty == true)
    #expect(share["bundleIdentifier"] as? String == "com.example.App.Share")
    let widget = try #require(targets.first { $0["name"] as? String == "Widget" })
    #expect((widget["stringTables"] as? [Any])?.count == 1)
  }

  /// A generator spec without its project is said once on stderr; the run goes on.
  @Test func aSpecWithoutItsProjectIsOneNote() throws {
    let repository = try TemporaryPackage([
      "Gen/project.yml": "name: Gen\n",
      "Other/project.yml": "name: Other\n",
      "Kit/Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [.target(name: "Kit")])

      """,
      "Kit/Sources/Kit/Kit.swift": "let kit = 1\n",
    ])
    let result = try BinaryRunner.run(["."], in: repository.root)
    #expect(result.status == 0)
    let notes = result.stderr.split(separator: "\n").filter { $0.hasPrefix("bundlelint: note:") }
    #expect(
      notes == [
        "bundlelint: note: 'Gen/project.yml' (and 1 other spec) describes an Xcode project that is not in the repository, so its targets are not read; run 'xcodegen generate' and lint again"
      ])
  }
}

extension XcodeProjectTests {
  /// A file two targets compile counts once in the summary, which says what its numbers are.
  @Test func theSummaryCountsAFileTwoTargetsCompileOnce() throws {
    let project = try TemporaryPackage(copying: "XcodeProjects/Helpers")
    let pbxproj = "Helpers.xcodeproj/project.pbxproj"
    // Widget compiles Share's `ShareView.swift` too.
    let text = try project.read(pbxproj).replacingOccurrences(
      of: "E0000064 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (E0000054, ); };",
      with: """
        E0000064 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (E0000054, E0000067, ); };
        E0000067 = {isa = PBXBuildFile; fileRef = E0000020; };
        """)
    try project.write(pbxproj, text)
    let run = try BinaryRunner.run(["."], in: project.root)
    #expect(run.stderr == "no findings in 4 Swift files (3 in modules with resources)\n")
  }
}
