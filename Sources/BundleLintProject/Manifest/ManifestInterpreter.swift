import BundleLintCore
import BundleLintSyntax

/// Gives meaning to a manifest's statements: finds `Package(…)`, follows `let` constants, `+`
/// concatenations and `package.targets += …`, and builds the declarations.
struct ManifestInterpreter {
  private static let targetFactories: [String: TargetDeclaration.Kind] = [
    "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
    "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
  ]
  private static let resourceRules: [String: ResourceDeclaration.Rule] = [
    "process": .process, "copy": .copy, "embedInCode": .embedInCode,
  ]
  /// How many `let` constants a value may go through (guards against `let a = b; let b = a`).
  private static let maxIndirection = 32
  /// How many parts of a `+` chain `isList` looks at.
  private static let maxListSearch = 64

  private let converter: SourceLocationConverter
  private var bindings: [String: ManifestExpression] = [:]
  private var notes: [ManifestNote] = []
  /// The notes of `notes`, to drop a repeated note in constant time (a broken manifest can hold
  /// tens of thousands of statements that each add one).
  private var noteSet: Set<ManifestNote> = []
  private var conventional = false
  /// Whether every `swiftSettings:` and `traits:` was read whole.
  private var settingsAreKnown = true
  /// Whether a top-level `if` or `#if` was read as if every branch were taken: a define read
  /// then may hold in some builds only.
  private var sawBranches = false

  init(converter: SourceLocationConverter) {
    self.converter = converter
  }

  /// The manifest, or nil when no `Package(…)` is declared.
  mutating func interpret(_ statements: [ManifestStatement]) -> PackageManifest? {
    var packageName: String?
    var extraTargets: [ManifestExpression] = []
    var replacedTargets: ManifestExpression?
    var localization: ManifestExpression?
    for statement in statements {
      switch statement {
      case .binding(let name, let value):
        if sawBranches, let old = bindings[name], isList(old), isList(value) {
          // `#if A let x = [...] #else let x = [...] #endif`: every branch is read, so both lists count.
          bindings[name] = .concatenation([old, value], offset: old.offset)
        } else {
          bindings[name] = value
        }
        if isPackageCall(value) { packageName = name }
      case .append(let path, let value, let isSequence, let offset):
        let element = isSequence ? value : .array([value], offset: value.offset)
        if path.count == 2, path[0] == packageName, path[1] == "targets" {
          extraTargets.append(element)
        } else if path.count == 1, let old = bindings[path[0]] {
          bindings[path[0]] = .concatenation([old, element], offset: old.offset)
        } else if path.count > 2 || path.first != packageName,
          path.contains("targets") || path.contains("resources")
        {
          addNote("could not follow the change to '\(path.joined(separator: "."))'", offset: offset)
        }
        if path.contains("swiftSettings") || path.contains("traits") { settingsAreKnown = false }
      case .assignment(let path, let value, let offset):
        if path.count == 2, path[0] == packageName, path[1] == "targets" {
          replacedTargets = value
          extraTargets = []
        } else if path.count == 2, path[0] == packageName, path[1] == "defaultLocalization" {
          localization = value
        } else if path.count == 1 {
          bindings[path[0]] = value
        } else if path.first != packageName, path.contains("targets") || path.contains("resources")
        {
          addNote("could not follow the change to '\(path.joined(separator: "."))'", offset: offset)
        }
        if path.contains("swiftSettings") || path.contains("traits") { settingsAreKnown = false }
      case .branches(let keyword, let offset):
        sawBranches = true
        addNote("'\(keyword)' is not evaluated: every branch is read as if taken", offset: offset)
      case .skipped(let reason, let offset, let mayChangeTargets, let mayChangeSettings):
        if mayChangeSettings { settingsAreKnown = false }
        // A statement that only sets other properties (`swiftSettings`) changes no target read here.
        guard mayChangeTargets else { continue }
        addNote(
          "\(reason) was not read; targets it adds are taken from the folder layout", offset: offset
        )
        conventional = true
      }
    }
    guard let packageName, case .call(_, let arguments, _)? = bindings[packageName] else {
      return nil
    }

    let name = argument("name", in: arguments).flatMap { string($0, what: "the package name") }
    if let value = argument("defaultLocalization", in: arguments), localization == nil {
      localization = value
    }
    var defaultLocalization: String?
    if let localization { defaultLocalization = languageTag(localization) }

    var targetExpressions: [ManifestExpression] = []
    if let replacedTargets {
      targetExpressions = [replacedTargets]
    } else if let value = argument("targets", in: arguments) {
      targetExpressions = [value]
    }
    targetExpressions += extraTargets
    var targets: [TargetDeclaration] = []
    for expression in targetExpressions {
      let (elements, unreadable) = list(expression)
      for part in unreadable {
        addNote(
          "could not read targets (\(reason(part))); every folder under 'Sources' and 'Tests' is taken as a target",
          offset: part.offset)
        conventional = true
      }
      for element in elements {
        guard let target = target(element) else { continue }
        if targets.contains(where: { $0.name == target.name }) {
          addNote(
            "target '\(target.name)' is declared again; the first declaration is used",
            offset: element.offset)
          continue
        }
        targets.append(target)
      }
    }
    var traits: [TraitDeclaration] = []
    if let value = argument("traits", in: arguments) { traits = self.traits(value) }
    let products = argument("products", in: arguments).map { list($0).elements } ?? []
    var manifest = PackageManifest(
      toolsVersion: nil, name: name, defaultLocalization: defaultLocalization, targets: targets,
      readMode: notes.isEmpty ? .static : .partial, notes: notes,
      usesConventionalTargets: conventional)
    manifest.traits = traits
    manifest.products = products.compactMap(product)
    if let value = argument("platforms", in: arguments) {
      manifest.platforms = Self.platforms(list(value).elements)
    }
    manifest.settingsAreKnown = settingsAreKnown && !conventional
    return manifest
  }

