import Foundation

enum Strings {
  static let title = NSLocalizedString("checkout.title", comment: "")       // bug
  static let pay = NSLocalizedString("checkout.pay", bundle: .module, comment: "")  // correct

  static func termsURL() -> URL? {
    Bundle.main.url(forResource: "Terms", withExtension: "json")           // bug
  }

  static func termsURLFixed() -> URL? {
    Bundle.module.url(forResource: "Terms", withExtension: "json")         // correct
  }

  #if SWIFT_PACKAGE
  static let resources = Bundle.module
  #else
  static let resources = Bundle(for: BundleFinder.self)  // only in non-SwiftPM builds: fine
  private final class BundleFinder {}
  #endif
}
