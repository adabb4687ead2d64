import SwiftUI

/// A round button; its label is a key of the caller's module.
public struct CircleButton: View {
  let icon: String
  let accessibilityLabel: LocalizedStringKey?

  public init(icon: String, accessibilityLabel: LocalizedStringKey? = nil) {
    self.icon = icon
    self.accessibilityLabel = accessibilityLabel
  }

  public var body: some View {
    Image(systemName: icon)
      .if(accessibilityLabel) { view, label in
        view.accessibilityLabel(label)  // bug: Feature passes 'feature.close'
      }
  }
}

extension View {
  /// The view transformed with the value, when there is one.
  @ViewBuilder public func `if`<T>(_ value: T?, transform: (Self, T) -> some View) -> some View {
    if let value { transform(self, value) } else { self }
  }
}
