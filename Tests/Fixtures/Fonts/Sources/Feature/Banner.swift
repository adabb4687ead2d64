import SwiftUI

struct Banner: View {
  var body: some View {
    VStack {
      Text(verbatim: "Sale").font(.custom("Display-Bold", size: 20))
      Text(verbatim: "Quote").font(.custom("Serif", size: 15))
    }
  }
}
