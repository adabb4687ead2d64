import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

/// How a position's `character` counts along its line: the encoding the server and the client
/// agreed on in `initialize`.
package enum PositionEncoding: String, Sendable {
  /// UTF-8 bytes, bundlelint's own columns: offered by the client, chosen.
  case utf8 = "utf-8"
  /// UTF-16 code units, the protocol's default: a character outside the Basic Multilingual
  /// Plane counts 2.
  case utf16 = "utf-16"

  /// The encoding for a client that offers `offered` (`general.positionEncodings`): UTF-8 when
  /// offered, else UTF-16, which every client supports.
  static func chosen(from offered: [String]) -> PositionEncoding {
    offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }

  /// The units one character of `utf8Length` UTF-8 bytes counts.
  func units(ofSequence utf8Length: Int) -> Int {
    switch self {
    case .utf8: utf8Length
    case .utf16: utf8Length == 4 ? 2 : 1
    }
  }
}
