/// Source text with expected findings marked `↓` (as the rule examples mark them): the text
/// without the markers, and the byte offset each marker stood at.
public struct MarkedSource: Sendable, Equatable {
  public static let marker = "↓"

  /// The UTF-8 bytes with every marker removed.
  public var bytes: [UInt8]
  /// The offsets in `bytes` where markers stood, in order.
  public var markers: [Int]

  public init(_ code: String) {
    let markerBytes = Array(Self.marker.utf8)
    let input = Array(code.utf8)
    var bytes: [UInt8] = []
    var markers: [Int] = []
    var i = 0
    while i < input.count {
      if input[i...].starts(with: markerBytes) {
        markers.append(bytes.count)
        i += markerBytes.count
      } else {
        bytes.append(input[i])
        i += 1
      }
    }
    self.bytes = bytes
    self.markers = markers
  }

  /// The text without markers.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}
