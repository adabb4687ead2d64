import SwiftUI

struct FeatureView: View {
  let count: Int

  var body: some View {
    VStack {
      Text("feature.title", bundle: .module)
      Text("feature.titel", bundle: .module)
      Text("feature.de.only", bundle: .module)
      Text("\(count) file(s) remaining", tableName: "Plurals", bundle: .module)
      Text("catalog.only", tableName: "Catalog", bundle: .module)
      Text("catalog.only", bundle: .module)
      Image("Icons/cart", bundle: .module)
      Image("cart", bundle: .module)
      Text("feature.title")
      Image("trash")
      Text("host.greeting")
    }
  }
}
