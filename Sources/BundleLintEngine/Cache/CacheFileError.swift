import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Why a cache file could not be used or written.
enum CacheFileError: Error, Hashable, Sendable {
  /// Not a cache file of this version, truncated, its checksum does not match, or its bytes do
  /// not read as the values they stand for (`BinaryDecodingError`, mapped here): a miss.
  case damaged
  /// Writing failed with this `errno`.
  case cannotWrite(code: Int32)
}
