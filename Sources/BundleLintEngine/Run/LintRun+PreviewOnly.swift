import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun {
  /// For each module whose first-pass findings sit in code that only its file's previews name
  /// (`FileJob.FileFacts.previewOnlyCandidates`), the names that no other file of the module
  /// spells: only those modules' files are read again, for a byte search.
  static func previewOnlyNames(
    _ files: [WorkspaceFile], results: [FileJob.Result], fileSystem: any FileSystem
  ) -> [ModuleKey: Set<String>] {
    // Each candidate with the file declaring it, by module.
    var candidates: [ModuleKey: [String: Set<String>]] = [:]
    for (file, result) in zip(files, results) {
      for name in result.facts.previewOnlyCandidates {
        candidates[ModuleKey(file), default: [:]][name, default: []].insert(file.path)
      }
    }
    guard !candidates.isEmpty else { return [:] }
    let names = candidates.mapValues { Set($0.keys) }
    var seen: Set<WorkspaceFile> = []
    let reading = files.filter { names[ModuleKey($0)] != nil && seen.insert($0).inserted }
    let spelled = parallelMap(reading) { file -> Set<String> in
      guard let bytes = try? fileSystem.readFile(file.path) else { return [] }
      return PreviewOnlyCode.spelled(names[ModuleKey(file)] ?? [], in: bytes)
    }
    var named = candidates.mapValues { _ in Set<String>() }
    for (file, names) in zip(reading, spelled) {
      let key = ModuleKey(file)
      for name in names where candidates[key]?[name]?.contains(file.path) == false {
        named[key, default: []].insert(name)
      }
    }
    var previewOnly: [ModuleKey: Set<String>] = [:]
    for (key, byName) in candidates {
      let only = Set(byName.keys).subtracting(named[key] ?? [])
      if !only.isEmpty { previewOnly[key] = only }
    }
    return previewOnly
  }
}
