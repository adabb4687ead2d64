import BundleLintCore
import BundleLintSyntax

extension WorkspaceProblem {
  /// A path the user named that bundlelint cannot use at all: the run fails with exit code 2.
  /// Other problems skip one file or folder and the walk goes on.
  package var isFatal: Bool { kind == .notFound || kind == .noPackage || kind == .resourceFile }

  /// `'Sources/App' could not be read: permission denied`, with the path as the user sees it.
  package func message(relativeTo currentDirectory: String) -> String {
    let shown = PathName.displayed(path, in: currentDirectory) ?? path
    switch kind {
    case .notFound: return "'\(shown)': \(detail)"
    case .noPackage: return "no Swift package found under '\(shown)': \(detail)"
    case .resourceFile: return "'\(shown)' is not linted on its own: \(detail)"
    case .symlinkLoop, .brokenSymlink: return "skipped '\(shown)': \(detail)"
    case .unreadableFile, .unreadableFolder, .unreadableManifest:
      return "skipped '\(shown)': \(detail)"
    }
  }
}
