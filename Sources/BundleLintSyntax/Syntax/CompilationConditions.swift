import BundleLintCore

/// What a build says about the identifiers `#if` tests: those it sets, those it certainly does
/// not set, those it may or may not set, and what it says of every other one.
///
/// The module model holds one per module; the checks ask it whether code under some `#if`
/// clauses is compiled, never which build system the module belongs to. `os()` is decided where
/// the build's platforms are known (an Xcode target's SDK); the calls `arch()`, `canImport()`,
/// `targetEnvironment()`, `swift()`, `compiler()`, `hasFeature()` and `hasAttribute()` depend
/// on the build's platform and toolchain and are always unknown.
public struct CompilationConditions: Hashable, Sendable {
  /// Identifiers the build sets (`SWIFT_PACKAGE` in a SwiftPM build).
  public var set: Set<String>
  /// Identifiers the build never sets.
  public var unset: Set<String>
  /// Identifiers the build may or may not set (`DEBUG`: debug builds only; a define the
  /// manifest makes only on some platforms or in one configuration).
  public var undecided: Set<String>
  /// The value of every identifier in none of the sets: `.no` when the build's conditions are
  /// all known (a SwiftPM build whose manifest was read), `.unknown` when they are not.
  public var others: BuildCondition.Truth
  /// The operating systems the build targets, as `os()` names them (`iOS`, `macOS`); nil when
  /// not known (a package builds for whatever platform its hosts have).
  public var platforms: Set<String>?

  public init(
    set: Set<String> = [], unset: Set<String> = [], undecided: Set<String> = [],
    others: BuildCondition.Truth = .unknown
  ) {
    self.set = set
    self.unset = unset
    self.undecided = undecided
    self.others = others
  }

  /// The conditions every SwiftPM build of a package target has, and nothing else:
  /// `SWIFT_PACKAGE` set, `DEBUG` set in debug builds only, any other identifier unset (a build
  /// passes no other unless the manifest's settings or the package's traits define it, or the
  /// build is given flags from outside: `swift build -Xswiftc -DX`). Whether the module has a
  /// resource bundle is not known here: `swiftPM(resourceBundle:defined:undecided:)` adds it.
  ///
  /// Checked against SwiftPM's sources (swiftlang/swift-package-manager @ cac6bb7bcf2a):
  /// `SwiftModuleBuildDescription.activeCompilationConditions` passes `-DSWIFT_PACKAGE`,
  /// `-DDEBUG` in the debug configuration, and `-DSWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE` when
  /// the module has a resource bundle (a resource whose rule is not `embedInCode`), else
  /// `-DSWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE`; the swift-build PIF builders
  /// (`PackagePIFProjectBuilder+Modules.swift`, `XCBuildSupport/PIFBuilder.swift`) add the same
  /// pair to `SWIFT_ACTIVE_COMPILATION_CONDITIONS`. `PackageBuilder` turns each
  /// `.define("X")` into `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (its `.when(...)` conditions
  /// kept) and adds one define per enabled trait.
  public static let swiftPM = CompilationConditions(
    set: ["SWIFT_PACKAGE"], undecided: ["DEBUG"], others: .no)

  /// Flags another build system passes on its own (CocoaPods passes `-D COCOAPODS` to the pods
  /// it builds): unset in a SwiftPM build even where the manifest's settings could not be read
  /// whole, unless the manifest visibly defines them.
  public static let otherBuildSystemFlags: Set<String> = ["COCOAPODS"]

  /// These conditions for a build whose settings could not all be read: identifiers not known
  /// to be set or undecided are unknown, but `otherBuildSystemFlags`, which stay unset.
  public var withUnreadSettings: CompilationConditions {
    var result = self
    result.others = .unknown
    result.unset.formUnion(
      Self.otherBuildSystemFlags.subtracting(set).subtracting(undecided))
    return result
  }

  /// Whether SwiftPM makes the module a resource bundle, as `#if` sees it.
  public static let resourceBundleAvailable = "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"
  /// The twin SwiftPM passes when the module has no resource bundle.
  public static let resourceBundleUnavailable = "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE"

  /// A SwiftPM build of one target: `swiftPM`, plus the resource-bundle condition SwiftPM passes
  /// (`resourceBundle` `.yes`: `…_AVAILABLE`; `.no`: `…_UNAVAILABLE`; `.unknown`: either), the
  /// identifiers the manifest defines for every build (`defined`) and those it defines only for
  /// some (`undecided`).
  public static func swiftPM(
    resourceBundle: BuildCondition.Truth, defined: Set<String> = [], undecided: Set<String> = []
  ) -> CompilationConditions {
    var result = swiftPM
    switch resourceBundle {
    case .yes: result.set.insert(resourceBundleAvailable)
    case .no: result.set.insert(resourceBundleUnavailable)
    case .unknown: result.undecided.formUnion([resourceBundleAvailable, resourceBundleUnavailable])
    }
    result.set.formUnion(defined)
    result.undecided.formUnion(undecided.subtracting(result.set))
    return result
  }

  /// These conditions with `names` set too (flags a build passes from outside, listed in the
  /// configuration).
  public func setting(_ names: some Sequence<String>) -> CompilationConditions {
    var result = self
    for name in names {
      result.set.insert(name)
      result.unset.remove(name)
      result.undecided.remove(name)
    }
    return result
  }

  /// The value of `os(name)` in this build: true when it targets that system alone, false when
  /// it does not target it, unknown when it targets several or its platforms are not known.
  func isPlatform(_ name: String) -> BuildCondition.Truth {
    guard let platforms else { return .unknown }
    let system = name == "xrOS" ? "visionOS" : name
    guard platforms.contains(system) else { return .no }
    return platforms.count == 1 ? .yes : .unknown
  }

  /// The value of the identifier `name` in this build.
  func value(of name: String) -> BuildCondition.Truth {
    if name == "true" || set.contains(name) { return .yes }
    if name == "false" || (!unset.isEmpty && unset.contains(name)) { return .no }
    if undecided.contains(name) { return .unknown }
    return others
  }

  /// Whether code under `clauses` (outermost first) is compiled in this build.
  public func compiles(_ clauses: [ConditionalClause]) -> BuildCondition.Truth {
    BuildCondition.compiled(clauses, under: self)
  }
}
