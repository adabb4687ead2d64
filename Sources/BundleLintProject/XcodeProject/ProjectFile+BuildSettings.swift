import BundleLintCore
import BundleLintSyntax

extension ProjectFile {
  /// The settings of `XcodeBuildSettings.names(of:)` for each configuration of `target`, by the
  /// configuration's name. `readFile` reads an `.xcconfig` by its path relative to the folder
  /// holding the `.xcodeproj` (or absolute), nil when it is not there; `projectName` is the
  /// `.xcodeproj`'s name without the extension (`PROJECT_NAME`; unresolved when nil).
  package func buildSettings(
    of target: Object, projectName: String?, readFile: (String) -> [UInt8]?
  ) -> [String: XcodeBuildSettings] {
    var cache = XCConfigCache()
    return buildSettings(
      of: target, projectName: projectName, paths: filePaths(), cache: &cache,
      readFile: readFile)
  }

  /// `buildSettings(of:projectName:readFile:)` with the file paths and the `.xcconfig` files
  /// and chains read so far (shared by the targets of a project).
  func buildSettings(
    of target: Object, projectName: String?, paths: [String: String],
    cache: inout XCConfigCache, readFile: (String) -> [UInt8]?
  ) -> [String: XcodeBuildSettings] {
    let targetName = target.fields["name"]?.string ?? target.id
    var projectLevel: [String: Object] = [:]
    if let root = rootObject.flatMap({ objects[$0] }) {
      for configuration in configurations(of: root) {
        projectLevel[configuration.name] = configuration.object
      }
    }
    let names = XcodeBuildSettings.names(
      of: XcodeTarget.Kind(
        productType: target.fields["productType"]?.string ?? "",
        machOType: setting("MACH_O_TYPE", of: target)))
    var settings: [String: XcodeBuildSettings] = [:]
    for (name, configuration) in configurations(of: target) {
      var steps: [XCConfig.Step] = []
      var problems: [XCConfigProblem] = []
      for object in [projectLevel[name], configuration].compactMap({ $0 }) {
        if let config = baseConfiguration(
          of: object, paths: paths, cache: &cache, readFile: readFile)
        {
          steps += config.steps
          let new = config.problems.filter { !problems.contains($0) }
          problems += new
        }
        // The project's own configurations come back for every target: made once.
        let assignments =
          cache.assignments[object.id] ?? Self.steps(of: object.fields["buildSettings"]?.dictionary)
        cache.assignments[object.id] = assignments
        steps += assignments
      }
      var defaults = [
        "TARGET_NAME": Self.literal(targetName), "TARGETNAME": Self.literal(targetName),
        "CONFIGURATION": Self.literal(name), "PRODUCT_NAME": "$(TARGET_NAME)",
        "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
      ]
      if let projectName {
        defaults["PROJECT_NAME"] = Self.literal(projectName)
        defaults["PROJECT"] = Self.literal(projectName)
      }
      let resolver = SettingResolver(steps: steps, configuration: name, defaults: defaults)
      settings[name] = resolver.settings(names, problems: problems)
    }
    return settings
  }

  /// An object's configurations (`buildConfigurationList`), by name; the first of a name wins.
  private func configurations(of object: Object) -> [(name: String, object: Object)] {
    var seen: Set<String> = []
    var found: [(name: String, object: Object)] = []
    for list in references(object.fields["buildConfigurationList"]) {
      for configuration in references(list.fields["buildConfigurations"]) {
        guard let name = configuration.fields["name"]?.string, seen.insert(name).inserted
        else { continue }
        found.append((name, configuration))
      }
    }
    return found
  }

