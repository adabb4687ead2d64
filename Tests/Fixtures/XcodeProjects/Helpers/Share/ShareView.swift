import SwiftUI

struct ShareView: View {
  var body: some View { Text("app.title", bundle: .containingApp) }
}
