extension SourceLocationConverter {
  /// The offset of the first line break at or after `offset`, or the end of `source`.
  static func lineEnd(after offset: Int, in source: [UInt8]) -> Int {
    var i = offset
    while i < source.count, source[i] != 0x0A, source[i] != 0x0D { i += 1 }
    return i
  }
}
