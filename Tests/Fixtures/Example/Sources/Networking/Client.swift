import Foundation
import SwiftUI

public struct Client {
  public init() {}

  /// This module owns no resources: lookups go to the host app on purpose.
  public var offlineMessage: String {
    NSLocalizedString("network.offline", comment: "")   // fine: no resources here
  }

  public var certificates: URL? {
    Bundle.module.url(forResource: "certs", withExtension: "der")  // bug: no Bundle.module here
  }
}
