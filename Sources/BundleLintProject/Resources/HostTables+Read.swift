import BundleLintCore

extension HostTables {
  /// The keys of the table files `paths` by table and localization, on all cores. A UTF-8
  /// `.strings` file and a catalog are skimmed for their keys; anything else is read by the
  /// full parser. The files are read a few at a time and their keys kept once each
  /// (`HostTableKeys`), so an app's dozens of localizations are never all held as read.
  package static func read(_ paths: [String], fileSystem: any FileSystem) -> HostTables {
    var tables = HostTables()
    for start in stride(from: 0, to: paths.count, by: readBatch) {
      let batch = Array(paths[start..<min(paths.count, start + readBatch)])
      tables.add(files: readFiles(batch, fileSystem: fileSystem))
    }
    return tables
  }

  /// How many host table files are read at once.
  static let readBatch = 8

  /// The table name and keys by localization of each of `paths`, on all cores.
  private static func readFiles(_ paths: [String], fileSystem: any FileSystem)
    -> [(table: String, keys: [String: [TableKey]])]
  {
    let read = helpedMap(paths) { path -> [String: [TableKey]] in
      let bytes = (try? fileSystem.readFile(path)) ?? []
      switch PathName.pathExtension(path) {
      case "strings":
        if let keys = HostTables.skimStrings(bytes) {
          return [StringTableParser.localization(of: path) ?? "": keys]
        }
      case "xcstrings":
        if let keys = HostTables.skimCatalog(bytes) { return keys }
      default: break
      }
      return HostTables.keys(parsed: StringTableParser.parse(path: path, bytes: bytes))
    }
    return zip(paths, read).map { (PathName.stem($0), $1) }
  }
}
