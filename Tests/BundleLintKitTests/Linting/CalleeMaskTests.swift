import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CalleeMaskTests {
  @Test func neverMissesANameThatWasAdded() {
    let names = (0..<40).map { "Wrapper\($0)" } + ["Text", "PlaceholderView", "名前", ""]
    let mask = CalleeMask(names)
    for name in names { #expect(mask.mayContain(name), "\(name)") }
    #expect(mask.mayContainAny(of: ["Absent", "Text"]))
  }

  @Test func anEmptyMaskContainsNothing() {
    let mask = CalleeMask()
    #expect(!mask.mayContain("Text"))
    #expect(!mask.mayContainAny(of: ["Text", "Image", ""]))
  }

  /// With the twenty or so names of a file, most other names are told apart.
  @Test func fewFalseMaybes() {
    let mask = CalleeMask((0..<20).map { "call\($0)" })
    let others = (0..<1000).map { "other\($0)" }
    let maybes = others.filter(mask.mayContain).count
    #expect(maybes < 150, "\(maybes) of 1000")
  }
}
