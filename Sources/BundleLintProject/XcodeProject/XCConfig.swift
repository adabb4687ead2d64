import BundleLintCore
import BundleLintSyntax

/// A build setting's assignment in an `.xcconfig` file (or a project's `buildSettings`):
/// `NAME[sdk=iphoneos*][config=Debug] = value`.
public struct XCConfigAssignment: Hashable, Sendable {
  /// One `[parameter=pattern]` of an assignment: it applies only to builds that match.
  public struct Condition: Hashable, Sendable {
    /// `sdk`, `arch`, `config`, `variant`…
    public var parameter: String
    /// `iphoneos*`; `*` matches any run of characters.
    public var pattern: String
  }

  public var name: String
  public var conditions: [Condition]
  /// The text after `=`, trimmed, without a trailing `;` or comment; not yet expanded.
  public var value: String
  /// The file as the reader was given it, and the line of the assignment (1-based).
  public var path: String
  public var line: Int

  /// The conditions as written: `[sdk=iphoneos*][arch=arm64]`.
  public var conditionText: String {
    conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
  }
}

/// Why part of an `.xcconfig` chain was not read. A missing `#include?` is no problem.
public enum XCConfigProblem: Hashable, Sendable {
  /// The file is not there or cannot be read; `includedFrom` is nil for a configuration's own
  /// file (`baseConfigurationReference`).
  case missing(path: String, includedFrom: String?, line: Int)
  /// The file is not UTF-8 text (binary bytes, a NUL).
  case notText(path: String)
  /// A line that is no assignment, include or comment; the line is skipped.
  case syntax(path: String, line: Int, detail: String)
  /// The file includes itself, directly or through others; the inner include is skipped.
  case includeCycle(path: String, includedFrom: String, line: Int)
  /// Includes nest deeper (or repeat more often) than the reader follows.
  case tooDeep(path: String, includedFrom: String, line: Int)

  /// The message, lowercase.
  public var message: String {
    switch self {
    case .missing(let path, let from?, let line):
      "'\(path)', included on line \(line) of '\(from)', cannot be read"
    case .missing(let path, nil, _): "the configuration file '\(path)' cannot be read"
    case .notText(let path): "'\(path)' is not a text file"
    case .syntax(let path, let line, let detail): "'\(path)' line \(line): \(detail)"
    case .includeCycle(let path, let from, let line):
      "'\(from)' line \(line) includes '\(path)', which is already being included"
    case .tooDeep(let path, let from, let line):
      "'\(from)' line \(line) includes '\(path)' past the nesting or the number of includes the reader follows"
    }
  }
}

/// One `.xcconfig` file as written: its assignments and `#include`s in order. Lines are
/// `NAME = value` (an optional trailing `;`; a trailing `\` continues the value on the next
/// line), `NAME[cond=pattern]… = value`, `#include "path"`, `#include? "path"` (optional) and
/// `//` comments, which start anywhere on a line, inside a value too (as in Xcode).
public struct XCConfigFile: Hashable, Sendable {
  public enum Entry: Hashable, Sendable {
    case assignment(XCConfigAssignment)
    /// `#include "path"`; the path as written.
    case include(path: String, isOptional: Bool, line: Int)
    /// A line that could set anything but cannot be read (a required `#include` whose file
    /// name is not closed): what it would set is unknown.
    case unknown(line: Int)
  }

  public var entries: [Entry]
  public var problems: [XCConfigProblem]

  /// At most this many syntax problems are kept per file (a text file of another kind would
  /// give one per line).
  static let maximumProblems = 10

