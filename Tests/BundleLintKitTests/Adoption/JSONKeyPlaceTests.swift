import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct JSONKeyPlaceTests {
  static let text = Array(
    """
    {
      "rules": {"a": {"enabled": true}},
      "lookupAPIs": [
        {"rule": "x", "callee": "F"},
        {"rule": "y", "text": "\\"rule\\": no"}
      ]
    }
    """.utf8)

  @Test(arguments: [
    ("rules", 2, 3),
    ("rules.a.enabled", 2, 19),
    ("lookupAPIs[0].rule", 4, 6),
    ("lookupAPIs[1].rule", 5, 6),
    ("lookupAPIs[1].text", 5, 19),
    // A key that is not written: the nearest written key above it.
    ("lookupAPIs[0].labels", 3, 3),
  ])
  func findsTheKey(path: String, line: Int, column: Int) throws {
    let place = try #require(JSONKeyPlace.find(path, in: Self.text))
    #expect(place.line == line)
    #expect(place.column == column)
  }

  @Test func garbageFindsNothingAndDoesNotCrash() {
    #expect(JSONKeyPlace.find("a", in: Array("]]}}\"".utf8)) == nil)
    #expect(JSONKeyPlace.find("a.b", in: []) == nil)
  }
}
