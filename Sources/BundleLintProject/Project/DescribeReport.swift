import BundleLintCore
import BundleLintSyntax

/// `bundlelint describe`: what the rules will assume about each package and module, as JSON.
package enum DescribeReport {
  /// The JSON text, with a trailing line break.
  ///
  /// Paths inside a package are relative to its root; a package's own `path` is relative to
  /// `currentDirectory` when it lies below it (`.` for the folder itself), else absolute.
  /// `bundleHelpers` are the bundle helpers of each Xcode target (`XcodeBundleHelpers`),
  /// `localizations` what the bundle of each app and extension declares
  /// (`AppLocalizationsReader.declaredLocalizations`).
  package static func render(
    _ scan: WorkspaceScan, currentDirectory: String,
    bundleHelpers: [XcodeHostGraph.Target: [XcodeBundleHelpers.Described]] = [:],
    localizations: [XcodeHostGraph.Target: AppLocalizations?] = [:]
  ) -> String {
    JSONStream.text(controlEscapes: .unicode) { json in
      json.beginObject(sortedKeys: false)
      writeObjects("packages", scan.packages, to: &json) { package, json in
        write(package, currentDirectory: currentDirectory, to: &json)
      }
      writeProjects(
        scan.xcode, bundleHelpers: bundleHelpers, localizations: localizations,
        currentDirectory: currentDirectory, to: &json)
      writeObjects("problems", scan.problems, omittedWhenEmpty: true, to: &json) { problem, json in
        json.member("kind", problem.kind.rawValue)
        json.member("path", displayPath(problem.path, currentDirectory: currentDirectory))
        json.member("detail", problem.detail)
      }
      json.endObject()
    }
  }

  /// The members of one package's object.
  static func write(_ package: ResolvedPackage, currentDirectory: String, to json: inout JSONStream)
  {
    let manifest = package.manifest
    json.member("path", displayPath(package.root, currentDirectory: currentDirectory))
    json.member("manifest", PathName.lastComponent(package.manifestPath))
    json.key("name")
    json.string(orNull: manifest.name)
    json.key("toolsVersion")
    json.string(orNull: manifest.toolsVersion)
    json.key("defaultLocalization")
    json.string(orNull: manifest.defaultLocalization)
    json.member("manifestRead", manifest.readMode.rawValue)
    writeObjects("notes", manifest.notes, to: &json) { note, json in
      writePosition(note.position, to: &json)
      json.member("message", note.message)
    }
    if let refusal = package.swiftPMRejection {
      json.member("swiftPMRefuses", refusal.kind.rawValue)
    }
    writeObjects("targets", package.modules, to: &json) { module, json in
      write(module, to: &json)
      // The builds besides SwiftPM that compile the target's files, with how many of them.
      var counts: [String: Int] = [:]
      for path in module.swiftFiles {
        for build in package.otherBuilds.builds(of: path) {
          counts[build.description, default: 0] += 1
        }
      }
      writeObjects(
        "otherBuilds", counts.sorted { $0.key < $1.key }, omittedWhenEmpty: true, to: &json
      ) { build, json in
        json.member("build", build.key)
        json.member("swiftFiles", build.value)
      }
    }
    writeObjects("problems", package.problems, omittedWhenEmpty: true, to: &json) { problem, json in
      json.member("kind", problem.kind.rawValue)
      json.member("target", problem.target)
      json.member("path", relative(problem.path))
      writePosition(problem.position, to: &json)
    }
  }

  /// The members of one target's object.
  static func write(_ module: ResolvedModule, to json: inout JSONStream) {
    json.member("name", module.target.name)
    json.member("type", module.target.kind.rawValue)
    json.member("path", relative(module.directory))
    writeObjects("declaredResources", module.target.resources, to: &json) { resource, json in
      json.member("path", resource.path)
      json.member("rule", resource.rule.rawValue)
      json.key("localization")
      json.string(orNull: resource.localization)
    }
    writeStrings("resources", module.resources.resources, to: &json)
    json.key("ownsBundle")
    json.bool(module.resources.ownsBundle)
    writeObjects("stringTables", module.resources.stringTables, to: &json) { table, json in
      json.member("table", table.name)
      writeStrings("localizations", table.localizations, to: &json)
    }
    writeStrings("assetCatalogs", module.resources.assetCatalogs, to: &json)
    json.member("swiftFiles", module.swiftFiles.count)
  }

  /// `key` and an array of one object per item, its members written by `members`; nothing at
  /// all for no items when `omittedWhenEmpty`.
  static func writeObjects<Item>(
    _ key: StaticString, _ items: [Item], omittedWhenEmpty: Bool = false, to json: inout JSONStream,
    _ members: (Item, inout JSONStream) -> Void
  ) {
    if omittedWhenEmpty && items.isEmpty { return }
    json.key(key)
    json.beginArray()
    for item in items {
      json.beginObject(sortedKeys: false)
      members(item, &json)
      json.endObject()
    }
    json.endArray()
  }

  static func writeStrings(
    _ key: StaticString, _ strings: [String], to json: inout JSONStream
  ) {
    json.key(key)
    json.beginArray()
    for string in strings { json.string(string) }
    json.endArray()
  }

  /// `line` and `column`, each `null` without a position.
  private static func writePosition(_ position: ManifestPosition?, to json: inout JSONStream) {
    json.key("line")
    if let position { json.number(position.line) } else { json.null() }
    json.key("column")
    if let position { json.number(position.column) } else { json.null() }
  }

  /// A package-relative path, `.` for the root.
  private static func relative(_ path: String) -> String { path.isEmpty ? "." : path }

  /// `path` (absolute) relative to `currentDirectory` when below it, else as it is.
  package static func displayPath(_ path: String, currentDirectory: String) -> String {
    PathName.displayed(path, in: currentDirectory) ?? path
  }
}