  /// Reads the bytes of the file at `path` (the path only names it in assignments and
  /// problems).
  public static func parse(_ bytes: [UInt8], path: String) -> XCConfigFile {
    var bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard !bytes.contains(0), String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    else { return XCConfigFile(entries: [.unknown(line: 1)], problems: [.notText(path: path)]) }
    var file = XCConfigFile(entries: [], problems: [])
    var lines = Lines(bytes: bytes)
    while let (line, number) = lines.next() {
      var scanner = Scanner(bytes: line)
      scanner.skipBlanks()
      guard !scanner.isAtEnd, let first = scanner.peek else { continue }
      if first == UInt8(ascii: "#") {
        file.readDirective(&scanner, path: path, line: number)
      } else if SettingExpansion.isNameStart(first) {
        file.readAssignment(&scanner, path: path, line: number, lines: &lines)
      } else {
        file.note(.syntax(path: path, line: number, detail: "expected a setting name"))
      }
    }
    return file
  }

  /// A setting's key as a project's `buildSettings` writes it (`OTHER_SWIFT_FLAGS[sdk=*]`):
  /// its name and conditions, nil when it is none.
  static func key(_ key: String) -> (name: String, conditions: [XCConfigAssignment.Condition])? {
    var scanner = Scanner(bytes: Array(key.utf8))
    guard let name = scanner.name(), let conditions = try? scanner.conditions(), scanner.isAtEnd
    else { return nil }
    return (name, conditions)
  }

  private mutating func note(_ problem: XCConfigProblem) {
    if problems.count < Self.maximumProblems { problems.append(problem) }
  }

  private mutating func readDirective(_ scanner: inout Scanner, path: String, line: Int) {
    scanner.advance()
    scanner.skipBlanks()
    let keyword = scanner.take { !Scanner.isBlank($0) && $0 != UInt8(ascii: "\"") }
    guard keyword == "include" || keyword == "include?" else {
      note(.syntax(path: path, line: line, detail: "'#\(keyword)' is not a directive"))
      return
    }
    let isOptional = keyword == "include?"
    scanner.skipBlanks()
    guard scanner.peek == UInt8(ascii: "\"") else {
      note(.syntax(path: path, line: line, detail: "'#\(keyword)' needs a quoted file name"))
      if !isOptional { entries.append(.unknown(line: line)) }
      return
    }
    scanner.advance()
    // A comment does not start inside the quotes.
    let name = scanner.take(stoppingAtComments: false) { $0 != UInt8(ascii: "\"") }
    guard scanner.peek == UInt8(ascii: "\"") else {
      note(.syntax(path: path, line: line, detail: "the file name of '#\(keyword)' is not closed"))
      if !isOptional { entries.append(.unknown(line: line)) }
      return
    }
    scanner.advance()
    scanner.skipBlanks()
    guard scanner.isAtEnd, !name.isEmpty else {
      let detail = name.isEmpty ? "an empty file name" : "text after the file name"
      note(.syntax(path: path, line: line, detail: "'#\(keyword)' has \(detail)"))
      if !isOptional { entries.append(.unknown(line: line)) }
      return
    }
    entries.append(.include(path: name, isOptional: isOptional, line: line))
  }

  private mutating func readAssignment(
    _ scanner: inout Scanner, path: String, line: Int, lines: inout Lines
  ) {
    guard let name = scanner.name() else { return }
    let conditions: [XCConfigAssignment.Condition]
    do {
      scanner.skipBlanks()
      conditions = try scanner.conditions()
    } catch {
      note(.syntax(path: path, line: line, detail: "a condition of '\(name)' is not closed"))
      return
    }
    scanner.skipBlanks()
    guard scanner.peek == UInt8(ascii: "=") else {
      note(.syntax(path: path, line: line, detail: "expected '=' after '\(name)'"))
      return
    }
    scanner.advance()
    var value = scanner.value()
    // A value ending in `\` goes on on the next line.
    var pieces: [String] = []
    while value.last == UInt8(ascii: "\\"), let (next, _) = lines.next() {
      value.removeLast()
      pieces.append(Scanner.trimmed(value))
      var continued = Scanner(bytes: next)
      continued.skipBlanks()
      value = continued.value()
    }
    pieces.append(Scanner.trimmed(value))
    let text = pieces.filter { !$0.isEmpty }.joined(separator: " ")
    entries.append(
      .assignment(
        XCConfigAssignment(
          name: name, conditions: conditions, value: text, path: path, line: line)))
  }

