import DesignSystem
import SwiftUI

struct Screen: View {
  var body: some View {
    VStack {
      CircleButton(icon: "xmark", accessibilityLabel: "feature.close")
      Banner(title: "Done")
      Banner(title: "OK")
      Banner(title: "nowhere", caption: "feature.close")
      Text("feature.close", bundle: .module)
    }
  }
}