  /// The `.xcconfig` a configuration is based on, read: `baseConfigurationReference` (a file
  /// reference) or, in Xcode 16 synchronized folders, `baseConfigurationReferenceAnchor` (the
  /// folder) with `baseConfigurationReferenceRelativePath`. Nil when there is none; a
  /// reference whose path is not known (a build-setting source tree) is an unknown step.
  private func baseConfiguration(
    of configuration: Object, paths: [String: String], cache: inout XCConfigCache,
    readFile: (String) -> [UInt8]?
  ) -> XCConfig? {
    let fields = configuration.fields
    let path: String?
    if let reference = fields["baseConfigurationReference"]?.string {
      path = paths[reference]
    } else if let anchor = fields["baseConfigurationReferenceAnchor"]?.string {
      let relative = fields["baseConfigurationReferenceRelativePath"]?.string ?? ""
      path = paths[anchor].map { $0.isEmpty ? relative : $0 + "/" + relative }
    } else {
      return nil
    }
    guard let path, !path.isEmpty else { return XCConfig(steps: [.unknown], problems: []) }
    return cache.chain(path, readFile: readFile)
  }

  /// A `buildSettings` dictionary as assignments: unconditional keys first, each group sorted
  /// (a dictionary has no order; a conditional key overrides the plain one). A value written
  /// as an array is its items joined, quoted where needed. Each assignment's path is
  /// `project.pbxproj`, its line the dictionary's.
  static func steps(of settings: PlistDictionary?) -> [XCConfig.Step] {
    guard let settings else { return [] }
    var plain: [XCConfig.Step] = []
    var conditional: [XCConfig.Step] = []
    let entries = settings.entries
    for key in entries.keys.sorted() {
      guard let (name, conditions) = XCConfigFile.key(key) else { continue }
      let value: String
      switch entries[key] {
      case .string(let text)?: value = text
      case .array(let items)?: value = SettingExpansion.joined(items.compactMap(\.string))
      default: continue
      }
      let assignment = XCConfig.Step.assignment(
        XCConfigAssignment(
          name: name, conditions: conditions, value: value, path: "project.pbxproj",
          line: settings.line))
      if conditions.isEmpty { plain.append(assignment) } else { conditional.append(assignment) }
    }
    return plain + conditional
  }

  /// Text that expands to itself.
  static func literal(_ text: String) -> String {
    text.contains("$")
      ? text.split(separator: "$", omittingEmptySubsequences: false)
        .joined(separator: "$$") : text
  }
}

/// How a setting's value is found in one target's levels for one configuration: the
/// assignments lowest first, the latest that applies wins, `$(inherited)` is the value below
/// it, every other reference is the value at the top (references bind late, in the target).
/// An unknown step (a file that could not be read) hides what is below it. A setting no step
/// sets has its default: the build system's ones that are modelled, empty for the settings
/// whose default is empty, unresolved for any other.
final class SettingResolver {
  struct Key: Hashable {
    var name: String
    var position: Int
  }

  /// Settings whose default is the empty value.
  static let emptyByDefault: Set<String> = [
    "PRODUCT_BUNDLE_IDENTIFIER", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS",
    "INFOPLIST_FILE", "INFOPLIST_KEY_CFBundleLocalizations",
    "INFOPLIST_KEY_CFBundleAllowMixedLocalizations",
  ]
  /// Settings the build system gives every target, which no `.xcconfig` is taken to change:
  /// an unknown step does not hide them (an assignment does).
  static let fixed: Set<String> = [
    "TARGET_NAME", "TARGETNAME", "PROJECT_NAME", "PROJECT", "CONFIGURATION",
  ]
  /// How many settings may be being resolved at once (one referring to the next).
  static let maximumDepth = 64

  let steps: [XCConfig.Step]
  let defaults: [String: String]
  /// For each name, the positions of its assignments that apply, ascending.
  private var positions: [String: [Int]] = [:]
  /// The positions of unknown steps, ascending.
  private var unknowns: [Int] = []
  /// The assignments whose conditions are not evaluated: their positions.
  private var conditional: [Int] = []
  private var memo: [Key: BuildSettingValue] = [:]
  private var active: Set<Key> = []

