import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun {
  /// For each module of each package that ships fonts (`ResourceIndex.fonts`), whether its code
  /// registers them (`FontRegistration`), false for every other module: only a package where a
  /// module ships fonts has its files read again.
  static func fontRegistrations(
    of packages: [ResolvedPackage], indexes: [[ResourceIndex?]], fileSystem: any FileSystem
  ) -> [[Bool]] {
    zip(packages, indexes).map { package, moduleIndexes in
      guard moduleIndexes.contains(where: { !($0?.fonts.isEmpty ?? true) }) else {
        return package.modules.map { _ in false }
      }
      let sources = package.modules.map { module in
        module.swiftFiles.map { (try? fileSystem.readFile($0)) ?? [] }
      }
      let shipping = Set(
        moduleIndexes.indices.filter { !(moduleIndexes[$0]?.fonts.isEmpty ?? true) })
      return FontRegistration.registers(modules: sources, asked: shipping)
    }
  }
}
