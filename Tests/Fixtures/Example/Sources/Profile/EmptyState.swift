import DesignSystem
import SwiftUI

struct EmptyProfile: View {
  var body: some View {
    VStack {
      PlaceholderView("profile.empty", systemImage: "person")                   // bug: the design system's wrapper looks in the app's bundle
      PlaceholderView("profile.empty", bundle: .module, systemImage: "person")  // correct
      Image("Logo", bundle: .designSystem)                                      // correct: the design system's public accessor
    }
  }
}