  // MARK: Declarations

  /// The name of a dependency on a target of the same package: `"Core"`,
  /// `.target(name: "Core")`, `.byName(name: "Core")`; nil for `.product(…)` and what cannot
  /// be read (no note: the dependencies only narrow which modules an app links).
  private func targetDependency(_ expression: ManifestExpression) -> String? {
    switch follow(expression) {
    case .string(let name, _): return name
    case .call(let callee, let arguments, _)
    where callee.last == "target" || callee.last == "byName":
      return argument("name", in: arguments).flatMap(plainString)
    default: return nil
    }
  }

  /// A dependency on a product of another package: `.product(name: "Kit", package: "Kit")`;
  /// nil for anything else.
  private func productDependency(_ expression: ManifestExpression) -> ProductDependency? {
    guard case .call(let callee, let arguments, _) = follow(expression), callee.last == "product",
      let name = argument("name", in: arguments).flatMap(plainString)
    else { return nil }
    return ProductDependency(
      name: name, package: argument("package", in: arguments).flatMap(plainString))
  }

  /// A `.library(name:targets:)` or `.executable(name:targets:)` entry of `products:`.
  private func product(_ expression: ManifestExpression) -> ProductDeclaration? {
    guard case .call(let callee, let arguments, _) = follow(expression),
      callee.last == "library" || callee.last == "executable",
      let name = argument("name", in: arguments).flatMap(plainString),
      let targets = argument("targets", in: arguments)
    else { return nil }
    return ProductDeclaration(name: name, targets: list(targets).elements.compactMap(plainString))
  }

