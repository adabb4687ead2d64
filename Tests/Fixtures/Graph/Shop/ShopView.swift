import Catalog
import DesignKit
import SwiftUI

struct ShopView: View {
  var body: some View {
    VStack {
      Text("shop.title")
      Image("AppLogo")
      CatalogView()
    }
  }
}
