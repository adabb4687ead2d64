import Foundation

public enum DesignSystem {
  public static let bundle = Bundle.module
}
