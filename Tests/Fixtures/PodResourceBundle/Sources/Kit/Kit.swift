import Foundation

final class KitToken {}

extension Bundle {
  /// The pod's resource bundle, 'KitResources.bundle' inside its framework.
  static let kitResources: Bundle = {
    let framework = Bundle(for: KitToken.self)
    let url = framework.url(forResource: "KitResources", withExtension: "bundle")
    return url.flatMap(Bundle.init(url:)) ?? framework
  }()
}

public enum Strings {
  public static let pay = NSLocalizedString("pay", comment: "")  // misses: the app's bundle
  public static let cancel = NSLocalizedString("cancel", bundle: .kitResources, comment: "")
}
