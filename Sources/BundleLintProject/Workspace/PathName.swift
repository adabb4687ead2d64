import BundleLintCore
import BundleLintSyntax

/// Path-string helpers: the walk works on `/`-separated strings, never on URLs.
package enum PathName {
  /// The non-empty components of `path`, with `.` removed (`..` is kept).
  static func components(_ path: String) -> [String] {
    pieces(path).filter { $0 != "." }
  }

  /// The non-empty runs of `path` between `/`s (`.` and `..` kept). Split over the UTF-8 bytes:
  /// splitting a `String` by `Character` costs hundreds of instructions a byte, and a run of
  /// Xcode targets splits tens of thousands of paths.
  static func pieces(_ path: String) -> [String] {
    path.utf8.split(separator: UInt8(ascii: "/")).map { String(path[$0.startIndex..<$0.endIndex]) }
  }

  /// `path` made absolute against `base` and normalized (`.`, `..`, repeated and trailing `/`
  /// folded). A path already so (the walker's, the usual case) is returned as it is.
  /// Folded over the bytes, components kept as ranges: an Xcode project's tens of thousands of
  /// relative paths are made absolute, and a `String` per component cost about 28,000
  /// instructions a path.
  package static func absolute(_ path: String, from base: String) -> String {
    if isNormalizedAbsolute(path) { return path }
    var joined = path.utf8.first == UInt8(ascii: "/") ? path : base + "/" + path
    return joined.withUTF8 { bytes in
      var kept: [Range<Int>] = []
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
        defer { start = end + 1 }
        let length = end - start
        guard length > 0, !(length == 1 && bytes[start] == UInt8(ascii: ".")) else { continue }
        if length == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".")
        {
          if !kept.isEmpty { kept.removeLast() }
        } else {
          kept.append(start..<end)
        }
      }
      var folded: [UInt8] = []
      folded.reserveCapacity(bytes.count + 1)
      for component in kept {
        folded.append(UInt8(ascii: "/"))
        folded.append(contentsOf: bytes[component])
      }
      return folded.isEmpty ? "/" : String(decoding: folded, as: UTF8.self)
    }
  }

  /// Whether `absolute(path, from:)` is `path` itself: absolute, no empty, `.` or `..`
  /// component, no trailing `/` (but `/`). One pass over the bytes, without splitting.
  package static func isNormalizedAbsolute(_ path: String) -> Bool {
    var bytes = path.utf8.makeIterator()
    guard bytes.next() == UInt8(ascii: "/") else { return false }
    // Bytes of the current component so far, and how many of them are dots.
    var length = 0
    var dots = 0
    var sawAny = false
    while let byte = bytes.next() {
      sawAny = true
      if byte == UInt8(ascii: "/") {
        if length == 0 || (dots == length && dots <= 2) { return false }
        length = 0
        dots = 0
        continue
      }
      length += 1
      if byte == UInt8(ascii: ".") { dots += 1 }
    }
    return !sawAny || !(length == 0 || (dots == length && dots <= 2))
  }

  /// `path` without `.` components and repeated or trailing `/`; `..` is kept, and so is a
  /// leading `/` (`/a/./b/` is `/a/b`, `./a` is `a`, `.` is `""`).
  package static func compacted(_ path: String) -> String {
    if isNormalizedAbsolute(path) { return path }
    let joined = components(path).joined(separator: "/")
    return path.utf8.first == UInt8(ascii: "/") ? "/" + joined : joined
  }

  /// `a/b` joined; either side may be empty.
  package static func join(_ base: String, _ rest: String) -> String {
    if rest.isEmpty { return base }
    if base.isEmpty { return rest }
    var joined = base
    joined.reserveCapacity(base.utf8.count + 1 + rest.utf8.count)
    if base.utf8.last != UInt8(ascii: "/") { joined.append("/") }
    joined.append(rest)
    return joined
  }

  /// `path` relative to `root` when it is `root` or below it (`""` for `root` itself), else nil:
  /// the one way a path is made relative. Compared and cut as UTF-8 bytes, never as characters
  /// (a composed and a decomposed `é` are two folders). Neither is normalized first (see
  /// `displayed(_:in:)`); a root of `""` is the folder relative paths start from: a relative path
  /// lies below it, an absolute one does not.
  package static func relative(_ path: String, to root: String) -> String? {
    let bytes = path.utf8
    if root.isEmpty { return bytes.first == UInt8(ascii: "/") ? nil : path }
    guard bytes.starts(with: root.utf8) else { return nil }
    var start = bytes.index(bytes.startIndex, offsetBy: root.utf8.count)
    if start == bytes.endIndex { return "" }
    if root.utf8.last != UInt8(ascii: "/") {
      guard bytes[start] == UInt8(ascii: "/") else { return nil }
      start = bytes.index(after: start)
    }
    return String(path[start...])
  }

  /// `path` as reports show it, relative to `directory`: both made absolute (a relative
  /// `directory` against `/`) and normalized; `.` for the folder itself; nil when `path` lies
  /// outside it.
  package static func displayed(_ path: String, in directory: String) -> String? {
    let root = absolute(directory, from: "/")
    guard let relative = relative(absolute(path, from: root), to: root) else { return nil }
    return relative.isEmpty ? "." : relative
  }

  /// Whether `path` equals `ancestor` or lies below it (both relative or both absolute).
  package static func isSelfOrDescendant(_ path: String, of ancestor: String) -> Bool {
    if ancestor.isEmpty { return true }
    // As bytes: `hasPrefix` would compare characters (and fold canonically equivalent names).
    // On buffers, as a run compares every table path with every package folder.
    var path = path
    var ancestor = ancestor
    return path.withUTF8 { path in
      ancestor.withUTF8 { ancestor in
        guard path.count >= ancestor.count,
          ancestor.elementsEqual(UnsafeBufferPointer(rebasing: path[..<ancestor.count]))
        else { return false }
        if path.count == ancestor.count || ancestor.last == UInt8(ascii: "/") { return true }
        return path[ancestor.count] == UInt8(ascii: "/")
      }
    }
  }

  /// The last component.
  package static func lastComponent(_ path: String) -> String {
    // On the bytes: stepping a `String.UTF8View` index back one byte at a time costs much more,
    // and the tree walk asks this of every path.
    var path = path
    let name = path.withUTF8 { bytes -> String? in
      var end = bytes.count
      while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
      guard end > 0 else { return nil }
      var start = end
      while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
      return start == 0 && end == bytes.count
        ? nil : String(decoding: bytes[start..<end], as: UTF8.self)
    }
    return name ?? path
  }

  /// The part of the folder path before the last component (`""` when there is none).
  package static func parent(_ path: String) -> String {
    var path = path
    return path.withUTF8 { bytes in
      guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
      return slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    }
  }

  /// The extension after the last `.` of the last component, lowercased; nil when there is none.
  package static func pathExtension(_ path: String) -> String? {
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
  package static func stem(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return name
    }
    return String(name[..<dot])
  }
}
