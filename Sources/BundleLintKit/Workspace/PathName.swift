/// Path-string helpers: the walk works on `/`-separated strings, never on URLs.
enum PathName {
  /// The non-empty components of `path`, with `.` removed (`..` is kept).
  static func components(_ path: String) -> [String] {
    path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
  }

  /// `path` made absolute against `base` and normalized (`.` and `..` folded, no trailing `/`).
  static func absolute(_ path: String, from base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var result: [String] = []
    for component in components(joined) {
      if component == ".." {
        if !result.isEmpty { result.removeLast() }
      } else {
        result.append(component)
      }
    }
    return "/" + result.joined(separator: "/")
  }

  /// `a/b` joined; either side may be empty.
  static func join(_ base: String, _ rest: String) -> String {
    if rest.isEmpty { return base }
    if base.isEmpty { return rest }
    var joined = base
    joined.reserveCapacity(base.utf8.count + 1 + rest.utf8.count)
    if base.utf8.last != UInt8(ascii: "/") { joined.append("/") }
    joined.append(rest)
    return joined
  }

  /// `path` relative to `root` when it is `root` or below it (`""` for `root` itself).
  static func relative(_ path: String, to root: String) -> String? {
    if path == root { return "" }
    let prefix = root == "/" ? "/" : root + "/"
    guard path.utf8.starts(with: prefix.utf8) else { return nil }
    // By UTF-8 offset: paths are compared and cut as bytes, never as characters.
    return String(path[path.utf8.index(path.utf8.startIndex, offsetBy: prefix.utf8.count)...])
  }

  /// Whether `path` equals `ancestor` or lies below it (both relative or both absolute).
  static func isSelfOrDescendant(_ path: String, of ancestor: String) -> Bool {
    if ancestor.isEmpty { return true }
    // As bytes: `hasPrefix` would compare characters (and fold canonically equivalent names).
    let path = path.utf8
    let ancestor = ancestor.utf8
    guard path.starts(with: ancestor) else { return false }
    if path.count == ancestor.count || ancestor.last == UInt8(ascii: "/") { return true }
    return path[path.index(path.startIndex, offsetBy: ancestor.count)] == UInt8(ascii: "/")
  }

  /// The last component.
  static func lastComponent(_ path: String) -> String {
    var end = path.utf8.endIndex
    while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") {
      end = path.utf8.index(before: end)
    }
    let trimmed = path[..<end]
    guard !trimmed.isEmpty else { return path }
    guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return String(trimmed) }
    return String(trimmed[trimmed.utf8.index(after: slash)...])
  }

  /// The part of the folder path before the last component (`""` when there is none).
  static func parent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The extension after the last `.` of the last component, lowercased; nil when there is none.
  static func pathExtension(_ path: String) -> String? {
    let name = lastComponent(path)
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return nil
    }
    return name[name.utf8.index(after: dot)...].lowercased()
  }

  /// Whether a component of `path` starts with `.` (a hidden file or folder, or `.`/`..`).
  static func hasHiddenComponent(_ path: String) -> Bool {
    var atStart = true
    for byte in path.utf8 {
      if atStart && byte == UInt8(ascii: ".") { return true }
      atStart = byte == UInt8(ascii: "/")
    }
    return false
  }

  /// The last component without its extension.
  static func stem(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return name
    }
    return String(name[..<dot])
  }
}
