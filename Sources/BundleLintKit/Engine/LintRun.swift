import Dispatch

/// One run of the linter over the packages under some paths: the only stage besides the walker
/// that touches the file system (it reads each Swift file once).
///
/// Files are lexed, matched and linted in parallel across cores; the result does not depend on
/// the order in which they finish.
public enum LintRun {
  /// What to lint and with which rules.
  public struct Request: Sendable {
    /// The paths as the user gave them (files or folders), resolved against `currentDirectory`.
    public var paths: [String]
    /// Absolute path of the folder the tool runs in.
    public var currentDirectory: String
    public var manifestMode: Workspace.ManifestMode
    public var rules: [Rule]

    public init(paths: [String], currentDirectory: String, manifestMode: Workspace.ManifestMode, rules: [Rule]) {
      self.paths = paths
      self.currentDirectory = currentDirectory
      self.manifestMode = manifestMode
      self.rules = rules
    }
  }

  /// What a run found.
  public struct Outcome: Sendable {
    /// All findings, sorted by path, line, column and rule id.
    public var diagnostics: [Diagnostic]
    /// Swift files in modules that own a resource bundle (where the missing-bundle rules speak).
    public var filesLinted: Int
    /// Swift files lexed and matched.
    public var filesScanned: Int
    /// Paths the walk could not use.
    public var problems: [WorkspaceProblem]
    public var packageCount: Int
  }

  /// The rule id of the finding for a Swift file that could not be read.
  public static let unreadableFileRuleID = "unreadable-file"

  /// Lints everything the request names.
  public static func run(_ request: Request, fileSystem: any FileSystem = LocalFileSystem()) -> Outcome {
    let scan = Workspace.load(
      paths: request.paths, manifestMode: request.manifestMode, fileSystem: fileSystem,
      currentDirectory: request.currentDirectory)
    return lint(scan, rules: request.rules, fileSystem: fileSystem)
  }

  /// Lints the files of a workspace scan.
  public static func lint(_ scan: WorkspaceScan, rules: [Rule], fileSystem: any FileSystem) -> Outcome {
    // A path that was skipped (unreadable, a symlink loop, a manifest that cannot be read) is a
    // finding, so the run says it is incomplete; a named path that does not exist is fatal.
    var diagnostics = scan.problems.filter { !$0.isFatal }.map { unreadable($0.path, detail: $0.detail) }

    // Manifest checks: once per package, on the manifest's lines.
    for package in scan.packages where !package.problems.isEmpty {
      let source = try? fileSystem.readFile(package.manifestPath)
      diagnostics += Linter.lintManifest(
        package: package, manifestPath: package.manifestPath, manifestSource: source, rules: rules)
    }

    let contexts = scan.packages.map { package in
      package.modules.map { module in ModuleContext(package: package, module: module) }
    }
    let files = scan.files
    let names = declarationNames(of: rules)

    // Pass 1, in parallel: read, lex, match and lint each file with its own declarations.
    let results = parallelMap(files) { file -> FileResult in
      lintFile(file, context: contexts[file.packageIndex][file.moduleIndex], rules: rules,
        fileSystem: fileSystem, keepDeclarationsNamed: names)
    }

    // Pass 2: a call may resolve to a declaration in another file of its module (an
    // `extension UIImage { convenience init?(named:) }`). Such declarations only ever silence
    // findings, so only files with findings in modules that have them are linted again.
    var declarationsByModule: [ModuleKey: [Declaration]] = [:]
    for (index, file) in files.enumerated() where !results[index].declarations.isEmpty {
      declarationsByModule[ModuleKey(file), default: []] += results[index].declarations
    }
    let byModule = declarationsByModule
    let relint = files.indices.filter { index in
      !results[index].diagnostics.isEmpty && byModule[ModuleKey(files[index])] != nil
    }
    let relinted = parallelMap(relint) { index -> FileResult in
      let file = files[index]
      var context = contexts[file.packageIndex][file.moduleIndex]
      context.declarations = byModule[ModuleKey(file)] ?? []
      return lintFile(file, context: context, rules: rules, fileSystem: fileSystem,
        keepDeclarationsNamed: [])
    }
    var final = results.map(\.diagnostics)
    for (position, index) in relint.enumerated() { final[index] = relinted[position].diagnostics }
    for list in final { diagnostics += list }

    diagnostics.sort {
      ($0.location.path, $0.location.line, $0.location.column, $0.ruleID)
        < ($1.location.path, $1.location.line, $1.location.column, $1.ruleID)
    }
    let linted = files.filter { contexts[$0.packageIndex][$0.moduleIndex].resources.ownsBundle }.count
    return Outcome(
      diagnostics: diagnostics, filesLinted: linted, filesScanned: files.count,
      problems: scan.problems.filter(\.isFatal), packageCount: scan.packages.count)
  }

  /// The findings and the relevant declarations of one file.
  struct FileResult: Sendable {
    var diagnostics: [Diagnostic] = []
    var declarations: [Declaration] = []
  }

  private static func lintFile(
    _ file: WorkspaceFile, context: ModuleContext, rules: [Rule], fileSystem: any FileSystem,
    keepDeclarationsNamed names: Set<String>
  ) -> FileResult {
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readFile(file.path)
    } catch {
      return FileResult(diagnostics: [unreadable(file.path, detail: "\(error)")])
    }
    if SourceText.looksBinary(bytes) {
      return FileResult(diagnostics: [
        unreadable(file.path, detail: "it is a binary file, not Swift source")
      ])
    }
    let tokens = Lexer.tokenize(bytes)
    let syntax = CallMatcher.match(bytes, tokens: tokens)
    let diagnostics = Linter.lint(
      syntax: syntax, tokens: tokens, source: bytes, path: file.path, module: context, rules: rules)
    let declarations = names.isEmpty ? [] : syntax.declarations.filter { names.contains($0.name) }
    return FileResult(diagnostics: diagnostics, declarations: declarations)
  }

  /// The `unreadable-file` finding for `path`.
  static func unreadable(_ path: String, detail: String) -> Diagnostic {
    Diagnostic(
      ruleID: unreadableFileRuleID, severity: .warning,
      message: "could not read this path: \(detail); it was not linted",
      location: SourceLocation(path: path, offset: 0, line: 1, column: 1))
  }

  /// Names a declaration must have to change what a rule reports: the rules' callees, and
  /// `module` for `Bundle.module` itself.
  private static func declarationNames(of rules: [Rule]) -> Set<String> {
    var names: Set<String> = ["module", "init"]
    for rule in rules { for pattern in rule.calls { names.insert(pattern.callee) } }
    return names
  }

  /// Identifies a module across the scan.
  private struct ModuleKey: Hashable {
    var package: Int
    var module: Int
    init(_ file: WorkspaceFile) {
      package = file.packageIndex
      module = file.moduleIndex
    }
  }
}
