import SwiftUI

struct AppView: View {
  var body: some View {
    Text("greeting")
  }
}
