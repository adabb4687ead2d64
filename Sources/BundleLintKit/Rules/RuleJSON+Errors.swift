import Foundation

extension RuleJSON {
  /// Why `JSONDecoder` rejected a document, as a message fragment: lowercase, no trailing period
  /// (`unexpected character '}' around line 3, column 1`). Shared by the rule files and the
  /// configuration file.
  static func describe(_ error: any Error) -> String {
    var text: String
    if case DecodingError.dataCorrupted(let context) = error {
      let underlying = context.underlyingError as NSError?
      text = underlying?.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
    } else {
      text = "not a JSON document"
    }
    while text.hasSuffix(".") { text.removeLast() }
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
