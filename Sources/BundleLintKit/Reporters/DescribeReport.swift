/// `bundlelint describe`: what the rules will assume about each package and module, as JSON.
public enum DescribeReport {
  /// The JSON text, with a trailing line break.
  ///
  /// Paths inside a package are relative to its root; a package's own `path` is relative to
  /// `currentDirectory` when it lies below it (`.` for the folder itself), else absolute.
  public static func render(_ scan: WorkspaceScan, currentDirectory: String) -> String {
    JSONStream.text(controlEscapes: .unicode) { json in
      json.beginObject(sortedKeys: false)
      json.key("packages")
      json.beginArray()
      for package in scan.packages { write(package, currentDirectory: currentDirectory, to: &json) }
      json.endArray()
      if !scan.problems.isEmpty {
        json.key("problems")
        json.beginArray()
        for problem in scan.problems {
          json.beginObject(sortedKeys: false)
          json.member("kind", problem.kind.rawValue)
          json.member("path", displayPath(problem.path, currentDirectory: currentDirectory))
          json.member("detail", problem.detail)
          json.endObject()
        }
        json.endArray()
      }
      json.endObject()
    }
  }

  static func write(_ package: ResolvedPackage, currentDirectory: String, to json: inout JSONStream) {
    let manifest = package.manifest
    json.beginObject(sortedKeys: false)
    json.member("path", displayPath(package.root, currentDirectory: currentDirectory))
    json.member("manifest", PathName.lastComponent(package.manifestPath))
    json.key("name")
    json.string(orNull: manifest.name)
    json.key("toolsVersion")
    json.string(orNull: manifest.toolsVersion)
    json.key("defaultLocalization")
    json.string(orNull: manifest.defaultLocalization)
    json.member("manifestRead", manifest.readMode.rawValue)
    json.key("notes")
    json.beginArray()
    for note in manifest.notes {
      json.beginObject(sortedKeys: false)
      writePosition(note.position, to: &json)
      json.member("message", note.message)
      json.endObject()
    }
    json.endArray()
    json.key("targets")
    json.beginArray()
    for module in package.modules { write(module, to: &json) }
    json.endArray()
    if !package.problems.isEmpty {
      json.key("problems")
      json.beginArray()
      for problem in package.problems {
        json.beginObject(sortedKeys: false)
        json.member("kind", problem.kind.rawValue)
        json.member("target", problem.target)
        json.member("path", relative(problem.path))
        writePosition(problem.position, to: &json)
        json.endObject()
      }
      json.endArray()
    }
    json.endObject()
  }

  static func write(_ module: ResolvedModule, to json: inout JSONStream) {
    json.beginObject(sortedKeys: false)
    json.member("name", module.target.name)
    json.member("type", module.target.kind.rawValue)
    json.member("path", relative(module.directory))
    json.key("declaredResources")
    json.beginArray()
    for resource in module.target.resources {
      json.beginObject(sortedKeys: false)
      json.member("path", resource.path)
      json.member("rule", resource.rule.rawValue)
      json.key("localization")
      json.string(orNull: resource.localization)
      json.endObject()
    }
    json.endArray()
    json.key("resources")
    writeStrings(module.resources.resources, to: &json)
    json.key("ownsBundle")
    json.bool(module.resources.ownsBundle)
    json.key("stringTables")
    json.beginArray()
    for table in module.resources.stringTables {
      json.beginObject(sortedKeys: false)
      json.member("table", table.name)
      json.key("localizations")
      writeStrings(table.localizations, to: &json)
      json.endObject()
    }
    json.endArray()
    json.key("assetCatalogs")
    writeStrings(module.resources.assetCatalogs, to: &json)
    json.member("swiftFiles", module.swiftFiles.count)
    json.endObject()
  }

  /// `line` and `column`, each `null` without a position.
  private static func writePosition(_ position: ManifestPosition?, to json: inout JSONStream) {
    json.key("line")
    if let position { json.number(position.line) } else { json.null() }
    json.key("column")
    if let position { json.number(position.column) } else { json.null() }
  }

  private static func writeStrings(_ strings: [String], to json: inout JSONStream) {
    json.beginArray()
    for string in strings { json.string(string) }
    json.endArray()
  }

  /// A package-relative path, `.` for the root.
  private static func relative(_ path: String) -> String { path.isEmpty ? "." : path }

  /// `path` (absolute) relative to `currentDirectory` when below it, else as it is.
  static func displayPath(_ path: String, currentDirectory: String) -> String {
    PathName.displayed(path, in: currentDirectory) ?? path
  }
}
