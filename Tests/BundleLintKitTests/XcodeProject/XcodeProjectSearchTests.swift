import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Which listed folders are projects, workspaces and generator specs, what is skipped, and the
/// one note for specs whose project is missing.
@Suite struct XcodeProjectSearchTests {
  @Test func findsProjectsWorkspacesAndSpecsButNotDependenciesOrBuildFolders() {
    let entries: [(path: String, isDirectory: Bool)] = [
      ("App.xcodeproj", true), ("App.xcodeproj/project.pbxproj", false),
      ("App.xcodeproj/project.xcworkspace", true), ("App.xcworkspace", true),
      ("Pods/Pods.xcodeproj", true), ("Carthage/Checkouts/X/X.xcodeproj", true),
      ("DerivedData/SourcePackages/checkouts/Y/Y.xcodeproj", true),
      (".build/checkouts/Z/Z.xcodeproj", true), ("Kit/.swiftpm/xcode/package.xcworkspace", true),
      ("SourcePackages/W/W.xcodeproj", true), ("Modules/Kit/Kit.xcodeproj", true),
      ("project.yml", false), ("Feature/Project.swift", false), ("Sources/Project.swift", false),
      ("project.yml", true),
    ]
    let found = XcodeProjectSearch.find(in: entries)
    #expect(found.projects == ["App.xcodeproj", "Modules/Kit/Kit.xcodeproj"])
    #expect(found.workspaces == ["App.xcworkspace"])
    #expect(found.specs == ["Feature/Project.swift", "Sources/Project.swift", "project.yml"])
  }

  @Test func aProjectSwiftIsATuistSpecOnlyWhenItImportsProjectDescription() {
    #expect(XcodeProjectSearch.isTuistSpec(Array("import ProjectDescription\n".utf8)))
    #expect(!XcodeProjectSearch.isTuistSpec(Array("enum Project {}\n".utf8)))
  }

  @Test func specsWithoutTheirProjectMakeOneNote() throws {
    let specs = [
      XcodeGeneratorNote.Spec(path: "/r/project.yml", generator: .xcodeGen),
      XcodeGeneratorNote.Spec(path: "/r/Tools/project.yml", generator: .xcodeGen),
      XcodeGeneratorNote.Spec(path: "/r/Done/project.yml", generator: .xcodeGen),
    ]
    let note = try #require(
      XcodeGeneratorNote.missing(specs: specs, containers: ["/r/Done/Done.xcodeproj"]))
    #expect(note.specs.map(\.path) == ["/r/Tools/project.yml", "/r/project.yml"])
    #expect(
      note.message { $0.replacingOccurrences(of: "/r/", with: "") }
        == "'Tools/project.yml' (and 1 other spec) describes an Xcode project that is not in the repository, so its targets are not read; run 'xcodegen generate' and lint again"
    )
    #expect(
      XcodeGeneratorNote.missing(
        specs: [.init(path: "/r/App/Project.swift", generator: .tuist)],
        containers: ["/r/App/App.xcodeproj"]) == nil)
  }
}
