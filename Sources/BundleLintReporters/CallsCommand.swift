import BundleLintCore
import BundleLintSyntax

/// `bundlelint calls FILE...`: every call the matcher sees in each file, for debugging the
/// rules' call shapes.
package struct CallsCommand {
  /// The files, as given.
  package var paths: [String]
  package var currentDirectory: String

  package init(paths: [String], currentDirectory: String) {
    self.paths = paths
    self.currentDirectory = currentDirectory
  }

  /// Runs the command on `console`; a file that cannot be read is said, and fails the run.
  package func run(_ console: Console) -> ExitCode {
    var status = ExitCode.clean
    for path in paths {
      guard
        let bytes = try? console.fileSystem.readFile(RunScope.absolute(path, in: currentDirectory))
      else {
        status = .failure
        console.printError("cannot read '\(path)'")
        continue
      }
      let syntax = CallMatcher.match(bytes)
      let text = CallListing.render(
        syntax, path: path, converter: SourceLocationConverter(bytes))
      console.writeStandardOutput(Array(text.utf8))
    }
    return status
  }
}
