import SwiftUI

/// A design-system view that shows a localized key: callers pass the bundle that holds the key.
public struct PlaceholderView: View {
  let text: LocalizedStringKey
  let bundle: Bundle?
  let systemImage: String

  public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) {
    self.text = text
    self.bundle = bundle
    self.systemImage = systemImage
  }

  public var body: some View {
    Label {
      Text(text, bundle: bundle)
    } icon: {
      Image(systemName: systemImage)
    }
  }
}
