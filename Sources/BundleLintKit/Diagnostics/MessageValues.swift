/// The values of a message template's placeholders, by name: a handful of pairs, looked up by
/// a linear scan (cheaper than hashing for the five or so names a message has).
struct MessageValues: ExpressibleByDictionaryLiteral, Sendable {
  private var pairs: [(name: String, value: String)]

  init(dictionaryLiteral elements: (String, String)...) {
    pairs = elements.map { (name: $0.0, value: $0.1) }
  }

  /// The value of placeholder `name`; setting one replaces or adds it.
  subscript(name: String) -> String? {
    get { pairs.first { $0.name == name }?.value }
    set {
      let index = pairs.firstIndex { $0.name == name }
      switch (index, newValue) {
      case (let index?, let value?): pairs[index].value = value
      case (let index?, nil): pairs.remove(at: index)
      case (nil, let value?): pairs.append((name: name, value: value))
      case (nil, nil): break
      }
    }
  }

  /// The value of the placeholder whose name is `name`'s UTF-8 bytes.
  func value(named name: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    for pair in pairs where pair.name.utf8.count == name.count {
      if pair.name.utf8.elementsEqual(name) { return pair.value }
    }
    return nil
  }
}
