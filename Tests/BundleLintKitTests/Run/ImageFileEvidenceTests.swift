import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Image files outside asset catalogs are what `UIImage(named:)` and `NSImage(named:)` load
/// too: a module that ships `close@2x.png` owns the image `close`.
@Suite struct ImageFileEvidenceTests {
  static func lint(_ code: String) throws -> [Diagnostic] {
    try KitPackage.lint(
      ["Images/close@2x.png": "", "Images/close@3x.png": "", "Screen.swift": code],
      resources: "Images")
  }

  @Test func aMainBundleLookupOfTheModulesImageFileIsAnError() throws {
    let found = try Self.lint("import UIKit\nlet a = UIImage(named: \"close\")\n")
    #expect(found.map(\.ruleID) == ["asset-missing-bundle"])
    #expect(found.first?.severity == .error)
  }

  /// `Bundle(for:)` passed to a lookup of the module's image file is the binary's bundle.
  @Test func aClassBundleLookupOfTheModulesImageFileIsAFinding() throws {
    let found = try Self.lint(
      """
      import UIKit
      final class Screen {
        let close = UIImage(named: "close", in: Bundle(for: Screen.self), compatibleWith: nil)
        let open = UIImage(named: "open", in: Bundle(for: Screen.self), compatibleWith: nil)
      }

      """)
    #expect(found.map(\.ruleID) == ["main-bundle-lookup"])
    #expect(found.map(\.location.line) == [3])
  }

  @Test(arguments: [
    "import UIKit\nlet a = UIImage(named: \"close\", in: .module, with: nil)\n",
    "import UIKit\nlet a = UIImage(named: \"open\")\n",
    "import SwiftUI\nlet a = Image(\"close\", bundle: .module)\n",
  ])
  func otherLookupsAreNoFinding(code: String) throws {
    #expect(try Self.lint(code).isEmpty)
  }

  @Test(arguments: [
    ("close@2x", "close"), ("icon~ipad", "icon"), ("icon@3x~iphone", "icon"),
    ("user@home", "user@home"), ("plain", "plain"),
  ])
  func anImageFilesNameDropsItsScaleAndDevice(stem: String, name: String) {
    #expect(ResourceIndex.imageName(stem) == name)
  }

  @Test func onlyImageFilesAreIndexed() {
    var index = ResourceIndex()
    index.addImageFiles(["A/close@2x.png", "A/photo.JPG", "A/data.json", "A/doc.pdf"])
    #expect(index.imageFiles == ["close", "photo", "doc"])
  }
}
