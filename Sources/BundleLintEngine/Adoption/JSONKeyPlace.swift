import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Where a key of a JSON document is written: the 1-based line and UTF-8 column of its opening
/// quote, for errors that point at the bad key (`.bundlelint.json:3:3: error: unknown key`).
///
/// A small scanner of its own (the strict reader keeps no positions): it follows objects and
/// arrays and matches object keys only, so `lookupAPIs[0].rule` is the first `rule` key inside
/// the first object of `lookupAPIs`. Text that is not valid JSON gives nil at worst.
enum JSONKeyPlace {
  /// The place of the key at `keyPath` (`rules.text-without-module-bundle`, `lookupAPIs[1].rule`)
  /// in `text`, or nil when it is not found (a missing key: its parent's place, if any).
  static func find(_ keyPath: String, in text: [UInt8]) -> (line: Int, column: Int)? {
    let wanted = components(keyPath)
    var path: [Component] = []
    // Per open container: is it an object, and the key or index it sits under.
    var stack: [(isObject: Bool, index: Int)] = []
    var pendingKey: Component?
    var best: (depth: Int, offset: Int)?
    var i = 0
    while i < text.count {
      let byte = text[i]
      switch byte {
      case UInt8(ascii: "\""):
        let start = i
        var key: [UInt8] = []
        i += 1
        while i < text.count, text[i] != UInt8(ascii: "\"") {
          if text[i] == UInt8(ascii: "\\"), i + 1 < text.count { i += 1 }
          key.append(text[i])
          i += 1
        }
        var after = i + 1
        while after < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[after]) { after += 1 }
        if stack.last?.isObject == true, after < text.count, text[after] == UInt8(ascii: ":") {
          let component = Component.key(String(decoding: key, as: UTF8.self))
          pendingKey = component
          let here = path + [component]
          let matched = zip(here, wanted).prefix { $0 == $1 }.count
          if matched == here.count, matched > (best?.depth ?? 0) {
            best = (matched, start)
            if matched == wanted.count { return place(of: start, in: text) }
          }
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if let parent = stack.last {
          path.append(parent.isObject ? pendingKey ?? .index(0) : .index(parent.index))
        }
        stack.append((byte == UInt8(ascii: "{"), 0))
        pendingKey = nil
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        stack.removeLast(stack.isEmpty ? 0 : 1)
        if !path.isEmpty, !stack.isEmpty { path.removeLast() }
      case UInt8(ascii: ","):
        if let last = stack.indices.last, !stack[last].isObject { stack[last].index += 1 }
      default: break
      }
      i += 1
    }
    return best.map { place(of: $0.offset, in: text) }
  }

  /// One step of a key path.
  enum Component: Equatable {
    case key(String)
    case index(Int)
  }

  /// `lookupAPIs[1].rule` → key `lookupAPIs`, index 1, key `rule`.
  static func components(_ keyPath: String) -> [Component] {
    var result: [Component] = []
    for part in keyPath.split(separator: ".", omittingEmptySubsequences: true) {
      var name = Substring(part)
      var indices: [Int] = []
      while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
        indices.insert(
          Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) ?? 0, at: 0)
        name = name[..<open]
      }
      if !name.isEmpty { result.append(.key(String(name))) }
      result += indices.map(Component.index)
    }
    return result
  }

  private static func place(of offset: Int, in text: [UInt8]) -> (line: Int, column: Int) {
    let location = SourceLocationConverter(text).location(of: offset)
    return (location.line, location.column)
  }
}
