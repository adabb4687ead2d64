extension Linter {
  /// The findings of the `manifest` rules among `rules` for the resource problems of `package`,
  /// each on the manifest line that declares the resource (or the target).
  ///
  /// - Parameters:
  ///   - manifestPath: the manifest's path as it will be printed.
  ///   - manifestSource: the manifest's bytes, for byte offsets and line text; optional.
  public static func lintManifest(
    package: ResolvedPackage, manifestPath: String, manifestSource: [UInt8]? = nil,
    rules: [Rule]
  ) -> [Diagnostic] {
    lintManifest(
      problems: package.problems, manifestPath: manifestPath, manifestSource: manifestSource,
      rules: rules)
  }

  /// The findings of the `manifest` rules for `problems`.
  public static func lintManifest(
    problems: [ResourceProblem], manifestPath: String, manifestSource: [UInt8]? = nil,
    rules: [Rule]
  ) -> [Diagnostic] {
    let converter = manifestSource.map(SourceLocationConverter.init)
    var diagnostics: [Diagnostic] = []
    for rule in rules where rule.kind == .manifest {
      for problem in problems where problem.kind == rule.problem {
        let position = problem.position ?? ManifestPosition(line: 1, column: 1)
        var offset = 0
        var lineText = ""
        if let converter, position.line >= 1, position.line <= converter.lineStarts.count {
          offset = min(
            converter.lineStarts[position.line - 1] + max(position.column - 1, 0),
            manifestSource?.count ?? 0)
          lineText = converter.lineText(position.line).trimmingWhitespace()
        }
        let location = SourceLocation(
          path: manifestPath, offset: offset, line: position.line, column: position.column,
          utf16Column: converter.map { $0.utf16Column(of: offset) })
        let message = MessageTemplate.render(
          rule.message, ["target": problem.target, "path": problem.path])
        diagnostics.append(
          Diagnostic(
            ruleID: rule.id, severity: rule.severity, message: message, location: location,
            lineText: lineText))
      }
    }
    return diagnostics.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
  }
}
