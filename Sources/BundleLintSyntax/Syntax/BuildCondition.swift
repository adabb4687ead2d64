import BundleLintCore

/// Decides, from the `#if` clauses around code and a build's `CompilationConditions`, whether
/// the build compiles it.
///
/// Three-valued: the identifiers the build sets are true, those it never sets false,
/// `true`/`false` are themselves, `os(iOS)` is what the build's platforms say (unknown when they
/// are not known), the other calls (`canImport(UIKit)`) are unknown, and any other identifier is what the build's `CompilationConditions` say (`DEBUG` unknown, in a
/// SwiftPM build any identifier it does not define false). Rules stay silent only on code that
/// is definitely not compiled. Parsing is iterative, so a condition nested 100,000
/// parentheses deep costs a loop, not the stack.
public enum BuildCondition {
  /// A truth value that may be unknown (Kleene's logic).
  public enum Truth: Hashable, Sendable {
    case yes, no, unknown

    static prefix func ! (value: Truth) -> Truth {
      switch value {
      case .yes: .no
      case .no: .yes
      case .unknown: .unknown
      }
    }

    static func && (a: Truth, b: Truth) -> Truth {
      if a == .no || b == .no { return .no }
      if a == .yes && b == .yes { return .yes }
      return .unknown
    }

    static func || (a: Truth, b: Truth) -> Truth {
      if a == .yes || b == .yes { return .yes }
      if a == .no && b == .no { return .no }
      return .unknown
    }
  }

  /// Whether code under `clauses` (outermost first) is compiled in a build with `conditions`.
  public static func compiled(
    _ clauses: [ConditionalClause], under conditions: CompilationConditions
  )
    -> Truth
  {
    var result = Truth.yes
    for clause in clauses {
      let active =
        (clause.condition.map { evaluate($0, under: conditions) } ?? .yes)
        && clause.earlierConditionList.noneHold(under: conditions)
      result = result && active
      if result == .no { return .no }
    }
    return result
  }

  private enum Operator { case not, and, or, open }

  /// The value of one condition written without whitespace (`!SWIFT_PACKAGE&&os(iOS)`) in a
  /// build with `conditions`; unknown when it does not parse.
  public static func evaluate(_ condition: String, under conditions: CompilationConditions)
    -> Truth
  {
    let bytes = Array(condition.utf8)
    var values: [Truth] = []
    var operators: [Operator] = []
    var expectOperand = true
    var i = 0

    func precedence(_ op: Operator) -> Int {
      switch op {
      case .not: 3
      case .and: 2
      case .or: 1
      case .open: 0
      }
    }
    /// Applies the top operator; false when the stack is malformed.
    func reduce() -> Bool {
      guard let op = operators.popLast() else { return false }
      switch op {
      case .not:
        guard let a = values.popLast() else { return false }
        values.append(!a)
      case .and, .or:
        guard let b = values.popLast(), let a = values.popLast() else { return false }
        values.append(op == .and ? a && b : a || b)
      case .open:
        return false
      }
      return true
    }
    func pushBinary(_ op: Operator) -> Bool {
      while let top = operators.last, top != .open, precedence(top) >= precedence(op) {
        guard reduce() else { return false }
      }
      operators.append(op)
      return true
    }

    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        i += 1
      case UInt8(ascii: "!") where expectOperand:
        operators.append(.not)
        i += 1
      case UInt8(ascii: "(") where expectOperand:
        operators.append(.open)
        i += 1
      case UInt8(ascii: ")") where !expectOperand:
        while let top = operators.last, top != .open {
          guard reduce() else { return .unknown }
        }
        guard operators.popLast() == .open else { return .unknown }
        i += 1
      case UInt8(ascii: "&") where !expectOperand && i + 1 < bytes.count && bytes[i + 1] == byte,
        UInt8(ascii: "|") where !expectOperand && i + 1 < bytes.count && bytes[i + 1] == byte:
        guard pushBinary(byte == UInt8(ascii: "&") ? .and : .or) else { return .unknown }
        expectOperand = true
        i += 2
      default:
        guard expectOperand, isIdentifierByte(byte) else { return .unknown }
        let start = i
        while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
        let name = String(decoding: bytes[start..<i], as: UTF8.self)
        var value: Truth?
        if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
          // `os(iOS)` as far as the build's platforms say; `compiler(>=5.9)` and the other
          // calls unknown: skip the balanced argument.
          guard let end = endOfArgument(bytes, from: i) else { return .unknown }
          value =
            name == "os"
            ? conditions.isPlatform(String(decoding: bytes[(i + 1)..<(end - 1)], as: UTF8.self))
            : .unknown
          i = end
        }
        values.append(value ?? conditions.value(of: name))
        while operators.last == .not {
          guard reduce() else { return .unknown }
        }
        expectOperand = false
      }
    }
    guard !expectOperand else { return .unknown }
    while !operators.isEmpty {
      guard reduce() else { return .unknown }
    }
    return values.count == 1 ? values[0] : .unknown
  }

  /// Adds to `names` the identifiers `condition` tests, other than `true`, `false` and calls
  /// (`os(iOS)`: their arguments are skipped).
  static func identifiers(in condition: String, into names: inout Set<String>) {
    let bytes = Array(condition.utf8)
    var i = 0
    while i < bytes.count {
      guard isIdentifierByte(bytes[i]) else {
        i += 1
        continue
      }
      let start = i
      while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
      if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
        i = endOfArgument(bytes, from: i) ?? bytes.count
        continue
      }
      let name = String(decoding: bytes[start..<i], as: UTF8.self)
      if name != "true", name != "false" { names.insert(name) }
    }
  }

  /// From the `(` at `start`, the index just past the `)` that closes it; nil when none does.
  private static func endOfArgument(_ bytes: [UInt8], from start: Int) -> Int? {
    var i = start
    var depth = 0
    repeat {
      if bytes[i] == UInt8(ascii: "(") { depth += 1 }
      if bytes[i] == UInt8(ascii: ")") { depth -= 1 }
      i += 1
    } while i < bytes.count && depth > 0
    return depth == 0 ? i : nil
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
