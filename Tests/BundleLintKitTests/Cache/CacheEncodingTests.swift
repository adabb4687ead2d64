import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintRules
@testable import BundleLintSyntax

/// The binary encodings of the cache's own records (recorded inputs, file snapshots, first-pass
/// keys) read back as written.
@Suite struct CacheEncodingTests {
  static let snapshot = FileSnapshot(
    exists: true, mode: 0o100644, size: 1234, modified: 1_700_000_000_123_456_789,
    changed: -5, inode: .max, device: 64769)

  @Test func aSnapshotOfSomethingAndOfNothingReadBack() throws {
    for snapshot in [Self.snapshot, .absent] {
      try EncodingRoundTrip.expectEqual(
        snapshot, write: { $0.write(to: &$1) }, read: { try FileSnapshot(reading: &$0) })
    }
    #expect(EncodingRoundTrip.bytes(FileSnapshot.absent, { $0.write(to: &$1) }) == [0])
  }

  @Test func aModeOverThirtyTwoBitsIsRefused() {
    var writer = ByteWriter()
    writer.bool(true)
    writer.unsigned(1 << 32)
    for _ in 0..<6 { writer.unsigned(0) }
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader(writer.bytes)
      _ = try FileSnapshot(reading: &reader)
    }
  }

  @Test func anInputOfEachKindReadsBack() throws {
    for input in [
      RecordedInput(kind: .read, path: "/p/Sources/A.swift", snapshot: Self.snapshot, hash: 7),
      RecordedInput(kind: .listing, path: "/p/Sources", snapshot: Self.snapshot),
      RecordedInput(kind: .read, path: "/p/gone.swift"),
      RecordedInput(kind: .type, path: "/p/Package.swift", answer: "file"),
      RecordedInput(kind: .realPath, path: "relative", answer: "\u{0}not found"),
    ] {
      try EncodingRoundTrip.expectEqual(
        input, write: { $0.write(to: &$1) }, read: { try RecordedInput(reading: &$0) })
    }
  }

  @Test func anUnknownInputKindIsRefused() {
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader([9, 0, 0, 0, 0, 0])
      _ = try RecordedInput(reading: &reader)
    }
  }

  @Test func aFirstPassKeyReadsBack() throws {
    for key in [
      FirstPassKey(
        path: "/p/Sources/Kit/A.swift", module: ModuleKey(package: 2, module: 5),
        moduleName: "Kit", triggers: 3),
      FirstPassKey(
        path: "/A.swift", module: ModuleKey(package: 0, module: 0), moduleName: "", triggers: -1),
    ] {
      try EncodingRoundTrip.expectEqual(
        key, write: { $0.write(to: &$1) }, read: { try FirstPassKey(reading: &$0) })
    }
  }
}
