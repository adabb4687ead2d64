import Foundation
import SwiftUI
import UIKit

struct ProfileScreen: View {
  var body: some View {
    Form {
      Text(String(localized: "profile.title"))                     // bug
      Text(String(localized: "profile.title", bundle: .module))    // correct
      Toggle("profile.edit", isOn: .constant(true))                 // bug: no bundle parameter
      Image("Logo")                                                 // bug: DesignSystem's image
      Image("Logo", bundle: .designSystem)                          // correct
    }
  }
}

func makeProfileController() -> UIViewController? {
  let storyboard = UIStoryboard(name: "Profile", bundle: nil)      // bug
  _ = UIStoryboard(name: "Profile", bundle: .module)               // correct
  return storyboard.instantiateInitialViewController()
}

final class ProfileController: UIViewController {
  static let resources = Bundle(for: ProfileController.self)     // bug: the app's bundle when linked statically
}

let profileTitle = LocalizedStringResource("profile.title")                   // bug
let profileTitleFixed = LocalizedStringResource(
  "profile.title", bundle: .atURL(Bundle.module.bundleURL))                    // correct