  private mutating func target(_ expression: ManifestExpression) -> TargetDeclaration? {
    let resolved = follow(expression)
    guard case .call(let callee, let arguments, let offset) = resolved, let factory = callee.last,
      let kind = Self.targetFactories[factory],
      callee.count == 1
        || callee.dropLast().allSatisfy({
          $0.isEmpty || $0 == "Target" || $0 == "PackageDescription"
        })
    else {
      addNote(
        "could not read a target (\(reason(resolved))); every folder under 'Sources' and 'Tests' is taken as a target",
        offset: resolved.offset)
      conventional = true
      return nil
    }
    guard let nameValue = argument("name", in: arguments),
      let name = string(nameValue, what: "a target name")
    else {
      conventional = true
      return nil
    }
    var declaration = TargetDeclaration(name: name, kind: kind, position: position(offset))
    if let value = argument("path", in: arguments) {
      declaration.path = string(value, what: "'path:' of target '\(name)'")
    }
    if let value = argument("exclude", in: arguments) {
      declaration.exclude = strings(value, what: "'exclude:' of target '\(name)'")
    }
    if let value = argument("sources", in: arguments) {
      declaration.sources = strings(value, what: "'sources:' of target '\(name)'")
    }
    if let value = argument("swiftSettings", in: arguments) {
      (declaration.defines, declaration.definesAreKnown) = defines(value)
    }
    if let value = argument("dependencies", in: arguments) {
      let elements = list(value).elements
      declaration.dependencies = elements.compactMap(targetDependency)
      declaration.productDependencies = elements.compactMap(productDependency)
    }
    if let value = argument("resources", in: arguments) {
      let (elements, unreadable) = list(value)
      for part in unreadable {
        addNote(
          "could not read 'resources:' of target '\(name)' (\(reason(part)))", offset: part.offset)
      }
      declaration.resources = elements.compactMap { resource($0, target: name) }
    }
    return declaration
  }

  private mutating func resource(_ expression: ManifestExpression, target: String)
    -> ResourceDeclaration?
  {
    let resolved = follow(expression)
    guard case .call(let callee, let arguments, let offset) = resolved, let factory = callee.last,
      let rule = Self.resourceRules[factory], let first = arguments.first, first.label == nil
    else {
      addNote(
        "could not read a resource of target '\(target)' (\(reason(resolved)))",
        offset: resolved.offset)
      return nil
    }
    guard var path = string(first.value, what: "a resource path of target '\(target)'") else {
      return nil
    }
    // PackageDescription drops a trailing slash (`"Resources/"`), as `dump-package` shows.
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    var declaration = ResourceDeclaration(path: path, rule: rule, position: position(offset))
    if let value = argument("localization", in: arguments) {
      switch follow(value) {
      case .reference(let path, _) where path.last == "default" || path.last == "base":
        declaration.localization = path.last
      case .literal:
        break
      default:
        addNote("could not read 'localization:' of resource '\(path)'", offset: value.offset)
      }
    }
    return declaration
  }

  // MARK: Compilation conditions

  /// SwiftSetting factories that define no compilation condition.
  private static let settingsWithoutDefines: Set<String> = [
    "enableUpcomingFeature", "enableExperimentalFeature", "interoperabilityMode",
    "swiftLanguageMode", "swiftLanguageVersion", "treatAllWarnings", "treatWarning",
    "strictMemorySafety", "defaultIsolation", "unsafeFlags", "define",
  ]

  /// The conditions a `swiftSettings:` value defines (`.define("X", .when(…))`, `-DX` and
  /// `-D X` in `.unsafeFlags([…])`), and whether it was read whole. Reads silently: what it
  /// cannot read makes the conditions the target may define unknown, and needs no note.
  private func defines(_ expression: ManifestExpression) -> ([ConditionDefine], Bool) {
    let (elements, unreadable) = list(expression)
    var known = unreadable.isEmpty
    var found: [ConditionDefine] = []
    for element in elements {
      guard case .call(let callee, let arguments, _) = follow(element), let factory = callee.last,
        callee.count == 1 || callee.dropLast().allSatisfy({ $0.isEmpty || $0 == "SwiftSetting" }),
        Self.settingsWithoutDefines.contains(factory)
      else {
        known = false
        continue
      }
      guard factory == "define" || factory == "unsafeFlags" else { continue }
      guard let first = arguments.first, first.label == nil else {
        known = false
        continue
      }
      var condition = ConditionDefine(name: "")
      if arguments.count > 1 {
        guard let when = buildCondition(arguments[1].value) else {
          known = false
          continue
        }
        condition = when
      }
      if sawBranches { condition.inSomeBuildsOnly = true }
      var names: [String] = []
      if factory == "define" {
        guard let name = plainString(first.value) else {
          known = false
          continue
        }
        names = [name]
      } else {
        let (flags, unreadableFlags) = list(first.value)
        let read = ConditionDefine.names(inFlags: flags.map { plainString($0) })
        if !unreadableFlags.isEmpty || !read.complete { known = false }
        names = read.names
      }
      for name in names where !name.isEmpty {
        var define = condition
        define.name = name
        found.append(define)
      }
    }
    return (found, known)
  }

