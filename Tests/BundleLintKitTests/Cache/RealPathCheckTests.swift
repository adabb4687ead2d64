import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The rerun cache's check of recorded real paths gives `realpath(3)`'s answer for every path,
/// working it out itself where links and folders allow.
@Suite struct RealPathCheckTests {
  /// A tree with links of every shape, and the paths to ask about in it.
  func linkedTree() throws -> (CacheTree, [String]) {
    let tree = try CacheTree([
      "a/b/c.swift": "", "a/b/d/e.swift": "", "shared/s.swift": "", "file.txt": "",
    ])
    let root = tree.root
    let links: [(String, String)] = [
      ("a/to-b", "b"),  // a sibling folder
      ("a/b/up", ".."),  // the folder above
      ("a/b/up-and-over", "../../shared"),  // up twice, then down
      ("a/shared-abs", root + "/shared"),  // absolute
      ("a/c-link.swift", "b/c.swift"),  // a file
      ("a/chain", "to-b"),  // a link to a link
      ("a/here", "./b/d"),  // a leading dot
      ("a/slashed", "b/d/"),  // a trailing slash
      ("a/slashed-file", "b/c.swift/"),  // a trailing slash on a file
      ("a/b/d/up-here", "./.././../to-b"),  // leading dots of both kinds
      ("a/dotted", "b/./d"),  // a dot further in: left to realpath
      ("a/inner-up", "b/../b/d"),  // `..` further in: left to realpath
      ("a/missing", "nothing"),  // broken
      ("a/loop1", "loop2"), ("a/loop2", "loop1"),  // a loop
      ("a/through-file", "../file.txt/x"),  // a file on the way
      ("a/root-link", "/"),  // the root of the file system
    ]
    for (path, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: root + "/" + path, withDestinationPath: target)
    }
    let paths =
      [
        "", "/a", "/a/b", "/a/b/c.swift", "/a/to-b", "/a/to-b/c.swift", "/a/to-b/d/e.swift",
        "/a/b/up", "/a/b/up/to-b/up/b", "/a/b/up-and-over/s.swift", "/a/shared-abs/s.swift",
        "/a/c-link.swift", "/a/chain/d", "/a/here/e.swift", "/a/b/d/up-here/d", "/a/slashed",
        "/a/slashed/e.swift", "/a/slashed-file", "/a/dotted/e.swift",
        "/a/inner-up/e.swift",
        "/a/missing", "/a/loop1", "/a/through-file", "/a/root-link/tmp", "/nothing",
        "/file.txt/x", "/a/b/c.swift/x",
      ].map { root + $0 } + ["/", "relative/path", root + "/a/../a", root + "/a/"]
    return (tree, paths)
  }

  func realpathAnswer(_ path: String) -> String {
    RecordingFileSystem.realPathAnswer(
      Result { () throws(FileSystemError) in try LocalFileSystem().realPath(path) })
  }

  @Test func everyPathGetsRealpathsAnswer() throws {
    let (tree, paths) = try linkedTree()
    _ = tree
    let check = RealPathCheck()
    for path in paths {
      let answer = realpathAnswer(path)
      #expect(check.holds(path, answer: answer), "\(path)")
      if let resolved = check.resolved(path, links: 0) {
        #expect(resolved == answer, "\(path)")
      }
      // A different answer does not hold.
      #expect(!check.holds(path, answer: answer + "x"), "\(path)")
    }
  }

  @Test func plainPathsAndSimpleLinksAreWorkedOutWithoutRealpath() throws {
    let (tree, _) = try linkedTree()
    let root = try LocalFileSystem().realPath(tree.root)
    let check = RealPathCheck()
    let worked: [(String, String)] = [
      ("/a/b/c.swift", "/a/b/c.swift"), ("/a/to-b/c.swift", "/a/b/c.swift"),
      ("/a/b/up-and-over/s.swift", "/shared/s.swift"), ("/a/shared-abs/s.swift", "/shared/s.swift"),
      ("/a/c-link.swift", "/a/b/c.swift"), ("/a/chain/d", "/a/b/d"),
      ("/a/b/up/to-b/up/b", "/a/b"), ("/a/here/e.swift", "/a/b/d/e.swift"),
      ("/a/b/d/up-here/d", "/a/b/d"), ("/a/slashed/e.swift", "/a/b/d/e.swift"),
    ]
    for (path, real) in worked {
      #expect(check.resolved(root + path, links: 0) == root + real, "\(path)")
    }
    #expect(check.resolved(root + "/a/root-link/tmp", links: 0) == "/tmp")
    // Left to realpath: dots further in, broken links, loops, a file on the way.
    for path in [
      "/a/dotted/e.swift", "/a/inner-up/e.swift", "/a/missing", "/a/loop1", "/file.txt/x",
    ] {
      #expect(check.resolved(root + path, links: 0) == nil, "\(path)")
    }
  }

  @Test func linkTargetsAreJoinedOnlyWhenNothingButLeadingDotsNeedResolving() {
    #expect(RealPathCheck.joined("/a/b", "c/d") == "/a/b/c/d")
    #expect(RealPathCheck.joined("/a/b", "../c") == "/a/c")
    #expect(RealPathCheck.joined("/a/b", "../../../c") == "/c")
    #expect(RealPathCheck.joined("/a/b", "..") == "/a")
    #expect(RealPathCheck.joined("/a", "..") == "/")
    #expect(RealPathCheck.joined("/a/b", "/x/y") == "/x/y")
    #expect(RealPathCheck.joined("/a/b", "/") == "/")
    #expect(RealPathCheck.joined("/a/b", "c/../d") == nil)
    #expect(RealPathCheck.joined("/a/b", "./c") == "/a/b/c")
    #expect(RealPathCheck.joined("/a/b", "./../c") == "/a/c")
    #expect(RealPathCheck.joined("/a/b", ".") == "/a/b")
    #expect(RealPathCheck.joined("/a/b", "c/./d") == nil)
    #expect(RealPathCheck.joined("/a/b", "c//d") == nil)
    #expect(RealPathCheck.joined("/a/b", "c/") == nil)
    #expect(RealPathCheck.joined("/a/b", "") == nil)
  }
}
