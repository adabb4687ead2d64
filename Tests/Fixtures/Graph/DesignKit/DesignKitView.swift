import Foundation

public final class DesignKitView {
  public let ok = NSLocalizedString("kit.ok", comment: "")
}
