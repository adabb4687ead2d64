import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// How reports spell paths as URIs (SARIF); which path to show is `PathName.displayed(_:in:)`.
package enum ReportPath {
  /// A `file://` URI for an absolute path, percent-encoded; a trailing `/` when `isDirectory`.
  package static func fileURI(_ absolutePath: String, isDirectory: Bool = false) -> String {
    var uri = "file://" + percentEncoded(absolutePath)
    if isDirectory, !uri.hasSuffix("/") { uri += "/" }
    return uri
  }

  /// Percent-encodes every byte except RFC 3986 unreserved characters and `/`.
  static func percentEncoded(_ path: String) -> String {
    var out = ""
    let hex = Array("0123456789ABCDEF".unicodeScalars)
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out.unicodeScalars.append("%")
        out.unicodeScalars.append(hex[Int(byte >> 4)])
        out.unicodeScalars.append(hex[Int(byte & 0xF)])
      }
    }
    return out
  }
}
