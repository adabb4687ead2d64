import SwiftUI

public enum Brand {
  public static let name = "Brand"
}
