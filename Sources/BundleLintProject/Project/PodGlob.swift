import BundleLintCore
import BundleLintSyntax

/// The files and folders a CocoaPods glob names below a spec's folder (`Kit/**/*.swift`,
/// `Kit/*.{png,xib}`, `Kit/Media.xcassets`), found by listing only the folders the glob can
/// reach: `*` and `?` within a name, `**` across folders, `{a,b}` alternatives.
enum PodGlob {
  /// Folders a `**` does not enter.
  static let skipped: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]

  /// The paths relative to `folder` that any of `patterns` names, sorted, each once. With
  /// `wholeFolder`, a pattern that is a folder names the files of it that glob matches.
  static func paths(
    matching patterns: [String], in folder: String, wholeFolder: String? = nil,
    fileSystem: any FileSystem
  ) -> [String] {
    var found: Set<String> = []
    for var pattern in patterns {
      // A folder named whole stands for its files (not its subfolders' ones), as CocoaPods reads it.
      if let whole = wholeFolder, fileSystem.type(of: folder + "/" + pattern) == .directory {
        pattern += "/" + whole
      }
      for pattern in Podspec.expanded(pattern) {
        let components = PathName.components(pattern).filter { $0 != "." }
        guard !components.isEmpty, !components.contains("..") else { continue }
        walk(folder, "", components[...], fileSystem, into: &found, depth: 0)
      }
    }
    return found.sorted()
  }

  /// Those of `paths` (relative to `folder`) that any of `patterns` names, as
  /// `paths(matching:in:wholeFolder:fileSystem:)` finds them, without listing a folder: for
  /// files already known (a package's sources).
  static func filter(
    _ paths: [String], matching patterns: [String], in folder: String,
    wholeFolder: String? = nil, fileSystem: any FileSystem
  ) -> [String] {
    let matcher = Matcher(patterns, in: folder, wholeFolder: wholeFolder, fileSystem: fileSystem)
    return paths.filter(matcher.matches)
  }

  /// A spec's globs made ready to ask of one known path at a time (relative to the spec's
  /// folder), with no folder listed: the file system is asked only which patterns are folders.
  struct Matcher: Hashable, Sendable {
    private var expanded: [[String]] = []
    /// Each pattern's leading literal folders (`Sources/Kit/` of `Sources/Kit/**/*.swift`): a
    /// path without them is ruled out before it is split.
    private var prefixes: [String]
    /// For `Folder/**/*.swift`, the usual form, the extension (`.swift`): such a pattern is
    /// decided on the path's text.
    private var trailing: [String?]

    init(
      _ patterns: [String], in folder: String, wholeFolder: String? = nil,
      fileSystem: any FileSystem
    ) {
      for var pattern in patterns {
        if let whole = wholeFolder, fileSystem.type(of: folder + "/" + pattern) == .directory {
          pattern += "/" + whole
        }
        for pattern in Podspec.expanded(pattern) {
          let components = PathName.components(pattern).filter { $0 != "." }
          if !components.isEmpty, !components.contains("..") { expanded.append(components) }
        }
      }
      prefixes = expanded.map { components in
        components.dropLast().prefix { !$0.contains("*") && !$0.contains("?") }
          .map { $0 + "/" }.joined()
      }
      trailing = expanded.map { components -> String? in
        guard components.count >= 2, components[components.count - 2] == "**",
          let last = components.last, last.hasPrefix("*."),
          !last.dropFirst(2).contains(where: { "*?/".contains($0) })
        else { return nil }
        let folders = components.dropLast(2)
        guard !folders.contains(where: { $0.contains("*") || $0.contains("?") }) else {
          return nil
        }
        return String(last.dropFirst())
      }
    }

    /// Whether a glob names `path` (relative to the spec's folder).
    func matches(_ path: String) -> Bool {
      for (index, prefix) in prefixes.enumerated() where path.hasPrefix(prefix) {
        if let suffix = trailing[index], path.hasSuffix(suffix), Self.isPlain(path, below: prefix) {
          return true
        }
      }
      var components: [String]?
      for (index, (pattern, prefix)) in zip(expanded, prefixes).enumerated()
      where trailing[index] == nil && path.hasPrefix(prefix) {
        if components == nil { components = PathName.components(path) }
        if PodGlob.matches(pattern[...], components![...]) { return true }
      }
      return false
    }

    /// Whether no folder between `prefix` and the file is hidden or skipped, nor the file
    /// hidden.
    private static func isPlain(_ path: String, below prefix: String) -> Bool {
      let inner = path.utf8.dropFirst(prefix.utf8.count).split(separator: UInt8(ascii: "/"))
      return inner.dropLast().allSatisfy { folder in
        folder.first != UInt8(ascii: ".")
          && !skipped.contains(String(decoding: folder, as: UTF8.self))
      } && inner.last?.first != UInt8(ascii: ".")
    }
  }

  /// Whether the glob's `pattern` components name the path's `components`: `**` stands for
  /// any number of folders (not hidden, not `skipped`), `*` and `?` for part of one name.
  fileprivate static func matches(
    _ pattern: ArraySlice<String>, _ components: ArraySlice<String>
  )
    -> Bool
  {
    guard let first = pattern.first else { return components.isEmpty }
    guard let name = components.first else { return false }
    if first == "**" {
      if matches(pattern.dropFirst(), components) { return true }
      guard components.count > 1, !name.hasPrefix("."), !skipped.contains(name) else {
        return false
      }
      return matches(pattern, components.dropFirst())
    }
    if first.contains("*") || first.contains("?") {
      guard !name.hasPrefix("."), GitIgnore.glob(first, matches: name) else { return false }
    } else if first != name {
      return false
    }
    return matches(pattern.dropFirst(), components.dropFirst())
  }

  private static func walk(
    _ directory: String, _ relative: String, _ components: ArraySlice<String>,
    _ fileSystem: any FileSystem, into found: inout Set<String>, depth: Int
  ) {
    guard depth < 24, found.count < 20_000 else { return }
    guard let component = components.first else {
      if !relative.isEmpty { found.insert(relative) }
      return
    }
    let rest = components.dropFirst()
    func join(_ name: String) -> (String, String) {
      (directory + "/" + name, relative.isEmpty ? name : relative + "/" + name)
    }
    if component == "**" {
      walk(directory, relative, rest, fileSystem, into: &found, depth: depth + 1)
      for entry in entries(of: directory, fileSystem)
      where entry.type == .directory && !entry.name.hasPrefix(".") && !skipped.contains(entry.name)
      {
        let (path, name) = join(entry.name)
        walk(path, name, components, fileSystem, into: &found, depth: depth + 1)
      }
      return
    }
    guard component.contains("*") || component.contains("?") else {
      let (path, name) = join(component)
      guard let type = fileSystem.type(of: path) else { return }
      if rest.isEmpty {
        found.insert(name)
      } else if type == .directory {
        walk(path, name, rest, fileSystem, into: &found, depth: depth + 1)
      }
      return
    }
    for entry in entries(of: directory, fileSystem)
    where !entry.name.hasPrefix(".") && GitIgnore.glob(component, matches: entry.name) {
      let (path, name) = join(entry.name)
      if rest.isEmpty {
        found.insert(name)
      } else if entry.type == .directory {
        walk(path, name, rest, fileSystem, into: &found, depth: depth + 1)
      }
    }
  }

  private static func entries(of directory: String, _ fileSystem: any FileSystem)
    -> [DirectoryEntry]
  {
    (try? fileSystem.entries(in: directory)) ?? []
  }
}
