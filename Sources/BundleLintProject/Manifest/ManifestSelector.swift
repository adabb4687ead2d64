import BundleLintCore
import BundleLintSyntax

/// Picks the manifest file SwiftPM would read among `Package.swift` and its
/// `Package@swift-<version>.swift` variants.
package enum ManifestSelector {
  /// The file name SwiftPM 6 picks, given the names in the package folder.
  ///
  /// First an exact match for the toolchain (`@swift-6.3.0`, `@swift-6.3`, `@swift-6`); otherwise
  /// the newest variant not newer than the toolchain, but only when it is newer than the tools
  /// version of `Package.swift` itself; otherwise `Package.swift`. Returns nil when there is no
  /// manifest at all.
  ///
  /// - Parameters:
  ///   - fileNames: the names of the files in the package folder.
  ///   - regularToolsVersion: the tools version `Package.swift` declares (nil: missing or
  ///     unreadable, which SwiftPM takes as 3.1).
  ///   - toolchain: the toolchain's version.
  /// - Returns: the manifest's file name, or nil.
  package static func pick(
    fileNames: [String], regularToolsVersion: ToolsVersion?,
    toolchain: ToolsVersion = .toolchain
  ) -> String? {
    let names = Set(fileNames)
    let keys = [
      "\(toolchain.major).\(toolchain.minor).\(toolchain.patch)",
      "\(toolchain.major).\(toolchain.minor)", "\(toolchain.major)",
    ]
    for key in keys where names.contains("Package@swift-\(key).swift") {
      return "Package@swift-\(key).swift"
    }
    let candidates = fileNames.compactMap { name -> (ToolsVersion, String)? in
      guard let version = variantVersion(name), version <= toolchain else { return nil }
      return (version, name)
    }
    let hasRegular = names.contains("Package.swift")
    guard let newest = candidates.max(by: { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 > $1.1) }) else {
      return hasRegular ? "Package.swift" : nil
    }
    if !hasRegular || newest.0 > (regularToolsVersion ?? .unspecified) { return newest.1 }
    return "Package.swift"
  }

  /// The version in `Package@swift-5.9.swift`; nil for other names.
  package static func variantVersion(_ fileName: String) -> ToolsVersion? {
    let prefix = "Package@swift-"
    let suffix = ".swift"
    guard fileName.hasPrefix(prefix), fileName.hasSuffix(suffix),
      fileName.count > prefix.count + suffix.count
    else { return nil }
    return ToolsVersion(String(fileName.dropFirst(prefix.count).dropLast(suffix.count)))
  }

  /// Whether `fileName` is `Package.swift` or one of its variants.
  package static func isManifestName(_ fileName: String) -> Bool {
    fileName == "Package.swift" || variantVersion(fileName) != nil
  }
}
