import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A value made once per path, for a reporter's loop: the findings of one file share its path,
/// and a finding, its notes and its fix name a file and its manifest over and over, so the last
/// four paths are kept at hand before the dictionary is asked.
struct PathMemo<Value> {
  private var made: [String: Value] = [:]
  private var recent: [(path: String, value: Value)] = []

  /// The value for `path`, made by `make` the first time.
  mutating func value(for path: String, _ make: (String) -> Value) -> Value {
    if let hit = recent.first(where: { $0.path == path }) { return hit.value }
    let value = made[path] ?? make(path)
    made[path] = value
    if recent.count == 4 { recent.removeFirst() }
    recent.append((path, value))
    return value
  }
}
