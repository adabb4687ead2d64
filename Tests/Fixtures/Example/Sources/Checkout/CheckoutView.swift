import DesignSystem
import SwiftUI

public struct CheckoutView: View {
  let total: Int
  @State private var showsTerms = false

  public init(total: Int) { self.total = total }

  public var body: some View {
    NavigationStack {
      VStack {
        Text("checkout.title")                          // bug: main bundle
        Text("checkout.title", bundle: .module)         // correct
        Text("checkout.titel", bundle: .module)         // bug: no such key
        Text("checkout.total \(total)")                 // bug: interpolated key
        Text(verbatim: "SKU-42")                        // verbatim: no lookup
        Button("checkout.pay") { pay() }                // bug: no bundle parameter at all
        Button(action: pay) { Text("checkout.pay", bundle: .module) }  // correct
        Image("Logo", bundle: .designSystem)            // another module's public bundle
      }
      .navigationTitle("checkout.title")                // bug: no bundle parameter
    }
  }

  func pay() {}
}
