import BundleLintCore
import BundleLintSyntax

/// Why a manifest could not be read at all; the package is then skipped.
package enum ManifestError: Error, Hashable, Sendable {
  /// Nothing but whitespace.
  case empty
  /// NUL bytes or invalid UTF-8: not Swift source.
  case binary
  /// A group, string or comment opened at the position is never closed: a half-written file.
  case incomplete(ManifestPosition)
  /// No `Package(…)` declaration.
  case noPackageCall
  /// `swift package dump-package` failed or printed something unreadable.
  case evaluationFailed(String)

  /// Lowercase, no trailing period; says what is wrong and that the package is skipped.
  package var message: String {
    switch self {
    case .empty:
      "manifest is empty, so the package is skipped; declare 'let package = Package(name: ...)'"
    case .binary:
      "manifest is not Swift source (it holds NUL bytes or invalid UTF-8), so the package is skipped"
    case .incomplete(let position):
      "manifest is incomplete: what opens at line \(position.line), column \(position.column) is never closed, so the package is skipped"
    case .noPackageCall:
      "manifest declares no 'Package(...)', so the package is skipped"
    case .evaluationFailed(let detail):
      "'swift package dump-package' failed, so the package is skipped: \(detail)"
    }
  }
}
