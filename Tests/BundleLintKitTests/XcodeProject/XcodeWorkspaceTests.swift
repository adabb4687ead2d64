import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The workspace reader: the projects a `contents.xcworkspacedata` lists, with group locations
/// joined; broken files are one clear error each, never a trap.
@Suite struct XcodeWorkspaceTests {
  static func read(_ text: String) throws(XcodeWorkspaceError) -> XcodeWorkspace {
    try XcodeWorkspace.read(Array(text.utf8))
  }

  @Test func readsTheProjectsOfTheFixtureWorkspace() throws {
    let url = PackageRoot.fixtures.appendingPathComponent(
      "XcodeProjects/Hosts/Hosts.xcworkspace/contents.xcworkspacedata")
    let workspace = try XcodeWorkspace.read(Array(Data(contentsOf: url)))
    #expect(
      workspace.references.map(\.path) == [
        "App/App.xcodeproj", "Kit/Kit.xcodeproj", "Packages/Feature",
      ])
    #expect(workspace.projects.map(\.path) == ["App/App.xcodeproj", "Kit/Kit.xcodeproj"])
    #expect(workspace.references.map(\.line) == [4, 10, 14])
  }

  @Test func groupsNestAndEachLocationKindResolves() throws {
    let workspace = try Self.read(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment with <FileRef location = "group:Not.xcodeproj"> inside -->
      <Workspace version = "1.0">
         <Group location = "container:" name = "Apps">
            <Group location = "group:Apps" name = "Nested">
               <FileRef location = "group:Mail/Mail.xcodeproj"/>
               <FileRef location = 'container:Top.xcodeproj'></FileRef>
            </Group>
            <FileRef location = "group:Other.xcodeproj"></FileRef>
         </Group>
         <FileRef location = "absolute:/Users/me/Shared.xcodeproj"></FileRef>
         <FileRef location = "group:../Sibling/Sibling.xcodeproj"></FileRef>
         <FileRef location = "group:Tom &amp; Jerry.xcodeproj"></FileRef>
         <FileRef location = "self:"></FileRef>
         <FileRef location = "developer:Tools/x"></FileRef>
         <FileSystemSynchronizedGroup location = "group:Utils" name = "Utils">
         </FileSystemSynchronizedGroup>
      </Workspace>
      """)
    #expect(
      workspace.references.map(\.path) == [
        "Apps/Mail/Mail.xcodeproj", "Top.xcodeproj", "Other.xcodeproj",
        "/Users/me/Shared.xcodeproj", "../Sibling/Sibling.xcodeproj", "Tom & Jerry.xcodeproj",
      ])
  }

  @Test(
    arguments: [
      ("", XcodeWorkspaceError.empty),
      ("  \n", .empty),
      (
        "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 1\n",
        .lfsPointer
      ),
      (
        "<?xml version=\"1.0\"?>\n<Workspace\n   version = \"1.0\">\n   <FileRef\n      location = \"group:A",
        .syntax(line: 5, detail: "the value of 'location' is not closed")
      ),
      (
        "<Workspace>\n  <FileRef location = \"group:A.xcodeproj\"",
        .syntax(line: 2, detail: "the tag '<FileRef' is not closed")
      ),
      (
        "<Workspace>\n  <FileRef location = \"group:A.xcodeproj\">\n  </FileRef>\n",
        .syntax(line: 1, detail: "'<Workspace>' is not closed")
      ),
      ("<Workspace>\n</Group>\n", .syntax(line: 2, detail: "'</Group>' closes no open '<Group>'")),
      (
        "<Workspace><FileRef location></FileRef></Workspace>",
        .syntax(
          line: 1, detail: "expected '=' after 'location' in '<FileRef'")
      ),
      ("<?xml version=\"1.0\"?>\n<Plist></Plist>\n", .notAWorkspace),
      ("<!-- never closed", .syntax(line: 1, detail: "a comment is not closed")),
    ] as [(String, XcodeWorkspaceError)])
  func brokenFilesAreOneError(text: String, error: XcodeWorkspaceError) {
    #expect(throws: error) { _ = try Self.read(text) }
  }

  @Test func errorsReadAsOneLowercaseMessage() {
    #expect(
      XcodeWorkspaceError.syntax(line: 3, detail: "'<Workspace>' is not closed").message
        == "the workspace file cannot be read on line 3: '<Workspace>' is not closed")
    #expect(
      XcodeWorkspaceError.lfsPointer.message
        == "the workspace file is a Git LFS pointer; fetch it with 'git lfs pull'")
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text =
      "<Workspace>" + String(repeating: "<Group location = \"group:a\">", count: 500)
    #expect(throws: XcodeWorkspaceError.syntax(line: 1, detail: "the elements nest too deeply")) {
      _ = try Self.read(text)
    }
  }
}
