import SwiftUI

struct FeatureView: View {
  let count: Int
  var body: some View {
    Text("checkout.title", bundle: .module)
    Text("\(count) items", bundle: .module)
  }
}
