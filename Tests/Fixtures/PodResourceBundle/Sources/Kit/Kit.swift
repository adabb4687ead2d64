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
  // misses: the framework's own bundle, not the resource bundle inside it
  public static let help = NSLocalizedString("help", bundle: Bundle(for: KitToken.self), comment: "")
  public static let cancel = NSLocalizedString("cancel", bundle: .kitResources, comment: "")
}
