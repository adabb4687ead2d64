import Foundation
import Testing

/// A package module translated into languages that an app or extension running it does not
/// declare (`Tests/Fixtures/AppLocalizations`: `Reader.xcodeproj` has four targets that link
/// the local package `Kit`, whose String Catalog is in English, German and Japanese, and a
/// framework `Strings` in English and German that `Notes` links).
@Suite struct AppLocalizationsTests {
  @Test func eachAppThatLacksTheModulesLanguagesIsReportedOnTheModulesTable() throws {
    // Copied out of this repository: inside it, the fixture is a folder of bundlelint's own
    // package, which is linted for its Swift files only.
    let copy = try TemporaryPackage(copying: "AppLocalizations")
    let result = try BinaryRunner.run(["--format", "concise", "."], in: copy.root)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let place = "Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings:1:1: warning: "
    // Reader localizes its InfoPlist.strings in German only; Notes has no localized resource,
    // for the package's module or for the framework.
    // Widget lists every language under 'CFBundleLocalizations' in its Info.plist, Viewer
    // allows mixed localizations by its build setting.
    #expect(
      lines == [
        place
          + "module 'Kit' is translated into 'ja', which 'Reader.app' does not declare, so the system does not pick those languages for 'Reader.app' and users who prefer them see the module in a language it declares; declare them in 'Reader.app' [app-lacks-module-localizations]",
        place
          + "module 'Kit' is translated into 'de', 'ja', which 'Notes.app' does not declare, so the system does not pick those languages for 'Notes.app' and users who prefer them see the module in a language it declares; declare them in 'Notes.app' [app-lacks-module-localizations]",
        "Reader/Strings/de.lproj/Localizable.strings:1:1: warning: module 'Strings' is translated into 'de', which 'Notes.app' does not declare, so the system does not pick those languages for 'Notes.app' and users who prefer them see the module in a language it declares; declare them in 'Notes.app' [app-lacks-module-localizations]",
      ], "stderr: \(result.stderr)")
    #expect(result.status == 1)
  }

  @Test func theFixNoteNamesTheInfoPlistKey() throws {
    let copy = try TemporaryPackage(copying: "AppLocalizations")
    let result = try BinaryRunner.run(["--format", "full", "."], in: copy.root)
    #expect(
      result.stdout.contains(
        "= help: add 'de', 'ja' to 'CFBundleLocalizations' in the Info.plist of 'Notes.app', or localize a resource of 'Notes.app' in them"
      ), "\(result.stdout)")
  }

  @Test func describeShowsWhatEachAppDeclares() throws {
    let copy = try TemporaryPackage(copying: "AppLocalizations")
    let result = try BinaryRunner.run(["describe", "."], in: copy.root)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let projects = try #require(json["projects"] as? [[String: Any]])
    let targets = try #require(projects.first?["targets"] as? [[String: Any]])
    var declared: [String: [String]] = [:]
    var mixed: [String: Bool] = [:]
    for target in targets {
      let name = try #require(target["name"] as? String)
      declared[name] = target["declaredLocalizations"] as? [String]
      mixed[name] = target["allowsMixedLocalizations"] as? Bool
    }
    #expect(
      declared == [
        "Notes": ["en"], "Reader": ["de", "en"], "Viewer": ["en"], "Widget": ["de", "en", "ja"],
      ])
    // A framework declares nothing: its hosts' bundles decide.
    #expect(
      mixed == ["Notes": false, "Reader": false, "Strings": false, "Viewer": true, "Widget": false]
    )
    #expect(
      targets.contains {
        $0["name"] as? String == "Strings" && $0["declaredLocalizations"] is NSNull
      })
  }
}
