/// A place in a file: the path as it will be printed, the byte offset, and 1-based line and
/// columns (UTF-8 bytes as swiftc; UTF-16 code units for SARIF).
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var path: String
  public var offset: Int
  public var line: Int
  public var column: Int
  public var utf16Column: Int

  public init(path: String, offset: Int, line: Int, column: Int, utf16Column: Int? = nil) {
    self.path = path
    self.offset = offset
    self.line = line
    self.column = column
    self.utf16Column = utf16Column ?? column
  }

  public init(path: String, offset: Int, converter: SourceLocationConverter) {
    let (line, column) = converter.location(of: offset)
    self.init(
      path: path, offset: offset, line: line, column: column,
      utf16Column: converter.utf16Column(of: offset))
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    if a.path != b.path { return a.path < b.path }
    if a.line != b.line { return a.line < b.line }
    return a.column < b.column
  }
}
