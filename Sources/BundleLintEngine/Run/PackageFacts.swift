import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What the first pass learns about a whole package from its files.
struct PackageFacts: Sendable {
  /// The package's wrappers of localized lookups, from all its modules.
  var wrappers: [Wrapper] = []
  /// The package's properties that return a module's bundle, from all its modules.
  var bundleAccessors: [BundleAccessor] = []
}

/// What the first pass learns about every package and module of a run.
struct FirstPassFacts {
  /// Each package's facts.
  var packages: [PackageFacts]
  /// The declarations of each module's files that can silence findings in its other files.
  var declarations: [ModuleKey: [Declaration]] = [:]
  /// Each module's public bundle accessor (`Bundle.designSystem`), the first one declared.
  var siblingAccessors: [ModuleKey: String] = [:]
  /// The run's key arguments by label, from every package: a local package's view may be
  /// called from another package of the linted folder (`LocalPackages/Screens` calling
  /// `LocalPackages/DesignSystem`).
  var keyArguments: [String: [KeyArgument]] = [:]
  /// Each module's own `Bundle` accessor that its code passes somewhere (`bundle: .myModule`),
  /// the first by name: the module's fixes pass it.
  var ownAccessors: [ModuleKey: String] = [:]
  /// Each module's own static `Bundle` properties that return its bundle (`Bundle.kit`),
  /// `module` and `main` aside: a file passing one looks in the module's bundle, which the
  /// first pass, before it knew them, took for an unknown one.
  var bundleAccessorNames: [ModuleKey: Set<String>] = [:]
  /// For each framework of an Xcode project, the first by name of the classes its code
  /// declares visibly at file scope: its fixes find its bundle by it (`Bundle(for: X.self)`).
  var bundleClasses: [ModuleKey: String] = [:]
  /// For each SwiftPM target with resources, its properties whose value is
  /// `Bundle(for: X.self)` (`FileJob.FileFacts.classBundleHelpers`).
  var classBundleHelpers: [ModuleKey: [BundleHelper]] = [:]
  /// For each module with a bundle of its own, the classes and actors its files declare.
  var classNames: [ModuleKey: Set<String>] = [:]
  /// For each framework of an Xcode project, its main-bundle wrappers.
  var mainBundleWrappers: [ModuleKey: [MainBundleWrapper]] = [:]
  /// For each app extension of an Xcode project, the members named by the files only it
  /// compiles (not shared with another target), and by the files it shares that those reach
  /// (`SharedFileReach.closure`).
  var extensionReferences: [ModuleKey: Set<String>] = [:]

  /// The facts in the first-pass results of `files` (in the same order), over `packageCount`
  /// packages.
  init(files: [WorkspaceFile], results: [FileJob.Result], packageCount: Int) {
    packages = Array(repeating: PackageFacts(), count: packageCount)
    var accessors: [ModuleKey: Set<String>] = [:]
    var passed: [ModuleKey: Set<String>] = [:]
    var targetsOfPath: [String: Int] = [:]
    var extensionCreated: [ModuleKey: Set<String>] = [:]
    var extensionShared: [ModuleKey: [SharedFileReach]] = [:]
    for file in files { targetsOfPath[file.path, default: 0] += 1 }
    for (file, result) in zip(files, results) {
      let key = ModuleKey(file)
      if !result.facts.declarations.isEmpty {
        declarations[key, default: []] += result.facts.declarations
      }
      if siblingAccessors[key] == nil,
        let accessor = result.facts.bundleAccessors.first(where: \.isPublicBundleMember)
      {
        siblingAccessors[key] = accessor.name
      }
      for argument in result.facts.keyArguments {
        keyArguments[argument.label, default: []].append(argument)
      }
      for accessor in result.facts.bundleAccessors
      where accessor.isStatic && accessor.name != "module" && accessor.name != "main"
        && (accessor.enclosingType == "Bundle" || accessor.enclosingType == "Foundation.Bundle")
      {
        accessors[key, default: []].insert(accessor.name)
      }
      if !result.facts.bundleMembersPassed.isEmpty {
        passed[key, default: []].formUnion(result.facts.bundleMembersPassed)
      }
      if let first = result.facts.bundleClasses.min(),
        bundleClasses[key].map({ first < $0 }) ?? true
      {
        bundleClasses[key] = first
      }
      if !result.facts.classNames.isEmpty {
        classNames[key, default: []].formUnion(result.facts.classNames)
      }
      if !result.facts.classBundleHelpers.isEmpty {
        classBundleHelpers[key, default: []] += result.facts.classBundleHelpers
      }
      if !result.facts.mainBundleWrappers.isEmpty {
        mainBundleWrappers[key, default: []] += result.facts.mainBundleWrappers
      }
      if !result.facts.memberReferences.isEmpty {
        if targetsOfPath[file.path] == 1 {
          extensionReferences[key, default: []].formUnion(result.facts.memberReferences)
          extensionCreated[key, default: []].formUnion(result.facts.createdTypes)
        } else if !result.facts.declaredTypes.isEmpty {
          extensionShared[key, default: []].append(
            SharedFileReach(
              declaredTypes: result.facts.declaredTypes, createdTypes: result.facts.createdTypes,
              members: result.facts.memberReferences))
        }
      }
      packages[file.packageIndex].wrappers += result.facts.wrappers
      packages[file.packageIndex].bundleAccessors += result.facts.bundleAccessors
    }
    bundleAccessorNames = accessors
    for (key, names) in accessors {
      if let used = names.intersection(passed[key] ?? []).min() { ownAccessors[key] = used }
    }
    for (key, shared) in extensionShared {
      guard let created = extensionCreated[key], let own = extensionReferences[key] else {
        continue
      }
      extensionReferences[key] = SharedFileReach.closure(
        ownMembers: own, ownCreated: created, over: shared)
    }
  }
}
