import Foundation
import Testing

@testable import BundleLintProject

/// The pipeline is a chain of modules (`Package.swift`, read by bundlelint's own manifest reader):
/// each depends on the one before it only, so the compiler keeps every stage from reaching a later
/// one; the command sits on the last; every folder of `Sources` is a target.
@Suite struct PipelineLayerTests {
  /// The pipeline's modules, in the order data flows.
  static let pipeline = [
    "BundleLintCore", "BundleLintSyntax", "BundleLintProject", "BundleLintRules",
    "BundleLintEngine", "BundleLintReporters", "BundleLintServer",
  ]

  static func manifest() throws -> PackageManifest {
    let bytes = Array(
      try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/Package.swift")))
    return try ManifestReader.read(bytes).get()
  }

  @Test func thePipelineIsAChainInDeclarationOrder() throws {
    let targets = try Self.manifest().targets
    let regular = targets.filter { $0.kind == .regular && $0.name.hasPrefix("BundleLint") }
      .filter { $0.name != "BundleLintTestSupport" }
    #expect(regular.map(\.name) == Self.pipeline)
    for (index, target) in regular.enumerated() {
      let before = index == 0 ? [] : [Self.pipeline[index - 1]]
      #expect(target.dependencies == before, "\(target.name) depends on \(target.dependencies)")
    }
    let command = try #require(targets.first { $0.name == "bundlelint" })
    #expect(command.dependencies == [Self.pipeline.last!])
  }

  @Test func everySourceFolderIsATarget() throws {
    let names = Set(try Self.manifest().targets.map(\.name))
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: RepositoryPaths.root + "/Sources"
    ).filter { !$0.hasPrefix(".") }
    #expect(
      folders.count == names.intersection(folders).count, "\(Set(folders).subtracting(names))")
  }
}
