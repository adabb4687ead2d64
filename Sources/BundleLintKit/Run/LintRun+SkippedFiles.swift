extension LintRun {
  /// Lexes the files a first pass skipped (`FileJob.Result.lexed`) that spell a name only that
  /// pass could learn: a wrapper of their package (a call of it may be a finding), a main-bundle
  /// wrapper of a framework of the Xcode projects (a call of it, in the framework or in an
  /// extension that runs it, is a lookup), or a label of a `LocalizedStringKey` slot anywhere in
  /// the run (a key passed under it may be one). Each such file's result takes the place of its
  /// skipped one, so the facts keep the files' order. Those files spell no trigger word, so they
  /// declare no wrapper and no slot themselves: one round is enough.
  ///
  /// Then every skipped file of a framework with a finding so far: the class its fixes find
  /// its bundle by may be declared in any of its files (`completingBundleClasses` covers a
  /// framework whose findings come only in the second pass).
  static func lexSkippedFiles(
    _ files: [WorkspaceFile], _ context: [WorkspaceFile], results: inout [FileJob.Result],
    contextResults: inout [FileJob.Result], packageCount: Int, modules: inout ModuleJobs,
    fileSystem: any FileSystem
  ) {
    guard results.contains(where: { !$0.lexed }) || contextResults.contains(where: { !$0.lexed })
    else { return }
    var wrapperNames = Array(repeating: Set<String>(), count: packageCount)
    var labels: Set<String> = []
    for (file, result) in [zip(files, results), zip(context, contextResults)].joined() {
      for wrapper in result.facts.wrappers {
        wrapperNames[file.packageIndex].insert(wrapper.calleeName)
      }
      for wrapper in result.facts.mainBundleWrappers {
        wrapperNames[file.packageIndex].insert(wrapper.name)
      }
      labels.formUnion(result.facts.keySlots.keys)
    }
    let words = wrapperNames.map { names in
      names.isEmpty && labels.isEmpty ? nil : TriggerWords(names.union(labels))
    }
    relex(files, &results, modules: &modules, fileSystem: fileSystem) {
      words[$0.packageIndex]
    }
    relex(context, &contextResults, modules: &modules, fileSystem: fileSystem) {
      words[$0.packageIndex]
    }

    var withFindings: Set<ModuleKey> = []
    for (file, result) in [zip(files, results), zip(context, contextResults)].joined()
    where result.hadFindings && isFramework(file, modules) {
      withFindings.insert(ModuleKey(file))
    }
    guard !withFindings.isEmpty else { return }
    relex(files, &results, modules: &modules, fileSystem: fileSystem) {
      withFindings.contains(ModuleKey($0)) ? .everyFile : nil
    }
    relex(context, &contextResults, modules: &modules, fileSystem: fileSystem) {
      withFindings.contains(ModuleKey($0)) ? .everyFile : nil
    }
  }

  /// A framework whose findings name the class its fixes find its bundle by
  /// (`framework-key-misses-in-host`, `framework-resource-duplicated-in-host`), came only in the
  /// second pass and still has skipped files: those are lexed for their classes, and when the
  /// class changes, its files with findings are linted again with it. Returns the final
  /// results, so changed.
  static func completingBundleClasses(
    _ final: [FileJob.Result], files: [WorkspaceFile], context: [WorkspaceFile],
    first: [FileJob.Result], contextResults: [FileJob.Result], setups: [PackageSetup],
    facts: FirstPassFacts, modules: inout ModuleJobs, fileSystem: any FileSystem
  ) -> [FileJob.Result] {
    var naming: Set<String> = []
    for setup in setups {
      for rule in setup.rules where rule.kind == .resourceContent {
        if rule.check == .frameworkHost || rule.check == .frameworkDuplication {
          naming.insert(rule.id)
        }
      }
    }
    var needed: Set<ModuleKey> = []
    for (file, result) in zip(files, final)
    where isFramework(file, modules)
      && result.diagnostics.contains(where: { naming.contains($0.ruleID) })
    {
      needed.insert(ModuleKey(file))
    }
    let skipped = zip(files + context, first + contextResults).filter {
      !$0.1.lexed && needed.contains(ModuleKey($0.0))
    }.map(\.0)
    guard !skipped.isEmpty else { return final }
    let lexed = FileJob.runAll(
      skipped.map { modules.firstPassJob($0, triggers: .everyFile) }, fileSystem)
    var classes: [ModuleKey: String] = [:]
    for (file, result) in zip(skipped, lexed) {
      let key = ModuleKey(file)
      guard let name = result.facts.bundleClasses.min(),
        (classes[key] ?? facts.bundleClasses[key]).map({ name < $0 }) ?? true
      else { continue }
      classes[key] = name
    }
    guard !classes.isEmpty else { return final }
    modules.learn(bundleClasses: classes)
    let again = files.indices.filter {
      final[$0].hadFindings && classes[ModuleKey(files[$0])] != nil
    }
    let jobs = again.map { index in
      modules.secondPassJob(
        files[index], declarations: facts.declarations[ModuleKey(files[index])] ?? [],
        facts: facts.packages[files[index].packageIndex], keyArguments: facts.keyArguments)
    }
    var completed = final
    for (index, result) in zip(again, FileJob.runAll(jobs, fileSystem)) {
      completed[index] = result
    }
    return completed
  }

  /// Whether `file` belongs to a framework target of an Xcode project.
  private static func isFramework(_ file: WorkspaceFile, _ modules: ModuleJobs) -> Bool {
    let module = modules.contexts[file.packageIndex][file.moduleIndex].module
    return module.binary == .own && module.mainBundle == .host
  }

  /// Lexes the skipped ones of `files` for which `words` gives the words to look for, and
  /// that spell one of them.
  private static func relex(
    _ files: [WorkspaceFile], _ results: inout [FileJob.Result], modules: inout ModuleJobs,
    fileSystem: any FileSystem, words: (WorkspaceFile) -> TriggerWords?
  ) {
    let late = results.indices.compactMap { index -> (Int, TriggerWords)? in
      guard !results[index].lexed, let words = words(files[index]) else { return nil }
      return (index, words)
    }
    guard !late.isEmpty else { return }
    let jobs = late.map { modules.firstPassJob(files[$0.0], triggers: $0.1) }
    let relexed = FileJob.runAll(jobs, fileSystem)
    for (position, (index, _)) in late.enumerated() { results[index] = relexed[position] }
  }
}
