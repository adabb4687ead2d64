import Foundation

extension Bundle {
  static let kit = Bundle(for: CardFormController.self)
}
