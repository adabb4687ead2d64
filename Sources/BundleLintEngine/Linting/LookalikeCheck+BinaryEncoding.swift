import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LookalikeCheck {
  /// Writes `check`: one byte, 0 for none, 1 for a call (then the callee, the labels and the
  /// pattern's index in `patterns`, -1 when it is not there), 2 for a variable (then the name
  /// and the receivers).
  static func write(
    _ check: LookalikeCheck?, to writer: inout ByteWriter, patterns: [CallPattern: Int]
  ) {
    switch check {
    case nil:
      writer.byte(0)
    case .call(let callee, let labels, let pattern):
      writer.byte(1)
      writer.string(callee)
      writer.strings(labels)
      writer.int(patterns[pattern] ?? -1)
    case .variable(let name, let receivers):
      writer.byte(2)
      writer.string(name)
      writer.strings(receivers)
    }
  }

  /// The check `write(_:to:patterns:)` wrote, nil for none; `patterns` are the ones it was
  /// written with, as a list.
  init?(reading reader: inout ByteReader, patterns: [CallPattern]) throws(BinaryDecodingError) {
    switch try reader.byte() {
    case 0:
      return nil
    case 1:
      let callee = try reader.string()
      let labels = try reader.strings()
      let index = try reader.int()
      guard patterns.indices.contains(index) else { throw .malformed }
      self = .call(callee: callee, labels: labels, pattern: patterns[index])
    case 2:
      self = .variable(name: try reader.string(), receivers: try reader.strings())
    default:
      throw .malformed
    }
  }
}
