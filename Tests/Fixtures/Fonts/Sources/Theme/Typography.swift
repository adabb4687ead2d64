import SwiftUI
import UIKit

public enum Typography {
  public static let title = UIFont(name: "Display-Bold", size: 28)
  public static let caption = Font.custom("Display", size: 12, relativeTo: .caption)
  public static let body = UIFont(name: "Helvetica", size: 17)
}