  /// The builds a `.when(platforms:configuration:traits:)` (or `nil`) names; nil when unread.
  private func buildCondition(_ expression: ManifestExpression) -> ConditionDefine? {
    let resolved = follow(expression)
    if case .literal = resolved { return ConditionDefine(name: "") }
    guard case .call(let callee, let arguments, _) = resolved, callee.last == "when",
      callee.count == 1
        || callee.dropLast().allSatisfy({ $0.isEmpty || $0 == "BuildSettingCondition" })
    else { return nil }
    var condition = ConditionDefine(name: "")
    for argument in arguments {
      switch argument.label {
      case "platforms", "configuration":
        condition.inSomeBuildsOnly = true
      case "traits":
        // `.when(traits: ["A"])` is a `Set<String>` literal.
        let (elements, unreadable) = list(argument.value)
        guard unreadable.isEmpty else { return nil }
        for element in elements {
          guard let name = plainString(element) else { return nil }
          condition.traits.append(name)
        }
      default:
        return nil
      }
    }
    return condition
  }

  /// The package's `traits:`; what cannot be read makes the settings unknown.
  private mutating func traits(_ expression: ManifestExpression) -> [TraitDeclaration] {
    let (elements, unreadable) = list(expression)
    if !unreadable.isEmpty { settingsAreKnown = false }
    var found: [TraitDeclaration] = []
    for element in elements {
      let resolved = follow(element)
      if let name = plainString(resolved) {
        found.append(TraitDeclaration(name: name))
        continue
      }
      guard case .call(let callee, let arguments, _) = resolved, let factory = callee.last,
        callee.count == 1 || callee.dropLast().allSatisfy({ $0.isEmpty || $0 == "Trait" })
      else {
        settingsAreKnown = false
        continue
      }
      var trait: TraitDeclaration
      switch factory {
      case "default":
        trait = TraitDeclaration(name: "default")
      case "trait", "Trait", "init":
        guard let value = argument("name", in: arguments), let name = plainString(value) else {
          settingsAreKnown = false
          continue
        }
        trait = TraitDeclaration(name: name)
      default:
        settingsAreKnown = false
        continue
      }
      if let value = argument("enabledTraits", in: arguments) {
        let (names, unreadableNames) = list(value)
        if !unreadableNames.isEmpty { settingsAreKnown = false }
        trait.enabledTraits = names.compactMap { plainString($0) }
        if trait.enabledTraits.count != names.count { settingsAreKnown = false }
      }
      found.append(trait)
    }
    return found
  }

  /// A string value through constants and `+`, without notes; nil when it is not one.
  private func plainString(_ expression: ManifestExpression) -> String? {
    var result = ""
    for part in operands(expression) {
      guard case .string(let value, _) = part else { return nil }
      result += value
    }
    return result
  }

  private mutating func languageTag(_ expression: ManifestExpression) -> String? {
    if case .call(let callee, let arguments, _) = follow(expression),
      callee == ["LanguageTag"] || callee == ["", "init"], let first = arguments.first
    {
      return string(first.value, what: "'defaultLocalization:'")
    }
    return string(expression, what: "'defaultLocalization:'")
  }

  // MARK: Values

  /// A string value, through constants and `+`; notes what it could not read.
  private mutating func string(_ expression: ManifestExpression, what: String) -> String? {
    var result = ""
    for part in operands(expression) {
      guard case .string(let value, _) = part else {
        addNote("could not read \(what) (\(reason(part)))", offset: part.offset)
        return nil
      }
      result += value
    }
    return result
  }

  private mutating func strings(_ expression: ManifestExpression, what: String) -> [String] {
    let (elements, unreadable) = list(expression)
    for part in unreadable {
      addNote("could not read \(what) (\(reason(part)))", offset: part.offset)
    }
    return elements.compactMap { string($0, what: what) }
  }

