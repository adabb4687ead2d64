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
      // Only a regular file is read: a folder or a device is not a source file.
      let absolute = RunScope.absolute(path, in: currentDirectory)
      guard console.fileSystem.type(of: absolute) == .file,
        let bytes = try? console.fileSystem.readFile(absolute)
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
