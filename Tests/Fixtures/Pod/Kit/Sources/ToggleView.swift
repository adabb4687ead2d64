import UIKit

public final class ToggleView: UIView {
  let open = UIImage(named: "eye_open")  // bug: the pod's image, looked up in the app's bundle
  let shared = UIImage(named: "eye_open", in: Bundle(for: ToggleView.self), compatibleWith: nil)  // fine
  let system = UIImage(named: "app_icon")  // fine: no image of the pod
}
