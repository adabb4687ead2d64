import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct AssetCatalogSummaryTests {
  @Test func aCatalogIsCountedByTypeOfAsset() throws {
    var fs = InMemoryFileSystem()
    let catalog = "/p/Assets.xcassets"
    for folder in [
      "Logo.imageset", "Icons/cart.imageset", "Icons/trash.imageset", "Tint.colorset",
      "Data.dataset", "Star.symbolset", "AppIcon.appiconset", "Atlas.spriteatlas/a.imageset",
    ] {
      fs.addFile(catalog + "/" + folder + "/Contents.json", "{}")
    }
    fs.addFile(catalog + "/Icons/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
    let summary = try #require(AssetCatalogSummary.read(catalog, fileSystem: fs))
    #expect(summary.counts == [.image: 3, .color: 1, .data: 1, .symbol: 1])
    #expect(summary.text == "3 images, 1 color, 1 data set, 1 symbol")
    #expect(AssetCatalogSummary.read("/p/Missing.xcassets", fileSystem: fs) == nil)
  }

  @Test func anEmptyCatalogSaysSo() {
    #expect(AssetCatalogSummary(counts: [:]).text == "empty")
    #expect(AssetCatalogSummary(counts: [.color: 2, .image: 0]).text == "2 colors")
  }
}
