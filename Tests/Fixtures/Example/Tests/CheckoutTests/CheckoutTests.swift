import Foundation
import XCTest

@testable import Checkout

final class CheckoutTests: XCTestCase {
  func testOrderFixtureLoads() throws {
    let url = Bundle.main.url(forResource: "order", withExtension: "json", subdirectory: "Fixtures")  // bug
    XCTAssertNil(url)
    let fixed = Bundle.module.url(forResource: "order", withExtension: "json", subdirectory: "Fixtures")
    XCTAssertNotNil(fixed)
  }
}