  /// The elements of an array value, through constants and `+`, and the parts that are not arrays.
  private func list(_ expression: ManifestExpression) -> (
    elements: [ManifestExpression], unreadable: [ManifestExpression]
  ) {
    var elements: [ManifestExpression] = []
    var unreadable: [ManifestExpression] = []
    for part in operands(expression) {
      if case .array(let items, _) = part { elements += items } else { unreadable.append(part) }
    }
    return (elements, unreadable)
  }

  /// The operands of a `+` chain, constants followed, in order (a single value gives itself).
  private func operands(_ expression: ManifestExpression) -> [ManifestExpression] {
    var result: [ManifestExpression] = []
    var pending = [expression]
    var steps = 0
    while !pending.isEmpty {
      steps += 1
      let part = follow(pending.removeFirst())
      if case .concatenation(let parts, _) = part, steps < 1_000 {
        pending.insert(contentsOf: parts, at: 0)
      } else {
        result.append(part)
      }
    }
    return result
  }

  /// Follows a reference to a `let` constant, a few times at most.
  private func follow(_ expression: ManifestExpression) -> ManifestExpression {
    var current = expression
    for _ in 0..<Self.maxIndirection {
      guard case .reference(let path, _) = current, path.count == 1, let value = bindings[path[0]]
      else {
        return current
      }
      current = value
    }
    return current
  }

  /// `[.iOS(.v16), .macOS("13.0")]` as `["iOS": "16", "macOS": "13.0"]`; entries written
  /// otherwise are left out.
  static func platforms(_ elements: [ManifestExpression]) -> [String: String] {
    var result: [String: String] = [:]
    for element in elements {
      guard case .call(let callee, let arguments, _) = element, callee.count == 2,
        callee[0].isEmpty, arguments.count == 1, let first = arguments.first, first.label == nil
      else { continue }
      switch first.value {
      case .reference(let path, _) where path.count == 2 && path[0].isEmpty:
        // `.v16`, `.v10_15`.
        guard path[1].hasPrefix("v") else { continue }
        result[callee[1]] = path[1].dropFirst().replacingOccurrences(of: "_", with: ".")
      case .string(let version, _):
        result[callee[1]] = version
      default:
        continue
      }
    }
    return result
  }

  private func argument(_ label: String, in arguments: [ManifestArgument]) -> ManifestExpression? {
    arguments.first { $0.label == label }?.value
  }

  /// Whether the value is an array or a `+` chain holding one, looking at a few dozen parts at
  /// most, breadth first: a list bound again in each of thousands of `#if` branches is a chain as
  /// deep as the branches are many, and its newest array sits at the top.
  private func isList(_ expression: ManifestExpression) -> Bool {
    var pending = [expression]
    var next = 0
    while next < pending.count, next < Self.maxListSearch {
      switch pending[next] {
      case .array: return true
      case .concatenation(let parts, _): pending += parts
      default: break
      }
      next += 1
    }
    return false
  }

  private func isPackageCall(_ expression: ManifestExpression) -> Bool {
    if case .call(let callee, _, _) = expression {
      return callee == ["Package"] || callee == ["PackageDescription", "Package"]
    }
    return false
  }

  private func reason(_ expression: ManifestExpression) -> String {
    switch expression {
    case .unknown(let reason, _): reason
    case .reference(let path, _):
      "'\(path.joined(separator: "."))' is not a constant of the manifest"
    case .call(let callee, _, _): "a call of '\(callee.joined(separator: "."))'"
    case .string: "a string"
    case .array: "an array"
    case .concatenation: "a concatenation"
    case .literal: "a literal"
    }
  }

  // MARK: Notes

  private func position(_ offset: Int) -> ManifestPosition {
    let (line, column) = converter.location(of: offset)
    return ManifestPosition(line: line, column: column)
  }

  private mutating func addNote(_ message: String, offset: Int) {
    let note = ManifestNote(message: message, position: position(offset))
    if noteSet.insert(note).inserted { notes.append(note) }
  }
}
