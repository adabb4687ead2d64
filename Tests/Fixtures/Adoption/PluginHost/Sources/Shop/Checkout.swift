import Foundation

public enum Checkout {
  /// Looks in the app's bundle, where SwiftPM never puts this module's strings.
  public static let title = NSLocalizedString("checkout.title", comment: "")

  /// Correct: the module's own bundle.
  public static let total = NSLocalizedString("checkout.total", bundle: .module, comment: "")
}
