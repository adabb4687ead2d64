import Foundation
import Testing

/// The font rules end to end on `Tests/Fixtures/Fonts`: module `Theme` ships `Display-Bold.ttf`
/// and a truncated `Broken.otf` and registers nothing; module `Brand` ships `Serif-Italic.otf`
/// and registers it in a helper; `Feature` uses both modules' fonts.
@Suite struct FontTests {
  @Test func fontLookupsAreGradedByWhoShipsAndRegistersThem() throws {
    let package = try TemporaryPackage(copying: "Fonts")
    let result = try BinaryRunner.run(["."], in: package.root)
    let findings = ResourceContentsTests.findings(result.stdout)
    #expect(
      findings == [
        "Sources/Feature/Banner.swift:6 warning [font-in-other-module]",
        "Sources/Feature/Banner.swift:7 warning [font-in-other-module]",
        "Sources/Theme/Resources/Broken.otf:1 warning [malformed-resource]",
        "Sources/Theme/Typography.swift:5 error [package-font-not-registered]",
        "Sources/Theme/Typography.swift:6 error [package-font-not-registered]",
      ], "\(result.stdout)")
    #expect(result.stdout.contains("Theme never registers its fonts"))
    #expect(result.stdout.contains("Brand registers its fonts, so this finds the font only once"))
    #expect(result.stdout.contains("the font's 'name' table runs past the end of the file"))
    #expect(result.stdout.contains("'Bundle.module.url(forResource: \"Display-Bold.ttf\""))
    // Brand's own lookup is silent: its helper registers its fonts.
    #expect(!result.stdout.contains("Quote.swift"))
    // A system font is no module's.
    #expect(!result.stdout.contains("Helvetica"))
    #expect(result.status == 1)
  }

  @Test func registeringTheFontsSilencesTheModulesOwnLookups() throws {
    let package = try TemporaryPackage(copying: "Fonts")
    try package.write(
      "Sources/Theme/Registration.swift",
      """
      import CoreText
      import Foundation

      public func registerThemeFonts() {
        let url = Bundle.module.url(forResource: "Display-Bold", withExtension: "ttf")!
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
      }

      """)
    let result = try BinaryRunner.run(["."], in: package.root)
    let findings = ResourceContentsTests.findings(result.stdout)
    #expect(!findings.contains { $0.contains("package-font-not-registered") }, "\(result.stdout)")
    #expect(result.stdout.contains("Theme registers its fonts"))
  }
}
