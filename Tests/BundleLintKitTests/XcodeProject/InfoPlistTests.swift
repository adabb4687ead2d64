import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The Info.plist keys that decide which languages a process may show.
@Suite struct InfoPlistTests {
  static func xml(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>
      """.utf8)
  }

  @Test func localizationsAreReadAsWritten() {
    let plist = InfoPlist.read(
      Self.xml(
        """
        <key>CFBundleLocalizations</key>
        <array><string>en</string><string>de</string><string>pt-BR</string></array>
        """))
    #expect(plist == InfoPlist(localizations: ["en", "de", "pt-BR"]))
  }

  @Test(arguments: [
    ("<true/>", true), ("<false/>", false), ("<string>YES</string>", true),
    ("<string>true</string>", true), ("<string>NO</string>", false), ("<integer>1</integer>", true),
    ("<integer>0</integer>", false),
  ])
  func mixedLocalizationsAreReadAsCoreFoundationReadsABoolean(value: String, allows: Bool) {
    let plist = InfoPlist.read(Self.xml("<key>CFBundleAllowMixedLocalizations</key>\(value)"))
    #expect(plist?.allowsMixedLocalizations == allows)
  }

  @Test func aFileWithoutTheKeysDeclaresNothing() {
    let plist = InfoPlist.read(Self.xml("<key>CFBundleExecutable</key><string>App</string>"))
    #expect(plist == InfoPlist())
  }

  @Test func anOldStylePropertyListIsRead() {
    let plist = InfoPlist.read(Array("{ CFBundleLocalizations = (en, ja); }".utf8))
    #expect(plist?.localizations == ["en", "ja"])
  }

  @Test(arguments: ["", "not a plist <", "(en, de)", "(CFBundleLocalizations)"])
  func bytesThatAreNoDictionaryAreNoInfoPlist(text: String) {
    #expect(InfoPlist.read(Array(text.utf8)) == nil)
  }

  @Test(arguments: [
    "\u{FEFF}  <?xml version=\"1.0\"?><plist><dict/></plist>", "<plist><dict/></plist>",
    "{ CFBundleName = App; }", "bplist00\u{1}",
  ])
  func filesWithoutTheKeysDeclareNothingInEveryFormat(text: String) {
    #expect(InfoPlist.read(Array(text.utf8)) == InfoPlist())
  }
}
