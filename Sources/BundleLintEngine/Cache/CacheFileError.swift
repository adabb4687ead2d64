import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Why a cache file could not be used or written.
enum CacheFileError: Error, Hashable, Sendable {
  /// Not a cache file of this version, truncated, or its checksum does not match: a miss.
  case damaged
  /// Writing failed with this `errno`.
  case cannotWrite(code: Int32)
}
