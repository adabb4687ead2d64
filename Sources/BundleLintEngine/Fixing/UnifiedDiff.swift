import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A unified diff of a file's bytes before and after its fixes, as `git apply` and `patch -p1`
/// take it: `a/` and `b/` paths, hunks with three lines of context, and `\ No newline at end of
/// file` where a side's last line has none. A pure function over bytes.
package enum UnifiedDiff {
  /// Lines of context around each change.
  static let context = 3

  /// The diff of every fixed file, each named by its path relative to `currentDirectory` (the
  /// absolute path when it lies outside), so `git apply` in that folder takes it.
  package static func render(_ files: [FixedFile], currentDirectory: String) -> String {
    files.map { file in
      let shown = file.displayPath(in: currentDirectory)
      return render(
        path: shown.hasPrefix("/") ? String(shown.dropFirst()) : shown, old: file.original,
        new: file.fixed)
    }.joined()
  }

  /// The diff of `old` to `new`, named `path` (relative, as the diff's `a/` and `b/` paths);
  /// empty when they are equal.
  package static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
    guard old != new else { return "" }
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a, b)
    var out = "--- a/\(path)\n+++ b/\(path)\n"
    for hunk in hunks(script) {
      let oldStart = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart + 1
      let newStart = hunk.newCount == 0 ? hunk.newStart : hunk.newStart + 1
      out += "@@ -\(range(oldStart, hunk.oldCount)) +\(range(newStart, hunk.newCount)) @@\n"
      for step in script[hunk.steps] {
        switch step {
        case .same(let i, _): out += line(" ", a[i])
        case .delete(let i): out += line("-", a[i])
        case .insert(let j): out += line("+", b[j])
        }
      }
    }
    return out
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  /// One line of a hunk: the marker, the line's bytes, and the marker of a missing newline.
  private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
    if bytes.last == UInt8(ascii: "\n") {
      return marker + String(decoding: bytes, as: UTF8.self)
    }
    return marker + String(decoding: bytes, as: UTF8.self) + "\n\\ No newline at end of file\n"
  }

  /// The lines of `bytes`, each with its `\n` (the last one may have none).
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  /// One step of turning the old lines into the new ones.
  enum Step: Equatable {
    case same(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  /// A shortest edit script (Myers' algorithm) between two line lists, after the common
  /// prefix and suffix are set aside: fixes change few lines of long files.
  static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var steps = (0..<prefix).map { Step.same($0, $0) }
    steps += myers(a, prefix..<(a.count - suffix), b, prefix..<(b.count - suffix))
    steps += (0..<suffix).map { Step.same(a.count - suffix + $0, b.count - suffix + $0) }
    return steps
  }

  /// Myers' O((N+M)D) diff of `a[ra]` and `b[rb]`, with its trace kept to walk back.
  private static func myers(
    _ a: [ArraySlice<UInt8>], _ ra: Range<Int>, _ b: [ArraySlice<UInt8>], _ rb: Range<Int>
  ) -> [Step] {
    let n = ra.count
    let m = rb.count
    let maxD = n + m
    guard maxD > 0 else { return [] }
    let offset = maxD
    var v = [Int](repeating: 0, count: 2 * maxD + 2)
    var trace: [[Int]] = []
    search: for d in 0...maxD {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[ra.lowerBound + x] == b[rb.lowerBound + y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m { break search }
      }
    }
    // Walk back through the trace from (n, m).
    var steps: [Step] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK =
        (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        steps.append(.same(ra.lowerBound + x, rb.lowerBound + y))
      }
      if d > 0 {
        if x == previousX {
          y -= 1
          steps.append(.insert(rb.lowerBound + y))
        } else {
          x -= 1
          steps.append(.delete(ra.lowerBound + x))
        }
      }
    }
    return steps.reversed()
  }

  /// A hunk: the steps it shows and where it starts on each side (0-based lines before it).
  struct Hunk {
    var steps: Range<Int>
    var oldStart: Int
    var oldCount: Int
    var newStart: Int
    var newCount: Int
  }

  /// The script's changes grouped into hunks with `context` lines around them, hunks closer
  /// than twice that merged.
  static func hunks(_ script: [Step]) -> [Hunk] {
    let changed = script.indices.filter {
      if case .same = script[$0] { return false }
      return true
    }
    guard let first = changed.first else { return [] }
    var groups: [Range<Int>] = []
    var start = max(0, first - context)
    var end = min(script.count, first + 1 + context)
    for index in changed.dropFirst() {
      if index - context <= end {
        end = min(script.count, index + 1 + context)
      } else {
        groups.append(start..<end)
        start = index - context
        end = min(script.count, index + 1 + context)
      }
    }
    groups.append(start..<end)
    return groups.map { steps in
      var oldLine = 0
      var newLine = 0
      for step in script[..<steps.lowerBound] {
        switch step {
        case .same: (oldLine, newLine) = (oldLine + 1, newLine + 1)
        case .delete: oldLine += 1
        case .insert: newLine += 1
        }
      }
      var oldCount = 0
      var newCount = 0
      for step in script[steps] {
        switch step {
        case .same: (oldCount, newCount) = (oldCount + 1, newCount + 1)
        case .delete: oldCount += 1
        case .insert: newCount += 1
        }
      }
      return Hunk(
        steps: steps, oldStart: oldLine, oldCount: oldCount, newStart: newLine,
        newCount: newCount)
    }
  }
}
