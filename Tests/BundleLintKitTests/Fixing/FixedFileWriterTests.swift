import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The one writer of `--fix`, on real temporary folders.
@Suite struct FixedFileWriterTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-writer-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func file(_ path: String, _ old: String, _ new: String) -> FixedFile {
    FixedFile(path: path, original: Array(old.utf8), fixed: Array(new.utf8), applied: [])
  }

  @Test func writesTheFixedBytesAndKeepsThePermissions() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/A.swift"
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try FixedFileWriter.write(Self.file(path, "old\n", "new\n"), roots: [root])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect((permissions as? NSNumber)?.intValue == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["A.swift"])
  }

  @Test func aFileChangedSinceItWasReadIsLeftAlone() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/A.swift"
    try "changed meanwhile\n".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: FixWriteError.changedSinceRead) {
      try FixedFileWriter.write(Self.file(path, "old\n", "new\n"), roots: [root])
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "changed meanwhile\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["A.swift"])
  }

  @Test func aLinkOutOfTheLintedTreeIsNotFollowed() throws {
    let root = try Self.folder()
    let outside = try Self.folder()
    defer {
      try? FileManager.default.removeItem(atPath: root)
      try? FileManager.default.removeItem(atPath: outside)
    }
    try "old\n".write(toFile: outside + "/B.swift", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/B.swift", withDestinationPath: outside + "/B.swift")
    #expect(throws: FixWriteError.self) {
      try FixedFileWriter.write(Self.file(root + "/B.swift", "old\n", "new\n"), roots: [root])
    }
    #expect(try String(contentsOfFile: outside + "/B.swift", encoding: .utf8) == "old\n")
  }

  @Test func aLinkInsideTheTreeWritesItsTargetAndKeepsTheLink() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "old\n".write(toFile: root + "/Real.swift", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Link.swift", withDestinationPath: root + "/Real.swift")
    try FixedFileWriter.write(Self.file(root + "/Link.swift", "old\n", "new\n"), roots: [root])
    #expect(try String(contentsOfFile: root + "/Real.swift", encoding: .utf8) == "new\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: root + "/Link.swift")
        == root + "/Real.swift")
  }
}
