import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun {
  /// Lexes the files a first pass skipped (`FileJob.Result.lexed`) that spell a name only that
  /// pass could learn: a wrapper of their package (a call of it may be a finding), a main-bundle
  /// wrapper of their framework of the Xcode projects (a call of it is a lookup), or a label of
  /// a `LocalizedStringKey` slot anywhere in the run (a key passed under it may be one), or a
  /// class where `Bundle(for:)` names one no lexed file declares. Each such file's result takes the place of its
  /// skipped one, so the facts keep the files' order. Those files spell no trigger word, so they
  /// declare no wrapper and no slot themselves: one round is enough.
  static func lexSkippedFiles(
    _ files: [WorkspaceFile], _ context: [WorkspaceFile], results: inout [FileJob.Result],
    contextResults: inout [FileJob.Result], packageCount: Int, modules: inout ModuleJobs,
    fileSystem: any FileSystem
  ) {
    guard results.contains(where: { !$0.lexed }) || contextResults.contains(where: { !$0.lexed })
    else { return }
    var wrapperNames = Array(repeating: Set<String>(), count: packageCount)
    var mainBundleWrapperNames = Array(repeating: Set<String>(), count: packageCount)
    var labels: Set<String> = []
    // Modules where `Bundle(for: X.self)` names a class no lexed file declares: their skipped
    // files that may declare one are lexed too.
    var seekClasses: Set<ModuleKey> = []
    for (file, result) in [zip(files, results), zip(context, contextResults)].joined() {
      if result.dependsOn.contains(.moduleClasses) { seekClasses.insert(ModuleKey(file)) }
      for wrapper in result.facts.wrappers {
        wrapperNames[file.packageIndex].insert(wrapper.calleeName)
      }
      for wrapper in result.facts.mainBundleWrappers {
        mainBundleWrapperNames[file.packageIndex].insert(wrapper.name)
      }
      labels.formUnion(result.facts.keySlots.keys)
    }
    // Each module looks for the names its own checks read: its package's wrappers where a check
    // reads their calls, a framework's main-bundle wrappers in a framework (an extension's files
    // are all lexed), the slots' labels where its tables may have the keys passed
    // (`KeyArgument.find`). Modules alike share the words; a module's are made once.
    var made: [Set<String>: TriggerWords] = [:]
    var byModule: [ModuleKey: TriggerWords?] = [:]
    func words(for file: WorkspaceFile, lexed: Bool) -> TriggerWords? {
      guard !lexed else { return nil }
      if let known = byModule[ModuleKey(file)] { return known }
      let words = moduleWords(for: file)
      byModule[ModuleKey(file)] = .some(words)
      return words
    }
    func moduleWords(for file: WorkspaceFile) -> TriggerWords? {
      let parts = modules.shared(for: file)
      var names: Set<String> = []
      if seekClasses.contains(ModuleKey(file)) { names.formUnion(["class", "actor"]) }
      if parts.plan.readsPackageWrappers { names.formUnion(wrapperNames[file.packageIndex]) }
      if parts.context.isFramework { names.formUnion(mainBundleWrapperNames[file.packageIndex]) }
      if parts.context.module.mainBundle != .own, !parts.context.resources.stringTables.isEmpty {
        names.formUnion(labels)
      }
      guard !names.isEmpty else { return nil }
      let triggers = made[names] ?? TriggerWords(names)
      made[names] = triggers
      return triggers
    }
    let fileWords = zip(files, results).map { words(for: $0, lexed: $1.lexed) }
    let contextWords = zip(context, contextResults).map { words(for: $0, lexed: $1.lexed) }
    relex(files, &results, modules: &modules, fileSystem: fileSystem, words: fileWords)
    relex(context, &contextResults, modules: &modules, fileSystem: fileSystem, words: contextWords)
  }

  /// Lexes the skipped ones of `files` for which `words` (by index) gives the words to look
  /// for, and that spell one of them.
  private static func relex(
    _ files: [WorkspaceFile], _ results: inout [FileJob.Result], modules: inout ModuleJobs,
    fileSystem: any FileSystem, words: [TriggerWords?]
  ) {
    let late = results.indices.compactMap { index -> (Int, TriggerWords)? in
      guard !results[index].lexed, let words = words[index] else { return nil }
      return (index, words)
    }
    guard !late.isEmpty else { return }
    let jobs = late.map { modules.firstPassJob(files[$0.0], triggers: $0.1) }
    let relexed = FileJob.runAll(jobs, fileSystem)
    for (position, (index, _)) in late.enumerated() { results[index] = relexed[position] }
  }
}
