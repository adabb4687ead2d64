import SwiftUI

struct DebugView: View {
  var body: some View {
    VStack {
      Text(verbatim: "Debug tools")
      Text(verbatim: "SKU-42")
      Button("kit.title") {}  // warning: the view's other texts are verbatim
      Text("kit.title", comment: "Debug only, no need to translate.")  // fine: the comment says so
    }
  }
}

struct PairingView: View {
  var body: some View {
    VStack {
      Text(verbatim: "Apple Watch")
      Text("kit.title")  // error: the type passes a bundle elsewhere, so it is localized
      Text("kit.title", bundle: .module)
    }
  }
}
