import SwiftUI
import UIKit

struct KitView: View {
  let title: String

  var body: some View {
    VStack {
      Text("kit.title")  // bug: the module's key, looked up in the main bundle
      Text("shared.ok")  // latent: found only because the app's table duplicates the key
      Text("••••")  // fine: in no table of the package (a placeholder shown as is)
      Text(title)  // fine: a String is shown verbatim
      Image("Badge")  // bug: the module's image
      Image("AppLogo")  // fine: no catalog of the package has it (the app's)
    }
  }
}

func badge(named name: String) -> UIImage? {
  UIImage(named: name) ?? UIImage(named: name, in: .module, with: nil)  // fine: host first on purpose
}

func cancelTitle() -> String {
  Bundle(for: UIApplication.self).localizedString(forKey: "Cancel", value: nil, table: nil)  // fine: UIKit's bundle
}

func licenses() -> URL? {
  Bundle.main.url(forResource: "Licenses", withExtension: "md")  // fine: the app's file
}
