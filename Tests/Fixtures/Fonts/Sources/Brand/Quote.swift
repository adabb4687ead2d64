import SwiftUI

struct Quote: View {
  var body: some View {
    Text(verbatim: "…").font(.custom("Serif-Italic", size: 15))
  }
}
