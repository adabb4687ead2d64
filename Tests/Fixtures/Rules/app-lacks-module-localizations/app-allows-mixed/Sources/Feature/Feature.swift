import Foundation

public let featureTitle = String(localized: "feature.title", bundle: .module)
