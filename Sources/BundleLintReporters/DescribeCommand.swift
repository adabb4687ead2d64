import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules

/// `bundlelint describe`: what each module owns, as JSON; with `file`, the builds that compile
/// one Swift file; or the graph of the modules as Graphviz or Mermaid text (with `findings`,
/// their findings; with `focus`, some of them and their neighbours).
package struct DescribeCommand {
  /// What is described; its rules and selection matter only to `findings`.
  package var scope: RunScope
  /// `--format dot|mermaid` draws the graph; nil or `json` describes the packages.
  package var format: DescribeFormat?
  /// `--output FILE`: where the text goes instead of standard output.
  package var output: String?
  /// `--findings`: the graph counts the findings of a lint of the same paths.
  package var findings = false
  /// `--focus`: the graph draws these modules and their neighbours only.
  package var focus: [String] = []
  /// `--file PATH`: the builds that compile this Swift file, instead of the packages.
  package var file: String?
  /// `--quiet`: no summary of the graph on standard error.
  package var quiet = false

  package init(scope: RunScope) {
    self.scope = scope
  }

  /// Runs the command on `console`; the status the process exits with.
  package func run(_ console: Console) -> ExitCode {
    let currentDirectory = scope.currentDirectory
    let fileSystem = console.fileSystem
    let scan = Project.load(
      paths: scope.pathsOrCurrent, manifestMode: scope.manifestMode, fileSystem: fileSystem,
      currentDirectory: currentDirectory, readingXcodeProjects: true)
    console.printProblems(scan.problems, currentDirectory: currentDirectory)
    let status: ExitCode = scan.problems.contains(where: \.isFatal) ? .failure : .clean
    let format = format ?? .json
    guard format.drawsGraph else {
      let helpers = XcodeBundleHelpers.find(
        in: scan.xcode, fileSystem: fileSystem, declared: BundleHelper.find)
      // The packages as the lint sees them: each file with the other builds that compile it.
      var described = scan
      let units = scan.addingXcodeUnit(fileSystem: fileSystem)
        .addingPodUnit(fileSystem: fileSystem)
      if let file {
        let source = scope.absolute(file)
        let text = DescribeReport.renderFile(
          source, builds: units.builds(of: source), currentDirectory: currentDirectory)
        return emit(text + "\n", console) ? status : .failure
      }
      for index in described.packages.indices {
        described.packages[index].otherBuilds = units.packages[index].otherBuilds
      }
      let text = DescribeReport.render(
        described, currentDirectory: currentDirectory, bundleHelpers: helpers,
        localizations: AppLocalizationsReader.declaredLocalizations(
          in: scan.xcode, fileSystem: fileSystem))
      return emit(text + "\n", console) ? status : .failure
    }
    var lint: LintRun.Request?
    if findings {
      guard let catalog = scope.catalog(console) else { return .failure }
      // The graph's lint reads every file the description does: `--exclude` is not applied.
      var request = scope.request(catalog: catalog)
      request.excluded = []
      lint = request
    }
    var graph: BundleGraph
    do {
      let inputs = try DescribeGraphInputs.read(scan, lint: lint, fileSystem: fileSystem)
      graph = BundleGraph.build(inputs, currentDirectory: currentDirectory)
      if !focus.isEmpty { graph = try graph.focused(on: focus) }
    } catch let error as BundleGraph.FocusError {
      return console.fail(error.message)
    } catch {
      return console.fail("\(error)")
    }
    guard let text = format.render(graph), emit(text, console) else { return .failure }
    if !quiet {
      console.writeStandardError("bundlelint: " + graph.summary)
    }
    return status
  }

  /// Writes `text` to `output`, or to standard output without one; false (said) when the file
  /// cannot be written.
  private func emit(_ text: String, _ console: Console) -> Bool {
    guard let output else {
      console.writeStandardOutput(Array(text.utf8))
      return true
    }
    return console.write(text, to: output, in: scope.currentDirectory)
  }
}
