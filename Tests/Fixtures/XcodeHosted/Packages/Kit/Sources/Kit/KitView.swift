import SwiftUI

struct KitView: View {
  var body: some View {
    VStack {
      Text("kit.title")  // bug: Reader, the only app that runs Kit, has no 'kit.title'
      Text("kit.shared")  // latent: found only because Reader's own table duplicates it
    }
  }
}
