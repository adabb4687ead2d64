import SwiftUI

public struct KitView: View {
  public init() {}

  public var body: some View {
    Text("kit.title", bundle: .module)
  }
}
