import Foundation

// Excluded by .bundlelint.json: never reported.
enum L10n {
  static let generated = NSLocalizedString("generated.key", comment: "")
}
