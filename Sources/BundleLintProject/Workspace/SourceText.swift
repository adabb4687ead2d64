import BundleLintCore
import BundleLintSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about a file's bytes that decide whether it is linted at all.
package enum SourceText {
  /// Over 2 GB: more tokens than the call matcher's 32-bit indices reach (`PackedIndex`; a file
  /// has fewer tokens than bytes).
  package static func isTooLarge(_ bytes: [UInt8]) -> Bool {
    bytes.count > PackedIndex.maximumCount
  }

  /// A NUL byte in the first 8 KiB: a binary file with a `.swift` name (Swift source has none).
  package static func looksBinary(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, 0, Swift.min(buffer.count, 8192)) != nil
    }
  }
}
