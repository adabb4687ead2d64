import DesignKit
import SwiftUI

struct ShareView: View {
  var body: some View {
    VStack {
      Text("share.title")
      Text("shop.cart")
    }
  }
}
