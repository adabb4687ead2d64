import Foundation
@testable import Shop

// ShopTests owns no resources; 'Bundle.module' is Shop's internal accessor.
let catalog = Bundle.module.url(forResource: "catalog", withExtension: "json")
