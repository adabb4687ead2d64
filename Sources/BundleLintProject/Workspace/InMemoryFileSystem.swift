import BundleLintCore
import BundleLintSyntax

/// A file tree held in memory, for tests: files, folders, symbolic links, and folders that
/// cannot be read.
package struct InMemoryFileSystem: FileSystem {
  /// What a path holds.
  package enum Node: Hashable, Sendable {
    case file([UInt8])
    case directory
    /// A link to an absolute path or one relative to the link's folder.
    case symlink(String)
    /// A folder whose listing fails with `permissionDenied`.
    case unreadableDirectory
  }

  package var currentDirectory: String
  /// Paths whose names are listed as not valid UTF-8.
  package var invalidNames: Set<String> = []
  /// Absolute, normalized paths (no trailing slash; `/` is the root).
  package private(set) var nodes: [String: Node] = ["/": .directory]

  package init(currentDirectory: String = "/") {
    self.currentDirectory = currentDirectory
  }

  /// Adds a file, creating its parent folders.
  package mutating func addFile(_ path: String, _ contents: String = "") {
    addNode(path, .file(Array(contents.utf8)))
  }

  /// Adds a file with raw bytes, creating its parent folders.
  package mutating func addFile(_ path: String, bytes: [UInt8]) {
    addNode(path, .file(bytes))
  }

  package mutating func addDirectory(_ path: String) { addNode(path, .directory) }

  package mutating func addSymlink(_ path: String, to destination: String) {
    addNode(path, .symlink(destination))
  }

  package mutating func addUnreadableDirectory(_ path: String) {
    addNode(path, .unreadableDirectory)
  }

  private mutating func addNode(_ path: String, _ node: Node) {
    let components = PathName.components(path)
    var current = ""
    for component in components.dropLast() {
      current += "/" + component
      if nodes[current] == nil { nodes[current] = .directory }
    }
    nodes["/" + components.joined(separator: "/")] = node
  }

  package func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    guard let resolved = resolve(directory, followLast: true) else { throw .notFound }
    switch nodes[resolved] {
    case .directory: break
    case .unreadableDirectory: throw .permissionDenied
    case nil: throw .notFound
    default: throw .notADirectory
    }
    var result: [DirectoryEntry] = []
    for (path, node) in nodes {
      guard let rest = PathName.relative(path, to: resolved), !rest.isEmpty,
        !rest.utf8.contains(UInt8(ascii: "/"))
      else { continue }
      let type: FileType =
        switch node {
        case .file: .file
        case .directory, .unreadableDirectory: .directory
        case .symlink: .symlink
        }
      result.append(
        DirectoryEntry(name: rest, type: type, hasValidName: !invalidNames.contains(path)))
    }
    return result
  }

  package func type(of path: String) -> FileType? {
    guard let resolved = resolve(path, followLast: true) else { return nil }
    switch nodes[resolved] {
    case .file: return .file
    case .directory, .unreadableDirectory: return .directory
    case .symlink, nil: return nil
    }
  }

  package func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    guard let resolved = resolve(path, followLast: true) else { throw .notFound }
    switch nodes[resolved] {
    case .file(let bytes): return bytes
    case nil: throw .notFound
    default: throw .other(code: 21)
    }
  }

  package func realPath(_ path: String) throws(FileSystemError) -> String {
    guard let resolved = resolve(path, followLast: true) else { throw .symlinkLoop }
    guard nodes[resolved] != nil else { throw .notFound }
    return resolved
  }

  /// Follows symbolic links component by component; gives up after 40 links, as POSIX does.
  private func resolve(_ path: String, followLast: Bool) -> String? {
    var pending = PathName.components(PathName.absolute(path, from: currentDirectory))
    var resolved: [String] = []
    var links = 0
    while !pending.isEmpty {
      let component = pending.removeFirst()
      if component == ".." {
        if !resolved.isEmpty { resolved.removeLast() }
        continue
      }
      resolved.append(component)
      let current = "/" + resolved.joined(separator: "/")
      if case .symlink(let destination) = nodes[current], followLast || !pending.isEmpty {
        links += 1
        if links > 40 { return nil }
        resolved.removeLast()
        if destination.hasPrefix("/") { resolved = [] }
        pending = PathName.components(destination) + pending
      }
    }
    return "/" + resolved.joined(separator: "/")
  }
}
