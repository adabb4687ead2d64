import Foundation

extension Bundle {
  /// The app that embeds this extension: two folders up from the `.appex`.
  static var containingApp: Bundle {
    let url = Bundle.main.bundleURL
    guard url.pathExtension == "appex" else { return .main }
    return Bundle(url: url.deletingLastPathComponent().deletingLastPathComponent()) ?? .main
  }

  /// The app, by its identifier.
  static let app = Bundle(identifier: "com.example.App")!

  /// The widget, by its identifier.
  static let widget = Bundle(identifier: "com.example.App.Widget")!

  /// This extension's own code.
  static let share = Bundle(for: ShareClass.self)
}

final class ShareClass {}
