import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintProject

/// An app's String Catalogs are read only when what the rest of its bundle declares leaves a
/// language of the module undeclared: a catalog only adds languages.
@Suite struct AppLocalizationsLoaderTests {
  /// Counts the reads of the catalogs.
  final class Reads: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() {
      lock.lock()
      count += 1
      lock.unlock()
    }
    var catalogs: Int {
      lock.lock()
      defer { lock.unlock() }
      return count
    }
  }

  /// An app that declares `en` and `de` in its folders, `ja` in its catalog.
  static func loader(_ reads: Reads, allowsMixed: Bool = false) -> AppLocalizationsLoader {
    AppLocalizationsLoader { readingCatalogs in
      if readingCatalogs { reads.add() }
      return AppLocalizations(
        declared: readingCatalogs ? ["en", "de", "ja"] : ["en", "de"],
        allowsMixedLocalizations: allowsMixed)
    }
  }

  @Test func languagesTheFoldersDeclareNeedNoCatalog() {
    let reads = Reads()
    let declared = Self.loader(reads).declarations(for: ["de"])
    #expect(declared?.lacking(["de"]) == [])
    #expect(reads.catalogs == 0)
  }

  @Test func aLanguageTheFoldersLackIsLookedForInTheCatalogs() {
    let reads = Reads()
    let loader = Self.loader(reads)
    #expect(loader.declarations(for: ["ja"])?.lacking(["ja"]) == [])
    #expect(loader.declarations(for: ["ja", "fr"])?.lacking(["ja", "fr"]) == ["fr"])
    // Read once, then kept.
    #expect(reads.catalogs == 1)
  }

  @Test func whatTheCatalogsBytesTellSparesReadingThem() {
    let reads = Reads()
    let loader = AppLocalizationsLoader(
      read: { readingCatalogs in
        if readingCatalogs { reads.add() }
        return AppLocalizations(declared: readingCatalogs ? ["en", "de", "ja"] : ["en", "de"])
      },
      probeCatalogs: { languages in
        switch languages {
        case ["fr"]: .init(declared: [], isComplete: true)
        case ["ja"]: .init(declared: ["ja"], isComplete: true)
        default: .init(declared: [], isComplete: false)
        }
      })
    #expect(loader.declarations(for: ["de", "fr"])?.lacking(["de", "fr"]) == ["fr"])
    #expect(loader.declarations(for: ["de", "ja"])?.lacking(["de", "ja"]) == [])
    #expect(reads.catalogs == 0)
    #expect(loader.declarations(for: ["ko"])?.lacking(["ko"]) == ["ko"])
    #expect(reads.catalogs == 1)
  }

  @Test func aCatalogsBytesTellWhichLanguagesItDeclares() {
    var fileSystem = InMemoryFileSystem(currentDirectory: "/p")
    fileSystem.addFile(
      "/p/App/Localizable.xcstrings",
      """
      { "sourceLanguage" : "en", "strings" : { "Hello" : { "localizations" : {
        "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは" } },
        "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "de" } } } } } }
      """)
    let catalogs = ["/p/App/Localizable.xcstrings"]
    func probe(_ languages: [String], _ paths: [String] = catalogs)
      -> AppLocalizationsLoader.CatalogProbe
    {
      AppLocalizationsReader.probeCatalogs(languages, catalogs: paths, fileSystem: fileSystem)
    }
    #expect(probe(["ja", "fr"]) == .init(declared: ["ja"], isComplete: true))
    #expect(probe(["zh_Hant"]) == .init(declared: ["zh_Hant"], isComplete: true))
    // `zh-Hant` may stand for `zh`, and `de` is spelt as a value: only reading tells.
    #expect(probe(["zh_Hans"]).isComplete == false)
    #expect(probe(["de"]).isComplete == false)
    #expect(probe(["ko", "j"]) == .init(declared: [], isComplete: true))
    #expect(probe(["ja"], []) == .init(declared: [], isComplete: true))
    #expect(probe(["fr"], ["/p/App/Missing.xcstrings"]).isComplete == false)
  }

  @Test func aBundleThatAllowsMixedLocalizationsNeedsNoCatalog() {
    let reads = Reads()
    let declared = Self.loader(reads, allowsMixed: true).declarations(for: ["fr"])
    #expect(declared?.allowsMixedLocalizations == true)
    #expect(reads.catalogs == 0)
  }

  @Test func aBundleNotKnownWithoutItsCatalogsIsNotKnown() {
    let loader = AppLocalizationsLoader { readingCatalogs in
      readingCatalogs ? AppLocalizations(declared: ["en"]) : nil
    }
    #expect(loader.declarations(for: ["fr"]) == nil)
  }
}
