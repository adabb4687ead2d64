import BundleLintCore
import BundleLintSyntax

/// Reads `Package.swift` without running it.
package enum ManifestReader {
  /// Reads a manifest statically from its bytes.
  ///
  /// What cannot be read (targets built by `map`, function calls, conditionals) becomes a note,
  /// and the manifest is marked `.partial`; when the target list itself is affected,
  /// `usesConventionalTargets` tells the workspace to fall back on SwiftPM's folder conventions.
  package static func read(_ bytes: [UInt8]) -> Result<PackageManifest, ManifestError> {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C }) {
      return .failure(.empty)
    }
    if bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil {
      return .failure(.binary)
    }
    let converter = SourceLocationConverter(bytes)
    var parser = ManifestParser(bytes: bytes, tokens: Lexer.tokenize(bytes))
    let statements = parser.parseStatements()
    if let offset = parser.unclosedOffset {
      let (line, column) = converter.location(of: offset)
      return .failure(.incomplete(ManifestPosition(line: line, column: column)))
    }
    var interpreter = ManifestInterpreter(converter: converter)
    guard var manifest = interpreter.interpret(statements) else { return .failure(.noPackageCall) }
    manifest.toolsVersion = toolsVersion(in: bytes)?.description
    return .success(manifest)
  }

  /// Whether a `Package.swift` with these bytes makes its folder a package: it starts with a
  /// `// swift-tools-version` line (a source file may be called `Package.swift` too), or it is
  /// empty or binary, which the loader then reports as a broken manifest.
  @Sendable package static func isManifest(_ bytes: [UInt8]) -> Bool {
    if toolsVersion(in: bytes) != nil { return true }
    let text = bytes.prefix(4096)
    return text.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
      || text.contains(0)
  }

  /// Whether a manifest's text is only comments, blank lines and `import` lines: a
  /// placeholder that keeps a folder out of the package around it, declaring nothing.
  package static func holdsOnlyImports(_ bytes: [UInt8]) -> Bool {
    String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).allSatisfy {
      let line = $0.drop { $0 == " " || $0 == "\t" }
      return line.isEmpty || line.hasPrefix("//") || line.hasPrefix("import ")
    }
  }

  /// The version in the first line's `// swift-tools-version:5.9` comment; nil when missing.
  package static func toolsVersion(in bytes: [UInt8]) -> ToolsVersion? {
    var end = 0
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    var line = String(decoding: bytes[0..<end], as: UTF8.self)
    if line.hasPrefix("\u{FEFF}") { line.removeFirst() }
    guard line.hasPrefix("//") else { return nil }
    var rest = Substring(line.dropFirst(2)).drop { $0 == " " || $0 == "\t" }
    let marker = "swift-tools-version"
    guard rest.lowercased().hasPrefix(marker) else { return nil }
    rest = rest.dropFirst(marker.count).drop { $0 == " " || $0 == "\t" }
    guard rest.first == ":" else { return nil }
    rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
    let version = rest.prefix { $0.isNumber || $0 == "." }
    return ToolsVersion(String(version))
  }
}
