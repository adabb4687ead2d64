import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun {
  /// What each file tells of what an app extension reaches, in the package modules whose
  /// findings wait on that evidence (`CheckDependencies.hostReferences`): the later passes widen
  /// what an extension is known to run from the types its own files name, through the types
  /// those types' code creates (`ModuleReach.closure`). Only those modules' files are read and
  /// lexed again, and only when such a finding waits: most runs have none.
  static func moduleReach(
    _ files: [WorkspaceFile], results: [FileJob.Result], fileSystem: any FileSystem
  ) -> [ModuleKey: [ModuleReach]] {
    var waiting: Set<ModuleKey> = []
    for (file, result) in zip(files, results) where result.dependsOn.contains(.hostReferences) {
      waiting.insert(ModuleKey(file))
    }
    guard !waiting.isEmpty else { return [:] }
    var seen: Set<WorkspaceFile> = []
    let reading = files.filter { waiting.contains(ModuleKey($0)) && seen.insert($0).inserted }
    let read = parallelMap(reading) { file -> ModuleReach? in
      guard let bytes = try? fileSystem.readFile(file.path), !SourceText.isTooLarge(bytes),
        !SourceText.looksBinary(bytes)
      else { return nil }
      let tokens = Lexer.tokenize(bytes)
      return ModuleReach(
        syntax: CallMatcher.match(bytes, tokens: tokens), tokens: tokens, source: bytes)
    }
    var reach: [ModuleKey: [ModuleReach]] = [:]
    for (file, fileReach) in zip(reading, read) {
      if let fileReach { reach[ModuleKey(file), default: []].append(fileReach) }
    }
    return reach
  }
}
