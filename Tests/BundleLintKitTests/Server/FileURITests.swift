import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct FileURITests {
  @Test(arguments: ["/a/b.swift", "/My Folder/Café 😀/x+y.swift", "/p%q/#a?.swift"])
  func pathsSurviveTheRoundTrip(path: String) {
    #expect(FileURI.path(of: ReportPath.fileURI(path)) == path)
  }

  @Test func clientSpellingsAreRead() {
    #expect(FileURI.path(of: "file:///a/My%20File.swift") == "/a/My File.swift")
    #expect(FileURI.path(of: "file://localhost/a/b.swift") == "/a/b.swift")
    #expect(FileURI.path(of: "FILE:///a/%C3%A9.swift") == "/a/é.swift")
  }

  @Test(arguments: ["untitled:Untitled-1", "file://host/a.swift", "file:///a%2", "file:///a%ff"])
  func otherURIsAreNoPath(uri: String) {
    #expect(FileURI.path(of: uri) == nil)
  }
}
