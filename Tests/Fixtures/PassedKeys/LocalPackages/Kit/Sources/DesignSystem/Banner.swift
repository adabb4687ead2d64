import SwiftUI

/// A banner that shows a title; callers pass keys only the app has, or none that translate.
public struct Banner: View {
  let title: LocalizedStringKey
  let caption: String

  public init(title: LocalizedStringKey, caption: String = "") {
    self.title = title
    self.caption = caption
  }

  public var body: some View {
    VStack {
      Text(title)  // fine: 'Done' is the app's, 'OK' shows as itself, 'nowhere' is in no table
      Text(caption)  // fine: a String is shown verbatim
    }
  }
}

/// A hint of the design system's own screens.
struct Hint: View {
  let message: LocalizedStringKey

  var body: some View {
    Text(message)  // bug: 'ds.hint' is in this module's table
  }
}

let onboardingHint = Hint(message: "ds.hint")
