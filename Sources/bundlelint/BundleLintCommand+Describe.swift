import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax
import Foundation

extension BundleLintCommand {
  /// `bundlelint describe`: what each module owns, as JSON, or the graph of the modules as
  /// Graphviz or Mermaid text (with `--findings`, their findings; with `--focus`, some of them).
  static func describe(_ options: Options, currentDirectory: String) -> ExitCode {
    let paths = options.paths.isEmpty ? ["."] : options.paths
    let scan = Project.load(
      paths: paths, manifestMode: options.manifestMode, fileSystem: LocalFileSystem(),
      currentDirectory: currentDirectory, readingXcodeProjects: true)
    printProblems(scan.problems, currentDirectory: currentDirectory)
    let status: ExitCode = scan.problems.contains(where: \.isFatal) ? .failure : .clean
    let file = options.describeOutput ?? options.outputs.first?.file
    let format = options.describeFormat ?? .json
    guard format.drawsGraph else {
      let helpers = XcodeBundleHelpers.find(in: scan.xcode, fileSystem: LocalFileSystem())
      // The packages as the lint sees them: each file with the other builds that compile it.
      var described = scan
      let units = scan.addingXcodeUnit(fileSystem: LocalFileSystem())
        .addingPodUnit(fileSystem: LocalFileSystem())
      if let path = options.describeFile {
        let source = absolute(path, in: currentDirectory)
        let text = DescribeReport.renderFile(
          source, builds: units.builds(of: source), currentDirectory: currentDirectory)
        return emit(text + "\n", to: file, in: currentDirectory) ? status : .failure
      }
      for index in described.packages.indices {
        described.packages[index].otherBuilds = units.packages[index].otherBuilds
      }
      let text = DescribeReport.render(
        described, currentDirectory: currentDirectory, bundleHelpers: helpers,
        localizations: AppLocalizationsReader.declaredLocalizations(
          in: scan.xcode, fileSystem: LocalFileSystem()))
      return emit(text + "\n", to: file, in: currentDirectory) ? status : .failure
    }
    var lint: LintRun.Request?
    if options.describeFindings {
      guard let catalog = loadCatalog(options) else { return .failure }
      lint = LintRun.Request(
        paths: paths, currentDirectory: currentDirectory, manifestMode: options.manifestMode,
        catalog: catalog, select: options.select.isEmpty ? nil : options.select,
        ignore: options.ignore,
        configurationPath: options.configurationPath.map { absolute($0, in: currentDirectory) })
    }
    var graph: BundleGraph
    do {
      let inputs = try DescribeGraphInputs.read(scan, lint: lint)
      graph = BundleGraph.build(inputs, currentDirectory: currentDirectory)
      if !options.focus.isEmpty { graph = try graph.focused(on: options.focus) }
    } catch let error as BundleGraph.FocusError {
      return fail(error.message)
    } catch {
      return fail("\(error)")
    }
    guard let text = format.render(graph), emit(text, to: file, in: currentDirectory) else {
      return .failure
    }
    if !options.quiet {
      FileHandle.standardError.write(Data(("bundlelint: " + graph.summary + "\n").utf8))
    }
    return status
  }

  /// Writes `text` to `file`, or to standard output without one; false (said) when the file
  /// cannot be written.
  private static func emit(_ text: String, to file: String?, in directory: String) -> Bool {
    guard let file else {
      writeStandardOutput(Array(text.utf8))
      return true
    }
    return write(text, to: file, in: directory)
  }
}
