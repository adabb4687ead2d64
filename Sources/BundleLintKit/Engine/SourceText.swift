/// Facts about a file's bytes that decide whether it is linted at all.
enum SourceText {
  /// A NUL byte in the first 8 KiB: a binary file with a `.swift` name (Swift source has none).
  static func looksBinary(_ bytes: [UInt8]) -> Bool {
    bytes.prefix(8192).contains(0)
  }
}
