import Foundation
import Testing

/// The binary on hostile files and trees: each bad path gets a message that names it, the rest of
/// the scan goes on, and the exit code says that something was skipped.
@Suite struct HostileInputTests {
  /// A package whose one target owns resources, so `Text("…")` without a bundle is a finding.
  final class Tree {
    let root: URL

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("bundlelint-hostile-\(UUID().uuidString)")
      try addPackage("Pkg")
    }

    deinit {
      // Give folders made unreadable back their permissions so they can be removed.
      if let walker = FileManager.default.enumerator(atPath: root.path) {
        for case let path as String in walker {
          chmod(root.appendingPathComponent(path).path, 0o755)
        }
      }
      try? FileManager.default.removeItem(at: root)
    }

    /// Adds a package `name` with a target `Mod` that owns resources and one ordinary source file.
    func addPackage(_ name: String, manifest: [UInt8]? = nil) throws {
      let manifestText = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "\(name)", defaultLocalization: "en",
          targets: [.target(name: "Mod", resources: [.process("Resources")])])

        """
      try write("\(name)/Package.swift", manifest ?? Array(manifestText.utf8))
      try write("\(name)/Sources/Mod/Resources/en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
      try write("\(name)/Sources/Mod/Good.swift", "import SwiftUI\nlet good = Text(\"a\")\n")
    }

    func write(_ relative: String, _ text: String) throws {
      try write(relative, Array(text.utf8))
    }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }

    func lint(_ arguments: [String] = ["."]) throws -> BinaryRunner.Result {
      try BinaryRunner.run(arguments, in: root)
    }
  }

  /// The finding for `Pkg/Sources/Mod/Good.swift`, which must survive every hostile neighbour.
  /// An error: the module's own table has the key, so the main-bundle lookup is certain to miss it.
  static let goodFinding = "Pkg/Sources/Mod/Good.swift:2:12: error: "

  static let isRoot = geteuid() == 0

  /// Checks the run reported `path` as skipped and still linted the rest.
  static func expectSkipped(
    _ result: BinaryRunner.Result, _ path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = result.stdout.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("\(path):1:1: warning: ") && $0.hasSuffix("[unreadable-file]")
      },
      "no unreadable-file warning for \(path) in:\n\(result.stdout)", sourceLocation: sourceLocation
    )
    #expect(
      result.stdout.contains(goodFinding), "the rest was not linted:\n\(result.stdout)",
      sourceLocation: sourceLocation)
    #expect(
      result.status == 1, "exit \(result.status), stderr: \(result.stderr)",
      sourceLocation: sourceLocation)
    #expect(!result.stderr.isEmpty, "no summary on stderr", sourceLocation: sourceLocation)
  }

  @Test func binaryFileWithASwiftNameIsSkipped() throws {
    let tree = try Tree()
    try tree.write(
      "Pkg/Sources/Mod/Blob.swift", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) })
    Self.expectSkipped(try tree.lint(), "Pkg/Sources/Mod/Blob.swift")
  }

  @Test func nulBytesMakeAFileBinary() throws {
    let tree = try Tree()
    try tree.write(
      "Pkg/Sources/Mod/Nul.swift",
      Array("let a = 1".utf8) + [0, 0] + Array("\nlet t = Text(\"a\")\n".utf8))
    Self.expectSkipped(try tree.lint(), "Pkg/Sources/Mod/Nul.swift")
  }

  @Test func invalidUTF8InsideAStringIsLintedOrSkippedWithoutCrashing() throws {
    let tree = try Tree()
    try tree.write(
      "Pkg/Sources/Mod/Latin1.swift",
      Array("let t = Text(\"a\"); let u = \"caf".utf8) + [0xE9] + Array("\"\n".utf8))
    let result = try tree.lint()
    #expect(result.status == 1)
    #expect(result.stdout.contains(Self.goodFinding))
    #expect(result.stdout.contains("Pkg/Sources/Mod/Latin1.swift:1:"), "\(result.stdout)")
  }

  @Test(arguments: [
    ("Unterminated.swift", "let t = Text(\"a"),
    ("Comment.swift", "let a = 1 /* /* nested */ never closed Text(\"a\")"),
    ("Interpolation.swift", "let s = \"\\(Text(\"a\""),
    ("Multiline.swift", "let s = \"\"\"\n\\(Image(\"x\"))\n"),
    ("Raw.swift", "let s = ##\"\\##(Image(\"x\""),
    ("Regex.swift", "let r = #/Text\\(\n"),
  ])
  func literalCutOffAtTheEndOfTheFileDoesNotStopTheScan(name: String, source: String) throws {
    let tree = try Tree()
    try tree.write("Pkg/Sources/Mod/\(name)", source)
    let result = try tree.lint()
    #expect(result.status == 1, "exit \(result.status), stderr: \(result.stderr)")
    #expect(result.stdout.contains(Self.goodFinding), "\(result.stdout)")
  }

  @Test(arguments: ["(", "[", "{", "Text(", "\"\\("])
  func hundredThousandNestingLevelsDoNotOverflowTheStack(opener: String) throws {
    let tree = try Tree()
    try tree.write(
      "Pkg/Sources/Mod/Deep.swift", "let x = " + String(repeating: opener, count: 100_000))
    let result = try tree.lint()
    #expect(result.status == 1, "exit \(result.status), stderr: \(result.stderr.suffix(2000))")
    #expect(result.stdout.contains(Self.goodFinding))
  }

  @Test func hundredThousandCharacterLineIsLinted() throws {
    let tree = try Tree()
    let line =
      "let s = [" + String(repeating: "\"aaaaaaaaaa\", ", count: 7_200) + "]; let t = Text(\"a\")\n"
    #expect(line.utf8.count > 100_000)
    try tree.write("Pkg/Sources/Mod/Long.swift", line)
    let result = try tree.lint()
    #expect(result.status == 1)
    let column = line.utf8.count - "Text(\"a\")\n".utf8.count + 1
    #expect(
      result.stdout.contains("Pkg/Sources/Mod/Long.swift:1:\(column): error: "),
      "\(result.stdout.prefix(2000))")
  }

  /// Megabytes of the huge-file test: 50 with `BUNDLELINT_HUGE_FILE_MB=50` (about 4 s a megabyte for
  /// a debug build on a busy 2-core machine, so CI runs 4; `Tests/Tools/benchmark.sh` runs 50 MB
  /// with the release build).
  static let hugeFileMegabytes =
    Int(ProcessInfo.processInfo.environment["BUNDLELINT_HUGE_FILE_MB"] ?? "") ?? 4

  @Test func hugeFileIsLinted() throws {
    let tree = try Tree()
    let unit =
      "struct V: View {\n  var body: some View {\n    VStack { Text(\"a\", bundle: .module).padding() }\n  }\n}\n"
    let count = Self.hugeFileMegabytes * 1_048_576 / unit.utf8.count + 1
    let text = String(repeating: unit, count: count) + "let last = Text(\"a\")\n"
    try tree.write("Pkg/Sources/Mod/Huge.swift", text)
    let result = try tree.lint()
    #expect(result.status == 1, "exit \(result.status), stderr: \(result.stderr.suffix(2000))")
    #expect(
      result.stdout.contains("Pkg/Sources/Mod/Huge.swift:\(count * 5 + 1):12: error: "),
      "\(result.stdout.prefix(2000))")
    #expect(result.stdout.contains(Self.goodFinding))
  }

  @Test(.enabled(if: !isRoot, "root reads files whatever their permissions"))
  func unreadableFileIsSkipped() throws {
    let tree = try Tree()
    try tree.write("Pkg/Sources/Mod/Secret.swift", "let t = Text(\"a\")\n")
    chmod(tree.root.appendingPathComponent("Pkg/Sources/Mod/Secret.swift").path, 0)
    Self.expectSkipped(try tree.lint(), "Pkg/Sources/Mod/Secret.swift")
  }

  @Test(.enabled(if: !isRoot, "root reads folders whatever their permissions"))
  func unreadableFolderIsSkipped() throws {
    let tree = try Tree()
    try tree.write("Pkg/Sources/Mod/Locked/Inner.swift", "let t = Text(\"a\")\n")
    chmod(tree.root.appendingPathComponent("Pkg/Sources/Mod/Locked").path, 0)
    let result = try tree.lint()
    #expect(result.stdout.contains("Pkg/Sources/Mod/Locked"), "\(result.stdout)")
    #expect(result.stdout.contains(Self.goodFinding))
    #expect(result.status == 1)
  }

  @Test func symlinkLoopIsSkipped() throws {
    let tree = try Tree()
    let folder = tree.root.appendingPathComponent("Pkg/Sources/Mod")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("LoopA").path, withDestinationPath: "LoopB")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("LoopB").path, withDestinationPath: "LoopA")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Self").path, withDestinationPath: ".")
    let result = try tree.lint()
    // No target needs them: counted in the summary, not reported.
    #expect(!result.stdout.contains("Pkg/Sources/Mod/Loop"), "\(result.stdout)")
    #expect(
      result.stderr.contains("skipped 3 broken or looping symbolic links"), "\(result.stderr)")
    #expect(result.stdout.contains(Self.goodFinding))
    #expect(result.status == 1)
    // The folder that links to itself is walked once: one finding for Good.swift, not one per lap.
    #expect(
      result.stdout.components(separatedBy: "Good.swift:2:12: error:").count - 1 == 1,
      "\(result.stdout)")
  }

  @Test(arguments: [
    ("empty", [UInt8]()),
    ("binary", [0x00, 0xFF, 0xFE, 0x01, 0x02, 0x00]),
    (
      "half-written",
      Array(
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Bad\", targets: [.target(name: \"Mod\", resources: [.process(\"Res"
          .utf8)
    ),
  ])
  func brokenManifestSkipsItsPackageOnly(kind: String, manifest: [UInt8]) throws {
    let tree = try Tree()
    try tree.addPackage("Bad", manifest: manifest)
    Self.expectSkipped(try tree.lint(), "Bad/Package.swift")
  }

  @Test func fileNamesWithSpacesAndNonASCIIArePrintedAsTheyAre() throws {
    let tree = try Tree()
    try tree.write("Pkg/Sources/Mod/Écran principal 🙂.swift", "let t = Text(\"a\")\n")
    let result = try tree.lint()
    #expect(
      result.stdout.contains("Pkg/Sources/Mod/Écran principal 🙂.swift:1:9: error: "),
      "\(result.stdout)")
    #expect(result.status == 1)
  }

  @Test func missingExplicitPathFailsWithItsName() throws {
    let tree = try Tree()
    let result = try tree.lint(["Pkg/Sources/Mod/Missing.swift", "Pkg"])
    #expect(result.status == 2, "exit \(result.status)")
    #expect(result.stderr.contains("Pkg/Sources/Mod/Missing.swift"), "\(result.stderr)")
    #expect(
      result.stdout.contains(Self.goodFinding),
      "the named package was not linted:\n\(result.stdout)")
  }

  @Test(.enabled(if: !isRoot, "root reads files whatever their permissions"))
  func unreadableExplicitFileFails() throws {
    let tree = try Tree()
    try tree.write("Pkg/Sources/Mod/Secret.swift", "let t = Text(\"a\")\n")
    chmod(tree.root.appendingPathComponent("Pkg/Sources/Mod/Secret.swift").path, 0)
    let result = try tree.lint(["Pkg/Sources/Mod/Secret.swift"])
    #expect(result.status == 2, "exit \(result.status)")
    #expect((result.stdout + result.stderr).contains("Pkg/Sources/Mod/Secret.swift"))
  }
}
