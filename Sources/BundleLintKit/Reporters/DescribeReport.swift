/// `bundlelint describe`: what the rules will assume about each package and module, as JSON.
public enum DescribeReport {
  /// The JSON text, with a trailing line break.
  ///
  /// Paths inside a package are relative to its root; a package's own `path` is relative to
  /// `currentDirectory` when it lies below it (`.` for the folder itself), else absolute.
  public static func render(_ scan: WorkspaceScan, currentDirectory: String) -> String {
    let packages = scan.packages.map { package(for: $0, currentDirectory: currentDirectory) }
    let problems = scan.problems.map { problem -> JSONValue in
      .object([
        ("kind", .string(problem.kind.rawValue)),
        ("path", .string(displayPath(problem.path, currentDirectory: currentDirectory))),
        ("detail", .string(problem.detail)),
      ])
    }
    var top: [(String, JSONValue)] = [("packages", .array(packages))]
    if !problems.isEmpty { top.append(("problems", .array(problems))) }
    return JSONValue.object(top).rendered() + "\n"
  }

  static func package(for package: ResolvedPackage, currentDirectory: String) -> JSONValue {
    let manifest = package.manifest
    let notes = manifest.notes.map { note -> JSONValue in
      .object([
        ("line", note.position.map { .number($0.line) } ?? .null),
        ("column", note.position.map { .number($0.column) } ?? .null),
        ("message", .string(note.message)),
      ])
    }
    let problems = package.problems.map { problem -> JSONValue in
      .object([
        ("kind", .string(problem.kind.rawValue)),
        ("target", .string(problem.target)),
        ("path", .string(relative(problem.path))),
        ("line", problem.position.map { .number($0.line) } ?? .null),
        ("column", problem.position.map { .number($0.column) } ?? .null),
      ])
    }
    var members: [(String, JSONValue)] = [
      ("path", .string(displayPath(package.root, currentDirectory: currentDirectory))),
      ("manifest", .string(PathName.lastComponent(package.manifestPath))),
      ("name", .optional(manifest.name)),
      ("toolsVersion", .optional(manifest.toolsVersion)),
      ("defaultLocalization", .optional(manifest.defaultLocalization)),
      ("manifestRead", .string(manifest.readMode.rawValue)),
      ("notes", .array(notes)),
      ("targets", .array(package.modules.map(target))),
    ]
    if !problems.isEmpty { members.append(("problems", .array(problems))) }
    return .object(members)
  }

  static func target(_ module: ResolvedModule) -> JSONValue {
    let declared = module.target.resources.map { resource -> JSONValue in
      .object([
        ("path", .string(resource.path)),
        ("rule", .string(resource.rule.rawValue)),
        ("localization", .optional(resource.localization)),
      ])
    }
    let tables = module.resources.stringTables.map { table -> JSONValue in
      .object([("table", .string(table.name)), ("localizations", .array(table.localizations.map(JSONValue.string)))])
    }
    return .object([
      ("name", .string(module.target.name)),
      ("type", .string(module.target.kind.rawValue)),
      ("path", .string(relative(module.directory))),
      ("declaredResources", .array(declared)),
      ("resources", .array(module.resources.resources.map(JSONValue.string))),
      ("ownsBundle", .bool(module.resources.ownsBundle)),
      ("stringTables", .array(tables)),
      ("assetCatalogs", .array(module.resources.assetCatalogs.map(JSONValue.string))),
      ("swiftFiles", .number(module.swiftFiles.count)),
    ])
  }

  /// A package-relative path, `.` for the root.
  private static func relative(_ path: String) -> String { path.isEmpty ? "." : path }

  /// `path` (absolute) relative to `currentDirectory` when below it, else as it is.
  static func displayPath(_ path: String, currentDirectory: String) -> String {
    PathName.displayed(path, in: currentDirectory) ?? path
  }
}
