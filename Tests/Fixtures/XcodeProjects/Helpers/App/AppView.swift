import SwiftUI

struct AppView: View {
  var body: some View { Text("app.title") }
}
