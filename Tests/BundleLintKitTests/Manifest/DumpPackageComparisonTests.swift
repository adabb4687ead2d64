import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Compares the static reading of every readable fixture manifest with what
/// `swift package dump-package` says, when `swift` is on the PATH.
@Suite struct DumpPackageComparisonTests {
  static let swiftAvailable: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/swift")
    }
  }()

  @Test(.enabled(if: swiftAvailable), arguments: ManifestFixtures.readableFolders)
  func staticReadingMatchesDumpPackage(folder: String) throws {
    let root = ManifestFixtures.fixtures + "/" + folder
    let names = try FileManager.default.contentsOfDirectory(atPath: root)
    let regular = ManifestReader.toolsVersion(
      in: try ManifestFixtures.bytes(atPath: root + "/Package.swift"))
    let file = try #require(ManifestSelector.pick(fileNames: names, regularToolsVersion: regular))
    let statics = try ManifestReader.read(try ManifestFixtures.bytes(atPath: root + "/" + file))
      .get()
    let evaluated = try ManifestReader.evaluate(packageRoot: root)
    #expect(evaluated.readMode == .evaluated)
    #expect(statics.name == evaluated.name)
    #expect(statics.toolsVersion == evaluated.toolsVersion)
    #expect(statics.defaultLocalization == evaluated.defaultLocalization)
    if statics.usesConventionalTargets {
      // A partial reading keeps the targets it could read, all of them real.
      let evaluatedNames = Set(evaluated.targets.map(\.name))
      #expect(statics.targets.allSatisfy { evaluatedNames.contains($0.name) })
      return
    }
    // Every branch of an `if` is read; the toolchain takes one of them.
    let evaluatedNames = Set(evaluated.targets.map(\.name))
    let compared = statics.targets.filter { evaluatedNames.contains($0.name) }
    #expect(compared.map(\.name) == evaluated.targets.map(\.name))
    if statics.notes.allSatisfy({ !$0.message.hasPrefix("'if'") }) {
      #expect(compared.count == statics.targets.count)
    }
    for (mine, theirs) in zip(compared, evaluated.targets) {
      #expect(mine.kind == theirs.kind, "\(mine.name)")
      #expect(mine.path == theirs.path, "\(mine.name)")
      #expect(mine.exclude == theirs.exclude, "\(mine.name)")
      #expect(mine.sources == theirs.sources, "\(mine.name)")
      #expect(mine.resources.map(\.path) == theirs.resources.map(\.path), "\(mine.name)")
      #expect(mine.resources.map(\.rule) == theirs.resources.map(\.rule), "\(mine.name)")
      #expect(
        mine.resources.map(\.localization) == theirs.resources.map(\.localization), "\(mine.name)")
      #expect(mine.dependencies == theirs.dependencies, "\(mine.name)")
      #expect(mine.productDependencies == theirs.productDependencies, "\(mine.name)")
    }
    if statics.notes.isEmpty { #expect(statics.products == evaluated.products) }
  }
}
