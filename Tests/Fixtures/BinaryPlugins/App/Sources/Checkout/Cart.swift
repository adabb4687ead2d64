import Foundation

/// Texts of the cart screen.
public struct Cart {
  /// Wrong: the app's bundle has no 'cart.empty'.
  public var empty: String { NSLocalizedString("cart.empty", comment: "") }

  /// Right: this module's bundle.
  public var checkout: String { NSLocalizedString("cart.checkout", bundle: .module, comment: "") }

  public init() {}
}
