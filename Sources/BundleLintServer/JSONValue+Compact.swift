import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

extension JSONValue {
  /// The value as compact JSON (no spaces, object members sorted by key), for a protocol
  /// message: whole numbers without a fraction, every string escaped as RFC 8259 requires.
  var compactJSON: [UInt8] {
    var out: [UInt8] = []
    var pending: [(value: JSONValue?, close: UInt8?)] = [(self, nil)]
    // Depth-first without recursion: each container pushes its closing bracket, then its
    // members in reverse.
    while let (value, close) = pending.popLast() {
      if let close {
        out.append(close)
        continue
      }
      guard let value else { continue }
      switch value {
      case .null: out += Array("null".utf8)
      case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
      case .number(let number):
        if number.rounded() == number, abs(number) < 1e15 {
          out += Array(String(Int(number)).utf8)
        } else if number.isFinite {
          out += Array("\(number)".utf8)
        } else {
          out += Array("null".utf8)
        }
      case .string(let text): Self.appendQuoted(text, to: &out)
      case .array(let items):
        out.append(UInt8(ascii: "["))
        pending.append((nil, UInt8(ascii: "]")))
        for (index, item) in items.enumerated().reversed() {
          pending.append((item, nil))
          if index > 0 { pending.append((nil, UInt8(ascii: ","))) }
        }
      case .object(let members):
        out.append(UInt8(ascii: "{"))
        pending.append((nil, UInt8(ascii: "}")))
        let keys = members.keys.sorted()
        for (index, key) in keys.enumerated().reversed() {
          pending.append((members[key], nil))
          pending.append((nil, UInt8(ascii: ":")))
          pending.append((.string(key), nil))
          if index > 0 { pending.append((nil, UInt8(ascii: ","))) }
        }
      }
    }
    return out
  }

  /// `text` between quotes, with quotes, backslashes and control characters escaped.
  private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20:
        out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
