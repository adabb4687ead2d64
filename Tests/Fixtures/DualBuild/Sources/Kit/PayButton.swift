import Foundation

public struct PayButton {
  public init() {}
  public var title: String { NSLocalizedString("pay.title", comment: "") }  // misses in each build
  public var help: String { NSLocalizedString("pay.help", bundle: .kit, comment: "") }  // right in each
}
