import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

/// Which build of the tool is running: the executable's path, size, modification time, inode and
/// device (not its change time, which tools that only read it may move). A development build
/// changes them without changing the version, and the built-in rules are compiled into the
/// executable, so this names the rules as well.
enum ToolIdentity {
  /// The running executable's identity, or nil when it cannot be found (then nothing is cached).
  static let current: String? = {
    #if os(Linux)
      let path = "/proc/self/exe"
    #else
      guard let path = Bundle.main.executablePath else { return nil }
    #endif
    let snapshot = FileSnapshot.take(path)
    guard snapshot.exists else { return nil }
    let resolved = (try? LocalFileSystem().realPath(path)) ?? path
    return [
      resolved, String(snapshot.size), String(snapshot.modified), String(snapshot.inode),
      String(snapshot.device),
    ].joined(separator: " ")
  }()
}
