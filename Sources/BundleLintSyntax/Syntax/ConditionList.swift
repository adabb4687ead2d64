import BundleLintCore

/// The conditions of earlier clauses of an `#if` block, in order.
///
/// Every clause of a block views a prefix of one shared, append-only storage, so a block with
/// thousands of `#elseif`s, each holding calls, costs linear time and memory instead of one copy
/// of the earlier conditions per clause and call.
public struct ConditionList: RandomAccessCollection, Hashable, Sendable {
  /// Append-only storage. Appends happen only while one scan builds a block, on the scanning
  /// thread and before any list viewing it is handed to another, and they never change an
  /// element a list already views; afterwards it is only read.
  private final class Storage: @unchecked Sendable {
    var items: [String]
    /// `noneHold[k]`: whether none of the first `k` conditions holds under the conditions
    /// every SwiftPM build has (`CompilationConditions.swiftPM`); one more entry than `items`,
    /// kept in step, so each condition is evaluated once.
    var noneHold: [BuildCondition.Truth]
    /// The identifiers the conditions test (`os(iOS)` and the like aside): a module whose build
    /// gives each of them the value `.swiftPM` gives it (nearly every package module: a
    /// module's own defines rarely appear in the `#if`s before an `#else`) reads `noneHold`.
    var names: Set<String> = []

    init(_ items: [String]) {
      self.items = []
      noneHold = [.yes]
      noneHold.reserveCapacity(items.count + 1)
      self.items.reserveCapacity(items.count)
      for item in items { append(item) }
    }

    func append(_ item: String) {
      items.append(item)
      noneHold.append(
        noneHold[noneHold.count - 1] && !BuildCondition.evaluate(item, under: .swiftPM))
      BuildCondition.identifiers(in: item, into: &names)
    }
  }

  private var storage: Storage?
  /// How many elements of `storage` this list views.
  public private(set) var endIndex: Int

  public var startIndex: Int { 0 }

  public init() {
    storage = nil
    endIndex = 0
  }

  public init(_ conditions: [String]) {
    storage = conditions.isEmpty ? nil : Storage(conditions)
    endIndex = conditions.count
  }

  public subscript(position: Int) -> String {
    precondition(position >= 0 && position < endIndex, "condition index out of range")
    return storage!.items[position]
  }

  /// This list followed by `condition`. Shares the storage when this list views all of it
  /// (the usual case: the next clause of the block being scanned), else copies.
  ///
  /// Only for lists the calling scan made itself, never for lists another thread may extend.
  func appending(_ condition: String) -> ConditionList {
    var result = self
    if let storage, storage.items.count == endIndex {
      storage.append(condition)
    } else {
      result.storage = Storage(Array(self) + [condition])
    }
    result.endIndex = endIndex + 1
    return result
  }

  /// Whether none of these conditions holds in a build with `conditions` (code in an `#elseif`
  /// or `#else` after them is compiled only then): whatever the length of the chain, one look
  /// at each identifier the chain tests when `conditions` gives each the value it has in every
  /// SwiftPM build; one evaluation per condition otherwise.
  public func noneHold(under conditions: CompilationConditions) -> BuildCondition.Truth {
    guard let storage else { return .yes }
    if storage.names.allSatisfy({
      conditions.value(of: $0) == CompilationConditions.swiftPM.value(of: $0)
    }) {
      return storage.noneHold[endIndex]
    }
    var result = BuildCondition.Truth.yes
    for item in self {
      result = result && !BuildCondition.evaluate(item, under: conditions)
      if result == .no { return .no }
    }
    return result
  }

  public static func == (a: ConditionList, b: ConditionList) -> Bool {
    guard a.endIndex == b.endIndex else { return false }
    if a.storage === b.storage { return true }
    return a.elementsEqual(b)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(endIndex)
    for condition in self { hasher.combine(condition) }
  }
}
