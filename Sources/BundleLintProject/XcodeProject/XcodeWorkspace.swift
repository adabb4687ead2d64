import BundleLintCore
import BundleLintSyntax

/// An `.xcworkspace` as read from its `contents.xcworkspacedata`: the files and folders it
/// lists, projects among them. A small, tolerant XML reader over bytes (no XML library): it
/// knows `<Group>` and `<FileRef>` and passes over everything else.
package struct XcodeWorkspace: Hashable, Sendable {
  /// One `<FileRef>` of the workspace.
  package struct Reference: Hashable, Sendable {
    /// Relative to the folder holding the `.xcworkspace`, or absolute (starting with `/`);
    /// not normalized (`../Kit/Kit.xcodeproj` stays so).
    package var path: String
    /// The line of its `<FileRef` in the file.
    package var line: Int
  }

  /// Every file reference with a location in the folder tree, in file order: `group:` paths
  /// joined under their groups' locations, `container:` and `absolute:` ones as written.
  /// `self:` (the project a workspace lives in) and `developer:` ones are left out.
  package var references: [Reference]

  /// The `.xcodeproj` references.
  package var projects: [Reference] { references.filter { $0.path.hasSuffix(".xcodeproj") } }

  /// The deepest nesting of elements followed.
  static let maximumDepth = 200

  /// Reads the bytes of a `contents.xcworkspacedata`.
  package static func read(_ bytes: [UInt8]) throws(XcodeWorkspaceError) -> XcodeWorkspace {
    if bytes.starts(with: Array("version https://git-lfs".utf8)) { throw .lfsPointer }
    if bytes.allSatisfy(PlistParser.isBlank) { throw .empty }
    var reader = Reader(bytes: bytes)
    return XcodeWorkspace(references: try reader.read())
  }

  /// `location` (`group:App.xcodeproj`, `container:Kit`, `absolute:/x`) resolved against the
  /// enclosing group's folder `base`; nil for the kinds that name no folder of the tree.
  static func resolve(_ location: String, base: String) -> String? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let rest = String(location[location.index(after: colon)...])
    switch location[..<colon] {
    case "group":
      if rest.hasPrefix("/") || base.isEmpty { return rest }
      return rest.isEmpty ? base : base + "/" + rest
    case "container", "absolute": return rest
    default: return nil
    }
  }

  /// The element scanner: tags, attributes and the stack of open elements.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func read() throws(XcodeWorkspaceError) -> [Reference] {
      var references: [Reference] = []
      // Open elements: name, the folder their children's `group:` locations start from, line.
      var open: [(name: String, base: String, line: Int)] = []
      var sawWorkspace = false
      while let next = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
        line += bytes[index..<next].count { $0 == 0x0A }
        index = next
        let start = line
        if followed(by: "<?") {
          try skip(past: "?>", what: "a '<?' is not closed")
        } else if followed(by: "<!--") {
          try skip(past: "-->", what: "a comment is not closed")
        } else if followed(by: "<!") {
          try skip(past: ">", what: "a '<!' is not closed")
        } else if followed(by: "</") {
          index += 2
          let name = word()
          try skip(past: ">", what: "the tag '</\(name)' is not closed")
          guard let top = open.popLast(), top.name == name else {
            throw .syntax(line: start, detail: "'</\(name)>' closes no open '<\(name)>'")
          }
        } else {
          index += 1
          let name = word()
          guard !name.isEmpty else { throw .syntax(line: start, detail: "a '<' starts no tag") }
          let (attributes, closed) = try self.attributes(of: name, line: start)
          let base = open.last?.base ?? ""
          var inner = base
          switch name {
          case "Workspace": sawWorkspace = true
          case "Group":
            if let location = attributes["location"],
              let resolved = Self.resolveGroup(location, base: base)
            {
              inner = resolved
            }
          case "FileRef":
            if let location = attributes["location"],
              let path = XcodeWorkspace.resolve(location, base: base), !path.isEmpty
            {
              references.append(Reference(path: path, line: start))
            }
          default: break
          }
          if !closed {
            guard open.count < XcodeWorkspace.maximumDepth else {
              throw .syntax(line: start, detail: "the elements nest too deeply")
            }
            open.append((name, inner, start))
          }
        }
      }
      if let unclosed = open.last {
        throw .syntax(line: unclosed.line, detail: "'<\(unclosed.name)>' is not closed")
      }
      guard sawWorkspace else { throw .notAWorkspace }
      return references
    }

    /// A group's folder: `container:` alone is the workspace's folder.
    static func resolveGroup(_ location: String, base: String) -> String? {
      location == "container:" ? "" : XcodeWorkspace.resolve(location, base: base)
    }

    func followed(by text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    /// Moves past the next `text`, counting lines; throws `detail` when the bytes end first.
    mutating func skip(past text: String, what detail: String) throws(XcodeWorkspaceError) {
      let start = line
      while index < bytes.count {
        if followed(by: text) {
          index += text.utf8.count
          return
        }
        if bytes[index] == 0x0A { line += 1 }
        index += 1
      }
      throw .syntax(line: start, detail: detail)
    }

    /// An element or attribute name.
    mutating func word() -> String {
      let start = index
      while index < bytes.count,
        !PlistParser.isBlank(bytes[index]),
        ![UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "<")].contains(
          bytes[index])
      {
        index += 1
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func skipBlanks() {
      while index < bytes.count, PlistParser.isBlank(bytes[index]) {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
      }
    }

    /// The attributes of the tag `name` up to its `>`, and whether it closed itself (`/>`).
    mutating func attributes(of name: String, line start: Int) throws(XcodeWorkspaceError) -> (
      [String: String], closed: Bool
    ) {
      var attributes: [String: String] = [:]
      let unclosed = XcodeWorkspaceError.syntax(
        line: start, detail: "the tag '<\(name)' is not closed")
      while true {
        skipBlanks()
        guard index < bytes.count else { throw unclosed }
        if followed(by: "/>") {
          index += 2
          return (attributes, true)
        }
        if bytes[index] == UInt8(ascii: ">") {
          index += 1
          return (attributes, false)
        }
        let key = word()
        skipBlanks()
        guard !key.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
          throw index < bytes.count
            ? .syntax(line: line, detail: "expected '=' after '\(key)' in '<\(name)'") : unclosed
        }
        index += 1
        skipBlanks()
        guard index < bytes.count,
          bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        else {
          throw index < bytes.count
            ? .syntax(line: line, detail: "the value of '\(key)' is not quoted") : unclosed
        }
        let quote = bytes[index]
        let valueLine = line
        index += 1
        let valueStart = index
        while index < bytes.count, bytes[index] != quote {
          if bytes[index] == 0x0A { line += 1 }
          index += 1
        }
        guard index < bytes.count else {
          throw .syntax(line: valueLine, detail: "the value of '\(key)' is not closed")
        }
        attributes[key] = Self.unescaped(String(decoding: bytes[valueStart..<index], as: UTF8.self))
        index += 1
      }
    }

    /// XML's five named entities and numeric references replaced by their characters.
    static func unescaped(_ text: String) -> String {
      guard text.contains("&") else { return text }
      var result = ""
      var rest = Substring(text)
      while let amp = rest.firstIndex(of: "&") {
        result += rest[..<amp]
        guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
        let entity = rest[rest.index(after: amp)..<semicolon]
        let named: [Substring: String] = [
          "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
        ]
        if let character = named[entity] {
          result += character
        } else if entity.hasPrefix("#"),
          let code = entity.hasPrefix("#x")
            ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst()),
          let scalar = Unicode.Scalar(code)
        {
          result.unicodeScalars.append(scalar)
        } else {
          result += rest[amp...semicolon]
        }
        rest = rest[rest.index(after: semicolon)...]
      }
      return result + rest
    }
  }
}