  /// The lines of a file with their numbers; `\n`, `\r\n` and `\r` end a line.
  struct Lines {
    let bytes: [UInt8]
    var index = 0
    var number = 0

    mutating func next() -> (line: [UInt8], number: Int)? {
      guard index < bytes.count else { return nil }
      let start = index
      while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
      let line = Array(bytes[start..<index])
      if index < bytes.count {
        index += 1
        if bytes[index - 1] == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
      }
      number += 1
      return (line, number)
    }
  }

  /// A cursor over one line.
  struct Scanner {
    struct Unclosed: Error {}

    let bytes: [UInt8]
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    /// At the end, or at a comment (which runs to the end of the line).
    var isAtEnd: Bool { peek == nil || isAtComment }
    var isAtComment: Bool {
      index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/")
        && bytes[index + 1] == UInt8(ascii: "/")
    }

    static func isBlank(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 11 || byte == 12
    }

    mutating func advance() { index += 1 }

    mutating func skipBlanks() {
      while let byte = peek, Self.isBlank(byte) { index += 1 }
    }

    /// The bytes up to the end, a comment, or one `accept` refuses.
    mutating func take(stoppingAtComments: Bool = true, while accept: (UInt8) -> Bool) -> String {
      let start = index
      while let byte = peek, !(stoppingAtComments && isAtComment), accept(byte) { index += 1 }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func name() -> String? {
      guard let first = peek, SettingExpansion.isNameStart(first) else { return nil }
      return take(while: SettingExpansion.isNameByte)
    }

    /// `[parameter=pattern]…`, blanks allowed between them.
    mutating func conditions() throws(Unclosed) -> [XCConfigAssignment.Condition] {
      var conditions: [XCConfigAssignment.Condition] = []
      while peek == UInt8(ascii: "[") {
        index += 1
        let parameter = take { $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "]") }
        guard peek == UInt8(ascii: "=") else { throw Unclosed() }
        index += 1
        let pattern = take { $0 != UInt8(ascii: "]") }
        guard peek == UInt8(ascii: "]") else { throw Unclosed() }
        index += 1
        conditions.append(.init(parameter: parameter, pattern: pattern))
        skipBlanks()
      }
      return conditions
    }

    /// The rest of the line up to a comment, blanks and one trailing `;` trimmed.
    mutating func value() -> [UInt8] {
      skipBlanks()
      let start = index
      while peek != nil, !isAtComment { index += 1 }
      var end = index
      while end > start, Self.isBlank(bytes[end - 1]) { end -= 1 }
      if end > start, bytes[end - 1] == UInt8(ascii: ";") {
        end -= 1
        while end > start, Self.isBlank(bytes[end - 1]) { end -= 1 }
      }
      return Array(bytes[start..<end])
    }

    static func trimmed(_ bytes: [UInt8]) -> String {
      var slice = bytes[...]
      while let first = slice.first, isBlank(first) { slice.removeFirst() }
      while let last = slice.last, isBlank(last) { slice.removeLast() }
      return String(decoding: slice, as: UTF8.self)
    }
  }
}

/// An `.xcconfig` with its includes followed, as one level of settings: the assignments in the
/// order they take effect (a later one wins; its `$(inherited)` is the earlier one) and the
/// places where a file could not be read (`unknown`: it could have set anything).
public struct XCConfig: Hashable, Sendable {
  public enum Step: Hashable, Sendable {
    case assignment(XCConfigAssignment)
    case unknown
  }

  public var steps: [Step]
  public var problems: [XCConfigProblem]

  /// Includes nest at most this deep, one chain reads at most `maximumFiles` files, and keeps
  /// at most `maximumProblems` problems.
  static let maximumDepth = 16
  static let maximumFiles = 256
  static let maximumProblems = 32

