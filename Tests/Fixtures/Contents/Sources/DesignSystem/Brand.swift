import Foundation

extension Bundle {
  /// The design system's resources, for modules that use its assets.
  public static let designSystem = Bundle.module
}
