import SwiftUI

/// A design-system view that shows a localized key but gives callers no way to pass a bundle.
public struct Badge: View {
  let title: LocalizedStringKey

  public init(_ title: LocalizedStringKey) {  // bug: feature modules cannot localize through it
    self.title = title
  }

  public var body: some View {
    Text(title)
      .padding(4)
  }
}
