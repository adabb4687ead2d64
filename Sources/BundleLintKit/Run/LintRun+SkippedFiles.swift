extension LintRun {
  /// Lexes the files a first pass skipped (`FileJob.Result.lexed`) that spell a name only that
  /// pass could learn: a wrapper of their package (a call of it may be a finding) or a label of
  /// a `LocalizedStringKey` slot anywhere in the run (a key passed under it may be one). Each
  /// such file's result takes the place of its skipped one, so the facts keep the files' order.
  /// Those files spell no trigger word, so they declare no wrapper and no slot themselves: one
  /// round is enough.
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
      labels.formUnion(result.facts.keySlots.keys)
    }
    let words = wrapperNames.map { names in
      names.isEmpty && labels.isEmpty ? nil : TriggerWords(names.union(labels))
    }
    relex(files, &results, words: words, modules: &modules, fileSystem: fileSystem)
    relex(context, &contextResults, words: words, modules: &modules, fileSystem: fileSystem)
  }

  /// Lexes the skipped ones of `files` that spell one of their package's `words`.
  private static func relex(
    _ files: [WorkspaceFile], _ results: inout [FileJob.Result], words: [TriggerWords?],
    modules: inout ModuleJobs, fileSystem: any FileSystem
  ) {
    let late = results.indices.filter { !results[$0].lexed && words[files[$0].packageIndex] != nil }
    guard !late.isEmpty else { return }
    let jobs = late.map { modules.firstPassJob(files[$0], triggers: words[files[$0].packageIndex]) }
    let relexed = parallelMap(jobs) { $0.run(fileSystem) }
    for (position, index) in late.enumerated() { results[index] = relexed[position] }
  }
}
