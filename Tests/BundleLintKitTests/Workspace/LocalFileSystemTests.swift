import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system's listing.
@Suite struct LocalFileSystemTests {
  /// A listed name is read up to its NUL, in place: a record at the very end of the listing's
  /// buffer (here, before a page nothing may read) is read without touching what follows it,
  /// where copying the 256-byte `d_name` field whole would fault.
  @Test func aNameIsReadWithinItsRecord() throws {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let mapped = mmap(nil, page * 2, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    let base = try #require(mapped == MAP_FAILED ? nil : mapped)
    defer { munmap(base, page * 2) }
    #expect(mprotect(base + page, page, PROT_NONE) == 0)
    let offset = try #require(MemoryLayout<dirent>.offset(of: \dirent.d_name))
    let name = Array("Package.swift".utf8)
    let alignment = MemoryLayout<dirent>.alignment
    let length = (offset + name.count + 1 + alignment - 1) / alignment * alignment
    let record = base + page - length
    memset(record, 0, length)
    name.withUnsafeBytes {
      (record + offset).copyMemory(from: $0.baseAddress!, byteCount: name.count)
    }
    let entry = record.bindMemory(to: dirent.self, capacity: 1)
    #expect(LocalFileSystem.name(of: entry) == name)
  }

  /// Names of every length are listed whole, dot entries left out.
  @Test func aFolderListsItsNames() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-listing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let names = ["a", "Package.swift", String(repeating: "n", count: 255), "é.swift"]
    for name in names {
      #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
    }
    let listed = try LocalFileSystem().entries(in: folder).map(\.name)
    #expect(listed.sorted() == names.sorted())
  }
}
