import SwiftUI

struct Widget: View {
  var body: some View {
    Image("trash")
    Image("trash", bundle: .designSystem)
    Text("host.only")
  }
}
