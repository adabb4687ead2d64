public struct Item {
  public var name: String
}
