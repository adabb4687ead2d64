import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun {
  /// The rules of `catalog` whose findings in a file several targets compile must hold in all
  /// of them (`keepFindingsOfEveryTarget`): those about an extension's own main bundle.
  static func everyTargetRules(of catalog: RuleCatalog) -> Set<String> {
    Set(
      catalog.rules.filter { $0.kind == .resourceContent && $0.check == .extensionHost }.map(\.id))
  }

  /// A file that several targets of an Xcode project compile is linted once in each of them.
  /// A finding about the main bundle of the process that compiles the code (an extension's
  /// own `.appex`) holds only where every one of those targets gets it wrong: a file the app
  /// and its share extension both compile finds the app's table in the app. Such findings
  /// (those of `everyTargetRules`) are kept when all the file's targets report them (by rule
  /// and place); the others, whose evidence is the target's own (a framework's table, code
  /// only an extension compiles), when any does. Each once, with the first target's wording.
  static func keepFindingsOfEveryTarget(
    _ results: inout [FileJob.Result], files: [WorkspaceFile], everyTargetRules: Set<String>
  ) {
    // Each path's first position; the positions of the paths met again (few), by the first.
    var first: [String: Int] = [:]
    first.reserveCapacity(files.count)
    var again: [Int: [Int]] = [:]
    for (position, file) in files.enumerated() {
      if let earlier = first[file.path] {
        again[earlier, default: [earlier]].append(position)
      } else {
        first[file.path] = position
      }
    }
    for shared in again.values {
      func place(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.ruleID) \(diagnostic.location.line):\(diagnostic.location.column)"
      }
      let everywhere = shared.dropFirst().reduce(Set(results[shared[0]].diagnostics.map(place))) {
        $0.intersection(results[$1].diagnostics.map(place))
      }
      var seen: Set<String> = []
      for position in shared {
        results[position].diagnostics = results[position].diagnostics.filter { diagnostic in
          let key = place(diagnostic)
          guard everywhere.contains(key) || !everyTargetRules.contains(diagnostic.ruleID) else {
            return false
          }
          return seen.insert(key).inserted
        }
      }
    }
  }
}
