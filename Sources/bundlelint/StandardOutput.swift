import Foundation

/// Standard output for reports, which can be tens of megabytes.
enum StandardOutput {
  /// Writes `text` from its own UTF-8 storage, without copying it first; stops quietly when the
  /// reader has gone away.
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard var next = bytes.baseAddress else { return }
      var left = bytes.count
      while left > 0 {
        let written = writeBytes(next, left)
        if written <= 0 { return }
        next += written
        left -= written
      }
    }
  }

  private static func writeBytes(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int {
    Foundation.write(STDOUT_FILENO, start, count)
  }
}
