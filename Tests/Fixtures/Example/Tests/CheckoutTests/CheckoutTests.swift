import Foundation
import XCTest

@testable import Checkout

final class CheckoutTests: XCTestCase {
  func testOrderFixtureLoads() throws {
    // A test target is linted only when the configuration sets "lintTestTargets".
    let url = Bundle.main.url(forResource: "order", withExtension: "json", subdirectory: "Fixtures")  // not flagged: test code
    XCTAssertNil(url)
    let fixed = Bundle.module.url(forResource: "order", withExtension: "json", subdirectory: "Fixtures")
    XCTAssertNotNil(fixed)
  }
}
