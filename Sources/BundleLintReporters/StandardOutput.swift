import Foundation

/// Standard output for reports, which can be tens of megabytes.
package enum StandardOutput {
  /// Writes `bytes`; stops quietly when the reader has gone away.
  package static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write($0) }
  }

  private static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard var next = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let written = writeBytes(next, left)
      if written <= 0 { return }
      next += written
      left -= written
    }
  }

  private static func writeBytes(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int {
    Foundation.write(STDOUT_FILENO, start, count)
  }
}
