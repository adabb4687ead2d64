import SwiftUI

extension Bundle {
  /// The design system's resources, for modules that use its assets.
  public static let designSystem = Bundle.module
}

public struct BrandHeader: View {
  public init() {}

  public var body: some View {
    VStack {
      Image("Logo")                               // bug: looks in the app's bundle
      Image("Logo", bundle: .module)              // correct
      Image("Logoo", bundle: .module)             // bug: no such image
      Image(systemName: "star")                   // SF Symbol: no lookup
      Color("BrandTint")                          // bug
      Color("BrandTint", bundle: .module)         // correct
      Label("Cart", image: "Icons/cart")          // bug: 'image:' looks in the app's bundle
    }
  }
}

#Preview {
  Image("Logo")  // preview code: not flagged
}
