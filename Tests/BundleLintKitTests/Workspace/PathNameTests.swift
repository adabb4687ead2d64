import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

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

  @Test(
    arguments: [
      ("/repo/Pkg/Sources/A.swift", "/repo/Pkg", "Sources/A.swift"),
      ("/repo/Pkg", "/repo/Pkg", ""), ("/repo/Pkgs/A.swift", "/repo/Pkg", nil),
      ("/x/Café/é.swift", "/x/Café", "é.swift"), ("/a", "/", "a"), ("/", "/", ""),
      // `""` is where relative paths start: every relative path is below it, no absolute one.
      ("Sources/A.swift", "", "Sources/A.swift"), ("", "", ""), ("/a", "", nil),
      // A root with a trailing `/` is that folder.
      ("a/b", "a/", "b"), ("a", "a/", nil),
    ] as [(String, String, String?)])
  func relative(_ path: String, _ root: String, _ expected: String?) {
    #expect(PathName.relative(path, to: root) == expected)
  }

  /// Two spellings of one name (é composed, e + combining accent) are two folders on disk.
  @Test func relativeComparesBytesNotCharacters() {
    #expect(PathName.relative("/x/Cafe\u{301}/a.swift", to: "/x/Caf\u{e9}") == nil)
    #expect(PathName.relative("/x/Cafe\u{301}", to: "/x/Caf\u{e9}") == nil)
  }

  @Test(arguments: [
    ("/a/./b/", "/a/b"), ("./a", "a"), (".", ""), ("", ""),
    ("//a//b", "/a/b"), ("/", "/"), ("a/../b", "a/../b"), ("/a/b", "/a/b"),
  ])
  func compacted(_ path: String, _ expected: String) {
    #expect(PathName.compacted(path) == expected)
    #expect(PathName.compacted(expected) == expected)
  }

  @Test(
    arguments: [
      ("Sources/A.swift", "/p", "Sources/A.swift"),
      ("./Sources/./A.swift", "/p", "Sources/A.swift"),
      ("/p/Sources//A.swift", "/p/", "Sources/A.swift"),
      ("../q/A.swift", "/p", nil),
      ("/pq/A.swift", "/p", nil),
      ("/other/A.swift", "/p", nil),
      ("Sources/../Package.swift", "/p", "Package.swift"),
      ("/x/A.swift", "/", "x/A.swift"),
      ("/p", "/p", "."), ("/p/.", "/p/", "."), ("A.swift", "p", "A.swift"), ("/", "/", "."),
      ("/x/Cafe\u{301}/A.swift", "/x/Caf\u{e9}", nil),
    ] as [(String, String, String?)])
  func displayed(path: String, directory: String, expected: String?) {
    #expect(PathName.displayed(path, in: directory) == expected)
  }

  /// Made absolute as components would be: joined to the base unless absolute, `.` and empty
  /// components dropped, each `..` dropping the one before (none above the root).
  @Test(arguments: [
    ("a/b", "/p"), ("./a/./b/", "/p/q"), ("../../../x", "/p/q"), ("a/../../b", "/"),
    ("/a//b/../c/.", "/ignored"), ("..", "/"), (".", "/p"), ("", "/p"), ("Caf\u{E9}/../é/x", "/ü"),
    ("a/.../b/..c/c..", "/p"), ("//", "//"), ("x", "relative/base"),
  ])
  func absolutePathsFoldTheirComponents(path: String, base: String) {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var kept: [Substring] = []
    for component in joined.split(separator: "/") where component != "." {
      if component == ".." {
        _ = kept.popLast()
      } else {
        kept.append(component)
      }
    }
    #expect(PathName.absolute(path, from: base) == "/" + kept.joined(separator: "/"))
  }

  /// The shortcut for clean paths says yes exactly when normalising changes nothing.
  @Test(arguments: [
    "/", "/a", "/a/b.swift", "/.hidden/x", "/a/...", "/a/.b", "/a..", "/a/b/", "//a", "/a//b",
    "/./a", "/a/.", "/a/..", "/../a", "/a/../b", "a/b", "", ".", "/a/./b", "/a/b.",
  ])
  func normalizedShortcut(path: String) {
    #expect(PathName.isNormalizedAbsolute(path) == (PathName.absolute(path, from: "/") == path))
  }

  @Test(arguments: [
    ("Sources/A/B.swift", "Sources/A", true), ("Sources/A", "Sources/A", true),
    ("Sources/AB/B.swift", "Sources/A", false), ("Sources/A/B.swift", "Sources/A/", true),
    ("anything", "", true), ("Sources", "Sources/A", false),
    ("Caf\u{e9}/x.swift", "Caf\u{e9}", true), ("Cafe\u{301}/x.swift", "Caf\u{e9}", false),
  ])
  func isSelfOrDescendant(_ path: String, _ ancestor: String, _ expected: Bool) {
    #expect(PathName.isSelfOrDescendant(path, of: ancestor) == expected)
  }

  @Test(arguments: [
    ("a", "b", "a/b"), ("a/", "b", "a/b"), ("", "b", "b"), ("a", "", "a"), ("/", "b", "/b"),
    ("Café", "é.swift", "Café/é.swift"),
  ])
  func join(_ base: String, _ rest: String, _ expected: String) {
    #expect(PathName.join(base, rest) == expected)
  }

  @Test(arguments: [
    ("a\nb", true), ("a\rb", true), ("a\u{2028}b", true), ("a\u{85}b", true), ("a\u{0C}b", true),
    ("Café ñ.swift", false), ("plain.swift", false),
  ])
  func containsLineBreak(_ name: String, _ expected: Bool) {
    #expect(name.containsLineBreak == expected)
  }

  @Test(arguments: [
    (".hidden", true), ("a/.git/x", true), ("a/b.c/d", false), ("a/b/c", false), ("a/..", true),
  ])
  func hasHiddenComponent(_ path: String, _ expected: Bool) {
    #expect(PathName.hasHiddenComponent(path) == expected)
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
