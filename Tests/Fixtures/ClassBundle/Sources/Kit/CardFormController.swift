import UIKit

final class CardFormController: UIViewController {
  var payTitle: String {
    NSLocalizedString("card.pay", bundle: .kit, comment: "")  // bug in the SwiftPM build
  }
  var version: Any? {
    Bundle(for: CardFormController.self).object(forInfoDictionaryKey: "CFBundleVersion")  // fine: no resource
  }
}
