import Testing

@testable import BundleLintKit

/// Path names are cut as UTF-8 bytes; non-ASCII names and odd slashes keep their meaning.
@Suite struct PathNameTests {
  @Test(arguments: [
    ("a/b/c.swift", "a/b"), ("c.swift", ""), ("/c.swift", "/"), ("/a/b", "/a"),
    ("Sources/Café/Ünïcode.swift", "Sources/Café"), ("名前/ファイル.swift", "名前"),
  ])
  func parent(_ path: String, _ expected: String) {
    #expect(PathName.parent(path) == expected)
  }

  @Test(arguments: [
    ("a/b/c.swift", "c.swift"), ("a/b/", "b"), ("c", "c"), ("/", "/"), ("", ""), ("//", "//"),
    ("Sources/Café/Ünïcode.swift", "Ünïcode.swift"), ("e\u{301}/x", "x"),
  ])
  func lastComponent(_ path: String, _ expected: String) {
    #expect(PathName.lastComponent(path) == expected)
  }

  @Test(arguments: [
    ("/work/Pkg/Sources/A.swift", "/work/Pkg", "Sources/A.swift"),
    ("/work/Pkg", "/work/Pkg", ""), ("/work/Pkgs/A.swift", "/work/Pkg", nil),
    ("/x/Café/é.swift", "/x/Café", "é.swift"), ("/a", "/", "a"),
  ] as [(String, String, String?)])
  func relative(_ path: String, _ root: String, _ expected: String?) {
    #expect(PathName.relative(path, to: root) == expected)
  }

  @Test func extensionsAndStems() {
    #expect(PathName.pathExtension("a/Localizable.STRINGS") == "strings")
    #expect(PathName.pathExtension("a/.hidden") == nil)
    #expect(PathName.pathExtension("a/noext") == nil)
    #expect(PathName.pathExtension("Médias.xcassets") == "xcassets")
    #expect(PathName.stem("a/Localizable.strings") == "Localizable")
    #expect(PathName.stem("a/.hidden") == ".hidden")
    #expect(PathName.stem("名前.json") == "名前")
  }
}
