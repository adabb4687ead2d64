import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// A set of rules: the built-in ones, or those of a folder given with `--rules DIR`.
public struct RuleCatalog: Hashable, Sendable {
  /// Sorted by id.
  public var rules: [Rule]

  public init(rules: [Rule]) {
    self.rules = rules.sorted { $0.id < $1.id }
  }

  /// The rules compiled into the binary from `Rules/*.json`: not validated again at each start,
  /// since `RuleCatalogTests` validates them and the generated file is checked to match
  /// `Rules/`.
  public static let builtin: RuleCatalog = {
    do {
      return try RuleCatalog.decode(
        files: BuiltinRules.files.map { (name: "Rules/\($0.name)", data: Array($0.json.utf8)) },
        validating: false)
    } catch {
      preconditionFailure("the built-in rules do not decode: \(error)")
    }
  }()

  /// Decodes rule files given as (name for errors, bytes). The id must equal the file name
  /// without `.json`, and ids must be unique.
  public static func decode(files: [(name: String, data: [UInt8])], validating: Bool = true)
    throws -> RuleCatalog
  {
    var rules: [Rule] = []
    var fileOfID: [String: String] = [:]
    // Decoded on all cores (the built-in rules are decoded at every start), checked in order.
    let decoded = parallelMap(files) { file in
      Result { try RuleDecoder.decode(file.data, file: file.name, validating: validating) }
    }
    for (file, result) in zip(files, decoded) {
      let rule = try result.get()
      let stem = Self.stem(of: file.name)
      guard rule.id == stem else {
        throw RuleFileError.invalidValue(
          file: file.name, path: "id", detail: "'\(rule.id)' does not match the file name '\(stem)'"
        )
      }
      guard Self.isKebabCase(rule.id) else {
        throw RuleFileError.invalidValue(
          file: file.name, path: "id", detail: "'\(rule.id)' is not kebab-case")
      }
      if let other = fileOfID[rule.id] {
        throw RuleFileError.duplicateID(file: file.name, id: rule.id, otherFile: other)
      }
      fileOfID[rule.id] = file.name
      rules.append(rule)
    }
    try resolveCallsOf(&rules, files: fileOfID, validating: validating)
    return RuleCatalog(rules: rules)
  }

  /// Copies into each rule that names others with `callsOf` their call shapes, in order (as
  /// written for them: their own kinds, and the resource each looks up, which a rule about
  /// keys or assets implies), then validates it.
  private static func resolveCallsOf(
    _ rules: inout [Rule], files: [String: String], validating: Bool
  ) throws(RuleFileError) {
    let byID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for index in rules.indices {
      guard !rules[index].callsOf.isEmpty else { continue }
      let file = files[rules[index].id] ?? rules[index].id
      var calls: [CallPattern] = []
      for source in rules[index].callsOf {
        guard let named = byID[source], named.callsOf.isEmpty, !named.calls.isEmpty else {
          throw RuleFileError.invalidValue(
            file: file, path: "callsOf",
            detail: "'\(source)' is no rule of this folder that lists its own calls")
        }
        calls += named.calls.map { pattern in
          var pattern = pattern
          if pattern.resource == nil { pattern.resource = named.appliesWhen.lookedUp }
          // A shape's own message is its rule's wording; the copying rule speaks with its own.
          pattern.message = nil
          return pattern
        }
      }
      rules[index].calls = calls
      if validating {
        do { try rules[index].validate() } catch { throw RuleFileError(error, file: file) }
      }
    }
  }

  /// Reads every `*.json` file of `directory` (not its subfolders), in file-name order, through
  /// `fileSystem`.
  public static func load(directory: String, fileSystem: any FileSystem = LocalFileSystem())
    throws -> RuleCatalog
  {
    let names: [String]
    do {
      names = try fileSystem.entries(in: directory).map(\.name)
        .filter { $0.hasSuffix(".json") }.sorted()
    } catch {
      throw RuleFileError.unreadable(path: directory, detail: "not a readable folder")
    }
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var files: [(name: String, data: [UInt8])] = []
    for name in names {
      let path = "\(base)/\(name)"
      do {
        files.append((path, try fileSystem.readFile(path)))
      } catch {
        throw RuleFileError.unreadable(path: path, detail: "not a readable file")
      }
    }
    return try decode(files: files)
  }

  /// The rule with `id`, if any.
  public func rule(id: String) -> Rule? { rules.first { $0.id == id } }

  /// The rules named in `select` (all when nil), minus those in `ignore`. An id that names no
  /// rule is an error.
  public func rules(select: [String]? = nil, ignore: [String] = []) throws -> [Rule] {
    let known = Set(rules.map(\.id))
    for id in (select ?? []) + ignore where !known.contains(id) {
      throw RuleFileError.unknownRule(id: id)
    }
    let selected = select.map(Set.init)
    let ignored = Set(ignore)
    return rules.filter { rule in
      (selected?.contains(rule.id) ?? true) && !ignored.contains(rule.id)
    }
  }

  static func stem(of fileName: String) -> String {
    let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
    return last.hasSuffix(".json") ? String(last.dropLast(5)) : last
  }

  /// Lowercase ASCII words joined by single hyphens: `asset-missing-bundle`.
  public static func isKebabCase(_ id: String) -> Bool {
    let words = id.split(separator: "-", omittingEmptySubsequences: false)
    return !words.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty
          && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
          && !(word.utf8.first.map { (0x30...0x39).contains($0) } ?? true)
      }
  }
}
