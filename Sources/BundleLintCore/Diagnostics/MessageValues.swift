import Foundation

/// The values of a message template's placeholders, by name: a handful of pairs, looked up by
/// a linear scan (cheaper than hashing for the five or so names a message has).
package struct MessageValues: ExpressibleByDictionaryLiteral, Sendable {
  /// The pairs as the literal gave them (the variadic array itself, not a copy).
  private var pairs: [(String, String)]

  package init(dictionaryLiteral elements: (String, String)...) {
    pairs = elements
  }

  /// The value of placeholder `name`; setting one replaces or adds it.
  package subscript(name: String) -> String? {
    get { pairs.first { $0.0 == name }?.1 }
    set {
      let index = pairs.firstIndex { $0.0 == name }
      switch (index, newValue) {
      case (let index?, let value?): pairs[index].1 = value
      case (let index?, nil): pairs.remove(at: index)
      case (nil, let value?): pairs.append((name, value))
      case (nil, nil): break
      }
    }
  }

  /// The value of the placeholder whose name is `name`'s UTF-8 bytes.
  func value(named name: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    guard !name.isEmpty else { return nil }
    for (pairName, pairValue) in pairs where pairName.utf8.count == name.count {
      let equal =
        pairName.utf8.withContiguousStorageIfAvailable { stored in
          memcmp(stored.baseAddress!, name.base.baseAddress! + name.startIndex, name.count) == 0
        } ?? pairName.utf8.elementsEqual(name)
      if equal { return pairValue }
    }
    return nil
  }
}