  init(steps: [XCConfig.Step], configuration: String, defaults: [String: String]) {
    self.steps = steps
    self.defaults = defaults
    for (position, step) in steps.enumerated() {
      switch step {
      case .unknown: unknowns.append(position)
      case .assignment(let assignment):
        switch Self.applies(assignment.conditions, configuration: configuration) {
        case true?: positions[assignment.name, default: []].append(position)
        case nil: conditional.append(position)
        case false?: break
        }
      }
    }
  }

  /// The settings of `names` at the top.
  func settings(_ names: [String], problems: [XCConfigProblem]) -> XcodeBuildSettings {
    var values: [String: BuildSettingValue] = [:]
    for name in names { values[name] = value(of: name, below: steps.count) }
    var kept: [ConditionalBuildSetting] = []
    for position in conditional {
      guard case .assignment(let assignment) = steps[position],
        names.contains(assignment.name)
      else { continue }
      kept.append(
        ConditionalBuildSetting(
          name: assignment.name, condition: assignment.conditionText,
          value: expand(assignment.value, name: assignment.name, inheriting: position)))
    }
    return XcodeBuildSettings(values: values, conditional: kept, problems: problems)
  }

  /// Whether an assignment with `conditions` applies in `configuration`: true without
  /// conditions (a `*` pattern is none: `[sdk=*]` matches every build), false when a `config`
  /// pattern does not match, nil when it depends on what is not known here (`sdk`, `arch`…).
  static func applies(_ conditions: [XCConfigAssignment.Condition], configuration: String)
    -> Bool?
  {
    var applies: Bool? = true
    for condition in conditions where condition.pattern != "*" {
      if condition.parameter == "config" {
        if !matches(condition.pattern, configuration) { return false }
      } else {
        applies = nil
      }
    }
    return applies
  }

  /// Whether `text` matches `pattern`, where `*` matches any run of characters.
  static func matches(_ pattern: String, _ text: String) -> Bool {
    let pattern = Array(pattern.utf8)
    let text = Array(text.utf8)
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
        star = p
        resume = t
        p += 1
      } else if p < pattern.count, pattern[p] == text[t] {
        p += 1
        t += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
    return p == pattern.count
  }

  /// The value of `name` as the steps below `position` make it.
  func value(of name: String, below position: Int) -> BuildSettingValue {
    let key = Key(name: name, position: position)
    if let known = memo[key] { return known }
    // A setting that refers to itself (through others) cannot be known.
    guard !active.contains(key), active.count < Self.maximumDepth else {
      return BuildSettingValue(text: "", isResolved: false)
    }
    active.insert(key)
    defer { active.remove(key) }
    let assigned = positions[name]?.last { $0 < position }
    let unknown = Self.fixed.contains(name) ? nil : unknowns.last { $0 < position }
    let value: BuildSettingValue
    if let assigned, unknown.map({ $0 < assigned }) ?? true,
      case .assignment(let assignment) = steps[assigned]
    {
      value = expand(assignment.value, name: name, inheriting: assigned)
    } else if unknown != nil {
      value = BuildSettingValue(text: "", isResolved: false)
    } else if let fallback = defaults[name] {
      value = expand(fallback, name: name, inheriting: -1)
    } else {
      value = BuildSettingValue(text: "", isResolved: Self.emptyByDefault.contains(name))
    }
    memo[key] = value
    return value
  }

  /// `text`, the value of `name` at `position`, expanded: `$(inherited)` is the value below
  /// (empty below a default, at position -1).
  private func expand(_ text: String, name: String, inheriting position: Int) -> BuildSettingValue {
    SettingExpansion.expand(text) { reference in
      if reference == "inherited" {
        return position < 0
          ? BuildSettingValue(text: "", isResolved: true) : value(of: name, below: position)
      }
      return value(of: reference, below: steps.count)
    }
  }
}
