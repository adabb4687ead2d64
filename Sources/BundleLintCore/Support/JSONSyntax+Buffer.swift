extension JSONSyntax {
  // The grammar's pieces for a reader in another module that holds its document as a buffer
  // (the String Catalog reader). Generic code is specialized only inside its own module, so a
  // generic call from another module would read every byte through witness tables; these
  // concrete entry points are specialized here.

  /// `skippingWhitespace(_:from:)` over `buffer`.
  package static func skippingWhitespace(in buffer: UnsafeBufferPointer<UInt8>, from index: Int)
    -> Int
  {
    skippingWhitespace(buffer, from: index)
  }

  /// `scanNumber(_:from:)` over `buffer`.
  package static func scanNumber(in buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> (
    end: Int, isValid: Bool
  ) {
    scanNumber(buffer, from: index)
  }

  /// `take(_:in:at:)` over `buffer`.
  package static func take(
    _ byte: UInt8, inBuffer buffer: UnsafeBufferPointer<UInt8>, at index: inout Int
  ) -> Bool {
    take(byte, in: buffer, at: &index)
  }

  /// `take(word:in:at:)` over `buffer`.
  package static func take(
    word: StaticString, inBuffer buffer: UnsafeBufferPointer<UInt8>, at index: inout Int
  ) -> Bool {
    take(word: word, in: buffer, at: &index)
  }

  /// `scanString(_:quote:)` over `buffer`.
  package static func scanString(in buffer: UnsafeBufferPointer<UInt8>, quote: Int) -> Result<
    ScannedString, StringFailure
  > {
    scanString(buffer, quote: quote)
  }

  /// `text(of:in:)` over `buffer`.
  package static func text(of string: ScannedString, inBuffer buffer: UnsafeBufferPointer<UInt8>)
    -> String
  {
    text(of: string, in: buffer)
  }
}
