import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CalleeMask {
  /// Writes the mask's four words.
  func write(to writer: inout ByteWriter) {
    for word in [words.0, words.1, words.2, words.3] { writer.unsigned(word) }
  }

  /// The mask `write(to:)` wrote.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    self.init(
      words: (
        try reader.unsigned(), try reader.unsigned(), try reader.unsigned(),
        try reader.unsigned()
      ))
  }
}