  /// Reads the file at `path` and what it includes, each through `readFile` (nil: not there).
  /// An include's path is relative to the including file's folder.
  public static func read(_ path: String, readFile: (String) -> [UInt8]?) -> XCConfig {
    var files: [String: XCConfigFile?] = [:]
    return read(path, files: &files, readFile: readFile)
  }

  /// `read(_:readFile:)` with the files parsed so far, by path (nil: not readable).
  static func read(
    _ path: String, files: inout [String: XCConfigFile?], readFile: (String) -> [UInt8]?
  ) -> XCConfig {
    var config = XCConfig(steps: [], problems: [])
    var budget = maximumFiles
    config.follow(
      path, from: nil, stack: [], files: &files, budget: &budget, readFile: readFile)
    return config
  }

  private mutating func follow(
    _ path: String, from: (path: String, line: Int, isOptional: Bool)?, stack: [String],
    files: inout [String: XCConfigFile?], budget: inout Int, readFile: (String) -> [UInt8]?
  ) {
    if let from, stack.contains(path) {
      note(.includeCycle(path: path, includedFrom: from.path, line: from.line))
      return
    }
    if let from, stack.count >= Self.maximumDepth || budget <= 0 {
      // Noted once, and one unknown step for includes skipped one after the other.
      note(.tooDeep(path: path, includedFrom: from.path, line: from.line))
      if steps.last != .unknown { steps.append(.unknown) }
      return
    }
    budget -= 1
    let file: XCConfigFile?
    if let known = files[path] {
      file = known
    } else {
      // `<DEVELOPER_DIR>/…` names a file of Xcode's: not readable here.
      file =
        path.hasPrefix("<") ? nil : readFile(path).map { XCConfigFile.parse($0, path: path) }
      files[path] = .some(file)
    }
    guard let file else {
      if from?.isOptional == true { return }
      note(.missing(path: path, includedFrom: from?.path, line: from?.line ?? 0))
      steps.append(.unknown)
      return
    }
    for problem in file.problems { note(problem) }
    for entry in file.entries {
      switch entry {
      case .assignment(let assignment): steps.append(.assignment(assignment))
      case .unknown: steps.append(.unknown)
      case .include(let included, let isOptional, let line):
        follow(
          Self.path(of: included, includedBy: path), from: (path, line, isOptional),
          stack: stack + [path], files: &files, budget: &budget, readFile: readFile)
      }
    }
  }

  /// Keeps `problem` unless it is known (a file included twice is reported once) or there are
  /// enough.
  private mutating func note(_ problem: XCConfigProblem) {
    if problems.count < Self.maximumProblems, !problems.contains(problem) {
      problems.append(problem)
    }
  }

  /// An include's path: relative to the including file's folder, `.` and `..` folded (a `..`
  /// above the start of a relative path is kept); an absolute path as it is.
  static func path(of included: String, includedBy file: String) -> String {
    if included.hasPrefix("/") || included.hasPrefix("<") { return included }
    let isAbsolute = file.hasPrefix("/")
    var components: [Substring] = []
    for component in file.split(separator: "/").dropLast() + included.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !isAbsolute {
          components.append(component)
        }
      default: components.append(component)
      }
    }
    return (isAbsolute ? "/" : "") + components.joined(separator: "/")
  }
}

/// The `.xcconfig` files of one project as read so far: each file parsed once, and the chain
/// of each configuration file followed once (its targets' configurations share them).
struct XCConfigCache {
  var files: [String: XCConfigFile?] = [:]
  var chains: [String: XCConfig] = [:]
  /// The assignments of a configuration's `buildSettings` (`ProjectFile.steps(of:)`), by the
  /// configuration object's id: the project's own configurations come back for every target.
  var assignments: [String: [XCConfig.Step]] = [:]

  /// The file at `path` with its includes followed.
  mutating func chain(_ path: String, readFile: (String) -> [UInt8]?) -> XCConfig {
    if let known = chains[path] { return known }
    let chain = XCConfig.read(path, files: &files, readFile: readFile)
    chains[path] = chain
    return chain
  }
}
