import BundleLintCore
import BundleLintSyntax

/// The value of one build setting as far as bundlelint can know it. Resolved values are what
/// Xcode would use. An unresolved value could be anything: it names a variable that no level
/// defines (or one the build system sets and bundlelint does not model, such as `$(SRCROOT)`),
/// uses an operator bundlelint does not model, falls through an `.xcconfig` that cannot be read,
/// or is not set at all while its default comes from the SDK (`SDKROOT`, `SUPPORTED_PLATFORMS`).
/// A rule that needs the value stays silent then.
public struct BuildSettingValue: Hashable, Sendable {
  /// The value with every reference that could be expanded expanded; each reference that could
  /// not is kept as written (`com.example.$(SUFFIX)`). Empty when unresolved for want of any
  /// assignment (set only below an unreadable file, or nowhere with an SDK default).
  public var text: String
  /// Whether `text` is the value Xcode would use.
  public var isResolved: Bool

  public init(text: String, isResolved: Bool) {
    self.text = text
    self.isResolved = isResolved
  }

  /// The value, when it is resolved.
  public var value: String? { isResolved ? text : nil }

  /// The items of a list setting (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`):
  /// split at unquoted whitespace, quotes and backslashes removed. When the value is unresolved,
  /// the items that hold an unexpanded reference are left out.
  public var words: [String] {
    let words = SettingExpansion.words(text)
    return isResolved ? words : words.filter { !$0.contains("$") }
  }
}

/// A setting whose assignment has a condition bundlelint does not evaluate
/// (`OTHER_SWIFT_FLAGS[sdk=iphoneos*]`, `[arch=arm64]`): kept apart from the value it may
/// replace for some builds. Conditions on the configuration (`[config=Debug]`) are evaluated.
public struct ConditionalBuildSetting: Hashable, Sendable {
  /// `OTHER_SWIFT_FLAGS`.
  public var name: String
  /// The conditions as written, `[sdk=iphoneos*]`.
  public var condition: String
  /// The value of the assignment, with `$(inherited)` the unconditional value below it.
  public var value: BuildSettingValue
}

/// The settings that matter to bundlelint of one target in one configuration (`Debug`,
/// `Release`), resolved through the levels Xcode uses, lowest first: the build system's
/// defaults (`TARGET_NAME`, `PROJECT_NAME`, `CONFIGURATION`, `PRODUCT_NAME = $(TARGET_NAME)`),
/// the project configuration's `.xcconfig`, the project configuration's settings, the target
/// configuration's `.xcconfig`, the target configuration's settings. `$(inherited)` is the
/// value of the next lower assignment (an earlier line of the same `.xcconfig` chain included).
public struct XcodeBuildSettings: Hashable, Sendable {
  /// The settings resolved (`XcodeBuildSettings.names(of:)`), by name; each one is present.
  public var values: [String: BuildSettingValue]
  /// The assignments of those settings with conditions bundlelint does not evaluate, in the
  /// order of their levels.
  public var conditional: [ConditionalBuildSetting]
  /// What went wrong reading the `.xcconfig` files (a missing `#include`, a line that is not
  /// an assignment, a cycle); a file or include that could not be read leaves the settings
  /// that fall through it unresolved.
  public var problems: [XCConfigProblem]

  /// The settings resolved for every configuration of every target.
  public static let names = [
    "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME", "SDKROOT", "SUPPORTED_PLATFORMS",
    "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS",
  ]

  /// Resolved for apps and extensions too: where their Info.plist is and what it declares of
  /// languages (`AppLocalizations`), which only the bundle of a process decides.
  package static let processNames = [
    "INFOPLIST_FILE", "INFOPLIST_KEY_CFBundleLocalizations",
    "INFOPLIST_KEY_CFBundleAllowMixedLocalizations",
  ]

  /// The settings resolved for a target of `kind`.
  package static func names(of kind: XcodeTarget.Kind) -> [String] {
    XcodeHostGraph.isProcess(kind) ? names + processNames : names
  }

  public init(
    values: [String: BuildSettingValue], conditional: [ConditionalBuildSetting] = [],
    problems: [XCConfigProblem] = []
  ) {
    self.values = values
    self.conditional = conditional
    self.problems = problems
  }

  /// The value of one of the names resolved.
  public subscript(name: String) -> BuildSettingValue? { values[name] }

  /// `PRODUCT_BUNDLE_IDENTIFIER` (empty when no level sets it).
  public var bundleIdentifier: BuildSettingValue? { values["PRODUCT_BUNDLE_IDENTIFIER"] }

  /// `PRODUCT_NAME` (`$(TARGET_NAME)` when no level sets it).
  public var productName: BuildSettingValue? { values["PRODUCT_NAME"] }

  /// `SDKROOT` (`iphoneos`, `macosx`, `auto`).
  public var sdkRoot: BuildSettingValue? { values["SDKROOT"] }

  /// The conditions `#if` sees as defined: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D`
  /// flags of `OTHER_SWIFT_FLAGS` (`-DFOO`, `-D FOO`; not `-Xcc -DFOO`, which is for C), sorted
  /// and without repeats. `isComplete` is false when either setting is unresolved: then more
  /// conditions may be defined. Conditional assignments (`[sdk=…]`) are not counted.
  public var compilationConditions: (names: [String], isComplete: Bool) {
    let conditions = values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]
    let flags = values["OTHER_SWIFT_FLAGS"]
    var names = Set(conditions?.words ?? [])
    names.formUnion(Self.definitions(in: flags?.words ?? []))
    return (names.sorted(), (conditions?.isResolved ?? false) && (flags?.isResolved ?? false))
  }

  /// The names `-D` defines in a list of compiler flags.
  static func definitions(in flags: [String]) -> [String] {
    var names: [String] = []
    var index = 0
    while index < flags.count {
      let flag = flags[index]
      index += 1
      // `-Xcc` passes the next flag to the C importer: its `-D` defines a C macro.
      if flag == "-Xcc" || flag == "-Xfrontend" || flag == "-Xllvm" {
        index += 1
        continue
      }
      guard flag.hasPrefix("-D") else { continue }
      var name = String(flag.dropFirst(2))
      if name.isEmpty, index < flags.count {
        name = flags[index]
        index += 1
      }
      if Self.isConditionName(name) { names.append(name) }
    }
    return names
  }

  /// Whether `name` can be a compilation condition (an identifier: `swiftc -DA=1` is refused).
  static func isConditionName(_ name: String) -> Bool {
    guard let first = name.utf8.first, !SettingExpansion.isDigit(first) else { return false }
    return name.utf8.allSatisfy { SettingExpansion.isNameByte($0) || $0 >= 0x80 }
  }
}
