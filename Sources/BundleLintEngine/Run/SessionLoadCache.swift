import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What a `LintSession`'s load reads through and serves its first pass from when it goes
/// through the rerun cache (a later stage: `RunCache.SessionLoad`).
package protocol SessionLoadCache: AnyObject {
  /// The file system the load reads through (the disk, each read recorded).
  var fileSystem: any FileSystem { get }
  /// What serves the first pass of a load of the packages at `roots`; nil for nothing.
  func reuse(roots: [String]) -> (any FileJobReuse)?
  /// After the first pass: stores what the load read and found; returns how many files'
  /// results it served.
  func finish() -> Int
}
