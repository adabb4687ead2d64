extension LintRun {
  /// Lexes the files a first pass skipped (`FileJob.Result.lexed`) that spell a name only that
  /// pass could learn: a wrapper of their package (a call of it may be a finding), a main-bundle
  /// wrapper of a framework of the Xcode projects (a call of it, in the framework or in an
  /// extension that runs it, is a lookup), or a label of a `LocalizedStringKey` slot anywhere in
  /// the run (a key passed under it may be one). Each such file's result takes the place of its
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
