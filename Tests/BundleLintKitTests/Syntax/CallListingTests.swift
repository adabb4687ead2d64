import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CallListingTests {
  @Test func listsCallsWithLocationsCalleesAndLabels() {
    let source = """
      let é = Text("a", bundle: .module)
        Button(action: go) { Text.init("b") }
      .navigationTitle("t"); Button { } label: { }; reload()
      """
    let bytes = Array(source.utf8)
    let listing = CallListing.render(
      CallMatcher.match(bytes), path: "Sources/A/V.swift", converter: SourceLocationConverter(bytes)
    )
    #expect(
      listing == """
        Sources/A/V.swift:1:10\tText\t_:bundle:
        Sources/A/V.swift:2:3\tButton\taction:_:
        Sources/A/V.swift:2:29\tinit\t_:
        Sources/A/V.swift:3:2\tnavigationTitle\t_:
        Sources/A/V.swift:3:24\tButton\t_:label:
        Sources/A/V.swift:3:47\treload\t

        """)
  }

  @Test func emptyFileListsNothing() {
    let listing = CallListing.render(
      CallMatcher.match([]), path: "x.swift", converter: SourceLocationConverter([]))
    #expect(listing.isEmpty)
  }
}
