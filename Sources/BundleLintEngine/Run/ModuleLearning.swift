import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What a lint learns of its modules after the first pass, for the later passes
/// (`ModuleJobs.learning(_:)`): from the first pass's facts, and from the modules' files read
/// again where a finding waits on them.
struct ModuleLearning {
  /// Each module's public bundle accessor, for the package's other modules.
  var siblingAccessors: [ModuleKey: String] = [:]
  /// Each module's own bundle accessor that its code already passes, for its fixes.
  var ownAccessors: [ModuleKey: String] = [:]
  /// The class each framework of an Xcode project finds its bundle by, for its fixes.
  var bundleClasses: [ModuleKey: String] = [:]
  /// Each framework's main-bundle wrappers.
  var mainBundleWrappers: [ModuleKey: [MainBundleWrapper]] = [:]
  /// What each app extension's own files name.
  var extensionReferences: [ModuleKey: Set<String>] = [:]
  /// In the package modules whose findings wait on it, the files that tell what an extension
  /// running the module reaches from what it names (`LintRun.moduleReach`).
  var reach: [ModuleKey: [ModuleReach]] = [:]
  /// The file-scope declarations only each module's preview code names
  /// (`LintRun.previewOnlyNames`).
  var previewOnly: [ModuleKey: Set<String>] = [:]

  /// What the first pass's `facts` tell the modules, with `reach` and `previewOnly`.
  init(
    facts: FirstPassFacts, reach: [ModuleKey: [ModuleReach]] = [:],
    previewOnly: [ModuleKey: Set<String>] = [:]
  ) {
    siblingAccessors = facts.siblingAccessors
    ownAccessors = facts.ownAccessors
    bundleClasses = facts.bundleClasses
    mainBundleWrappers = facts.mainBundleWrappers
    extensionReferences = facts.extensionReferences
    self.reach = reach
    self.previewOnly = previewOnly
  }

  /// What the first pass's `results` over `files` teach: its `facts`, and what the modules'
  /// files tell where a finding waits on it (read through `fileSystem`).
  init(
    facts: FirstPassFacts, files: [WorkspaceFile], results: [FileJob.Result],
    fileSystem: any FileSystem
  ) {
    self.init(
      facts: facts,
      reach: LintRun.moduleReach(files, results: results, fileSystem: fileSystem),
      previewOnly: LintRun.previewOnlyNames(files, results: results, fileSystem: fileSystem))
  }
}
