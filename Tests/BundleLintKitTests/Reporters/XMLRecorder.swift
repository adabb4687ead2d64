import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses XML and records every element with its attributes and text.
final class XMLRecorder: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  var elements: [Element] = []
  private var open: [Int] = []
  var error: Error?

  /// Parses `xml`; `nil` when it is not well-formed.
  static func parse(_ xml: String) -> [Element]? {
    let recorder = XMLRecorder()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = recorder
    return parser.parse() && recorder.error == nil ? recorder.elements : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributes))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let last = open.last { elements[last].text += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
}
