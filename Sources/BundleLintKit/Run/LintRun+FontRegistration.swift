extension LintRun {
  /// For each module of each package, whether its code registers fonts (`FontRegistration`):
  /// read only in packages where a module ships fonts (`ResourceIndex.fonts`), false elsewhere.
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
      return FontRegistration.registers(modules: sources)
    }
  }
}
