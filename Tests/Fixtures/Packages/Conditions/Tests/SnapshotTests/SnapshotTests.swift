import SwiftUI

let title = Text("snapshot.title")
