import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What the passes of a lint hand on, after the first pass: what it learnt of each package, and
/// the modules with that knowledge. One value for the one-shot run (`LintRun.lint`, all files at
/// once) and the language server's session (`LintSession`, one file per edit), so both finish a
/// file the same way:
///
/// 1. the first pass lints every file alone in its module (`LintRun.firstPass`, with the
///    modules as it sees them, which stay as they are);
/// 2. `init(after:files:results:packageCount:everyTargetRules:fileSystem:)` learns from its
///    results: the packages' facts (declarations, wrappers, accessors, keys), and what only the
///    modules' files tell (which code app extensions reach, which code only previews use); the
///    modules of the later passes are a new value made with it (`ModuleJobs.learning(_:)`);
/// 3. `finish(_:results:fileSystem:)` runs the later passes over some of the files: look-alike
///    declarations that resolve a call, the second pass over the files whose findings what was
///    learnt can change (`RelintReason`), and the findings a file shared by several targets
///    must have in each.
struct LintPasses {
  /// What the first pass learnt of each package.
  let facts: FirstPassFacts
  /// The modules with what the first pass learnt; the second pass adds to what it knows.
  private(set) var modules: ModuleJobs
  /// The rules whose findings in a file several targets compile must hold in all of them.
  let everyTargetRules: Set<String>

  /// Learns from the first pass's `results` over `files` (every file of the packages it knows)
  /// with `first`, the modules as that pass saw them, which stay as they are.
  init(
    after first: ModuleJobs, files: [WorkspaceFile], results: [FileJob.Result],
    packageCount: Int, everyTargetRules: Set<String>, fileSystem: any FileSystem
  ) {
    facts = FirstPassFacts(files: files, results: results, packageCount: packageCount)
    modules = first.learning(
      ModuleLearning(facts: facts, files: files, results: results, fileSystem: fileSystem))
    self.everyTargetRules = everyTargetRules
  }

  /// The final results of `files`, whose first-pass results are `results`: the later passes.
  mutating func finish(
    _ files: [WorkspaceFile], results: [FileJob.Result], fileSystem: any FileSystem
  ) -> [FileJob.Result] {
    let resolved = LintRun.droppingResolvedLookalikes(
      results, files: files, facts: facts, modules: modules)
    var final = LintRun.secondPass(
      files, results: resolved.results, needsDeclarations: resolved.needsDeclarations,
      facts: facts, modules: &modules, fileSystem: fileSystem)
    LintRun.keepFindingsOfEveryTarget(&final, files: files, everyTargetRules: everyTargetRules)
    return final
  }
}
