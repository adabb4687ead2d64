import BundleLintCore
import BundleLintSyntax

/// The patterns of a package's `.gitignore` files, enough to tell that a declared resource
/// path is a build product (a script bundle that a build step writes before `swift build`),
/// not a mistake: git ignores it, so a fresh checkout lacks it on purpose.
///
/// Understood: comments, blank lines, negation (`!`), anchored patterns (a `/` before the
/// end), folder patterns (a trailing `/`), `*`, `?` and `**`. Not understood: character
/// classes (such a line is skipped, so a path is not taken as ignored on its strength).
struct GitIgnore: Sendable {
  private struct Pattern: Sendable {
    /// The folder of the `.gitignore`, relative to the package root (`""` at the root).
    var base: String
    /// For a `.gitignore` above the package: the package's folder relative to that one
    /// (`PocketKit`); `""` for the package's own.
    var above = ""
    var glob: String
    var anchored: Bool
    var negated: Bool
  }

  private var patterns: [Pattern] = []
  /// The folders of git submodules (`.gitmodules`), relative to the package root: their files
  /// are there only once the submodules are checked out.
  private(set) var submodules: [String] = []

  /// The rules of the `.gitignore` files at the package root and in each folder on the way
  /// to `directory` (relative to the package root), read with `readFile`, and of the folders
  /// up to three above the package whose names `packageFolders` ends with (the package root's
  /// last components: a repository's root `.gitignore` names `PocketKit/Sources/…`).
  init(directory: String, packageFolders: [String] = [], readFile: (String) -> [UInt8]?) {
    var folders = [""]
    var path = ""
    for component in PathName.components(directory) {
      path = path.isEmpty ? component : path + "/" + component
      folders.append(path)
    }
    // `.gitmodules` of the package or of a repository up to three folders above it: a path
    // there is relative to that folder, so as many leading components are dropped as it is
    // above the package.
    for level in 0...3 {
      let file = String(repeating: "../", count: level) + ".gitmodules"
      guard let bytes = readFile(file) else { continue }
      for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
        let parts = line.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, parts[0].trimmingBlanks == "path" else { continue }
        let components = PathName.components(String(parts[1].trimmingBlanks))
        guard components.count > level else { continue }
        submodules.append(components.dropFirst(level).joined(separator: "/"))
      }
    }
    for level in 1...3 where level <= packageFolders.count {
      let file = String(repeating: "../", count: level) + ".gitignore"
      guard let bytes = readFile(file) else { continue }
      let above = packageFolders.suffix(level).joined(separator: "/")
      for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
        if var pattern = Self.pattern(String(line), base: "") {
          pattern.above = above
          patterns.append(pattern)
        }
      }
    }
    for folder in folders {
      let file = folder.isEmpty ? ".gitignore" : folder + "/.gitignore"
      guard let bytes = readFile(file) else { continue }
      for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
        if let pattern = Self.pattern(String(line), base: folder) { patterns.append(pattern) }
      }
    }
  }

  private static func pattern(_ line: String, base: String) -> Pattern? {
    var text = Substring(line)
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
    guard !text.isEmpty, !text.hasPrefix("#"), !text.contains("[") else { return nil }
    let negated = text.hasPrefix("!")
    if negated { text.removeFirst() }
    if text.hasSuffix("/") { text.removeLast() }
    let anchored = text.dropLast().contains("/") || text.hasPrefix("/")
    if text.hasPrefix("/") { text.removeFirst() }
    guard !text.isEmpty else { return nil }
    return Pattern(base: base, glob: String(text), anchored: anchored, negated: negated)
  }

  /// Whether git ignores `path` (relative to the package root), or a folder holding it.
  func ignores(_ path: String) -> Bool {
    var ignored = false
    for pattern in patterns {
      guard let relative = PathName.relative(path, to: pattern.base) else { continue }
      let components = PathName.components(relative)
      // An anchored pattern of a `.gitignore` above the package is matched from its folder.
      let lead = pattern.anchored ? PathName.components(pattern.above) : []
      let subject = lead + components
      // The path itself or any folder above it (within the package).
      let matches = components.indices.contains { end in
        let prefix = subject[...(lead.count + end)].joined(separator: "/")
        return pattern.anchored
          ? Self.glob(pattern.glob, matches: prefix)
          : Self.glob(pattern.glob, matches: components[end])
      }
      if matches { ignored = !pattern.negated }
    }
    return ignored
  }

  /// Whether `glob` matches all of `text`: `*` and `?` within a component, `**` across.
  static func glob(_ glob: String, matches text: String) -> Bool {
    func match(_ g: Substring.UTF8View.SubSequence, _ t: Substring.UTF8View.SubSequence) -> Bool {
      guard let first = g.first else { return t.isEmpty }
      let slash = UInt8(ascii: "/")
      if first == UInt8(ascii: "*") {
        let rest = g.dropFirst()
        if rest.first == UInt8(ascii: "*") {
          let after = rest.dropFirst().first == slash ? rest.dropFirst(2) : rest.dropFirst()
          var tail = t
          while true {
            if match(after, tail) { return true }
            guard !tail.isEmpty else { return false }
            tail = tail.dropFirst()
          }
        }
        var tail = t
        while true {
          if match(rest, tail) { return true }
          guard let next = tail.first, next != slash else { return false }
          tail = tail.dropFirst()
        }
      }
      guard let next = t.first else { return false }
      if first == UInt8(ascii: "?") ? next != slash : first == next {
        return match(g.dropFirst(), t.dropFirst())
      }
      return false
    }
    return match(Substring(glob).utf8[...], Substring(text).utf8[...])
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  fileprivate var trimmingBlanks: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
    return text
  }
}
