import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Why a baseline file cannot be used. Rendered in one place, `description`.
package enum BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
  case unreadable(file: String)
  /// Not a baseline: `keyPath` says where, `detail` what is wrong.
  case invalid(file: String, keyPath: String, detail: String)
  case unsupportedVersion(file: String, found: String)

  package var description: String {
    switch self {
    case .unreadable(let file):
      "\(file): error: cannot read the baseline; write one with '--write-baseline \(file)'"
    case .invalid(let file, let keyPath, let detail):
      "\(file): error: not a bundlelint baseline: \(keyPath): \(detail); write it again with '--write-baseline \(file)'"
    case .unsupportedVersion(let file, let found):
      "\(file): error: baseline version \(found) is not supported (this bundlelint reads version \(Baseline.version)); write it again with '--write-baseline \(file)'"
    }
  }
}
