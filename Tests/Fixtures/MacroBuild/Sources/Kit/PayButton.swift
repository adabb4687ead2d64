import Foundation

public struct PayButton {
  public init() {}
  public var title: String { NSLocalizedString("pay.title", comment: "") }  // misses in each build
}
