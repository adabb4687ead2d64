import DesignSystem
import SwiftUI

public struct CatalogView: View {
  public init() {}

  public var body: some View {
    VStack {
      Text("catalog.title")
      Image("Banner")
      Image("Logo")
    }
  }
}
