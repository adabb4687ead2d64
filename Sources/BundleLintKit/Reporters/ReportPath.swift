/// Lexical path arithmetic for reports: no file system, no symlinks resolved.
enum ReportPath {
  /// `path` made absolute against `directory` and normalised (`.`, `..` and repeated `/` removed).
  static func absolute(_ path: String, in directory: String) -> String {
    if isNormalizedAbsolute(path) { return path }
    let base = directory.hasPrefix("/") ? directory : "/" + directory
    return normalize(path.hasPrefix("/") ? path : base + "/" + path)
  }

  /// `path` relative to `directory` when it lies inside it, else `nil`.
  static func relative(_ path: String, to directory: String) -> String? {
    let full = absolute(path, in: directory)
    let root = isNormalizedAbsolute(directory) ? directory : absolute(".", in: directory)
    if root == "/" { return full == "/" ? "." : String(full.dropFirst()) }
    if full == root { return "." }
    guard full.hasPrefix(root + "/") else { return nil }
    return String(full.dropFirst(root.count + 1))
  }

  /// Whether `normalize(path)` is `path` itself: absolute, no empty, `.` or `..` component, no
  /// trailing `/` (but `/`). One pass over the bytes, so paths already clean (the usual case:
  /// the walker's) cost no splitting per finding.
  static func isNormalizedAbsolute(_ path: String) -> Bool {
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

  /// Removes `.`, empty components and `..` (with the component before it) from an absolute path.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// A `file://` URI for an absolute path, percent-encoded; a trailing `/` when `isDirectory`.
  static func fileURI(_ absolutePath: String, isDirectory: Bool = false) -> String {
    var uri = "file://" + percentEncoded(absolutePath)
    if isDirectory, !uri.hasSuffix("/") { uri += "/" }
    return uri
  }

  /// Percent-encodes every byte except RFC 3986 unreserved characters and `/`.
  static func percentEncoded(_ path: String) -> String {
    var out = ""
    let hex = Array("0123456789ABCDEF".unicodeScalars)
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out.unicodeScalars.append("%")
        out.unicodeScalars.append(hex[Int(byte >> 4)])
        out.unicodeScalars.append(hex[Int(byte & 0xF)])
      }
    }
    return out
  }
}
