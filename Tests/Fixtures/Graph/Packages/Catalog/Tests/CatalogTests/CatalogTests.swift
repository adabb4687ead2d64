import XCTest

final class CatalogTests: XCTestCase {}
