import Foundation
import Testing

/// Wrappers declared in one module and called from another, module-bundle helpers and opt-in
/// rules, end to end on temporary packages.
@Suite struct WrapperTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "App", defaultLocalization: "en", targets: [
      .target(name: "DesignSystem"),
      .target(name: "Feature", dependencies: ["DesignSystem"], resources: [.process("Resources")]),
      .target(name: "Networking", dependencies: ["DesignSystem"]),
    ])
    """

  static let designSystem = [
    "Sources/DesignSystem/PlaceholderView.swift": """
    import SwiftUI
    public struct PlaceholderView: View {
      let text: LocalizedStringKey
      let bundle: Bundle?
      public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) {
        self.text = text
        self.bundle = bundle
      }
      public var body: some View { Text(text, bundle: bundle) }
    }
    struct InternalView {
      init(_ text: LocalizedStringKey, bundle: Bundle? = nil) { }
    }
    """,
    "Sources/DesignSystem/L10n.swift": """
    import Foundation
    public enum L10n {
      public static func string(_ key: String, bundle: Bundle? = nil) -> String {
        NSLocalizedString(key, bundle: bundle ?? .main, comment: "")
      }
    }
    extension Bundle {
      public static var designSystem: Bundle {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle(for: BundleLocator.self)
        #endif
      }
    }
    final class BundleLocator {}
    """,
  ]

  static func package(_ files: [String: String], configuration: String? = nil) throws
    -> TemporaryPackage
  {
    var all = designSystem
    all["Package.swift"] = manifest
    all["Sources/DesignSystem/Media.xcassets/Contents.json"] = "{}"
    all["Sources/Networking/Networking.swift"] = "struct Networking {}\n"
    all["Sources/Feature/Resources/en.lproj/Localizable.strings"] =
      "\"a\" = \"A\";\n\"feature.empty\" = \"Nothing here\";\n\"feature.title\" = \"Feature\";\n"
    if let configuration { all[".bundlelint.json"] = configuration }
    all.merge(files) { _, new in new }
    return try TemporaryPackage(all)
  }

  static func findings(_ output: String) -> [String] {
    output.split(separator: "\n").filter { !$0.contains(": note: ") }.map(String.init)
  }

  @Test func callsToAnotherModulesWrapperWithoutABundleAreFound() throws {
    let package = try Self.package([
      "Sources/Feature/Screen.swift": """
      import DesignSystem
      let a = PlaceholderView("feature.empty", systemImage: "star")
      let b = PlaceholderView("feature.empty", bundle: .module, systemImage: "star")
      let c = L10n.string("feature.title")
      let d = L10n.string("feature.title", bundle: .module)
      let e = InternalView("feature.empty")
      """,
      "Sources/Networking/Offline.swift": """
      import DesignSystem
      let offline = PlaceholderView("network.offline", systemImage: "wifi")
      """,
    ])
    let result = try BinaryRunner.run(["."], in: package.root)
    #expect(result.status == 1)
    #expect(
      Self.findings(result.stdout) == [
        "Sources/Feature/Screen.swift:2:9: warning: 'PlaceholderView.init(_:bundle:systemImage:)' looks up 'feature.empty' in the main bundle, not in 'Feature', so the translation is never shown; add 'bundle: .module' [wrapper-missing-bundle]",
        "Sources/Feature/Screen.swift:4:14: warning: 'L10n.string(_:bundle:)' looks up 'feature.title' in the main bundle, not in 'Feature', so the translation is never shown; add 'bundle: .module' [wrapper-missing-bundle]",
      ])
    #expect(
      result.stdout.contains(
        "Sources/DesignSystem/PlaceholderView.swift:5:10: note: 'PlaceholderView.init(_:bundle:systemImage:)' is declared here, in 'DesignSystem'"
      ))
    #expect(
      result.stdout.contains(
        "Sources/DesignSystem/L10n.swift:3:22: note: 'L10n.string(_:bundle:)' is declared here, in 'DesignSystem'"
      ))
  }

  @Test func configuredHelpersAndBundleMacroNeedResources() throws {
    let configuration = """
      { "moduleBundleHelpers": [".myModule", "Bundle.resources", ".designSystem"] }
      """
    let package = try Self.package(
      [
        "Sources/Networking/Client.swift": """
        import Foundation
        let a = Bundle.resources
        let b = NSDataAsset(name: "certs", bundle: .myModule)
        let c = #bundle
        let d = Bundle.designSystem
        """,
        "Sources/Feature/Bundle+Feature.swift": """
        import Foundation
        extension Bundle {
          static var myModule: Bundle { Bundle.module }
          static let resources = Bundle.module
        }
        let e = Bundle.myModule
        let f = #bundle
        """,
      ], configuration: configuration)
    let result = try BinaryRunner.run(
      ["--select", "module-bundle-without-resources", "."], in: package.root)
    #expect(result.status == 1)
    #expect(
      Self.findings(result.stdout) == [
        "Sources/Networking/Client.swift:2:9: error: 'Bundle.resources' stands for 'Bundle.module' (a 'moduleBundleHelpers' entry), which does not exist in 'Networking', which owns no resources, so the build fails; declare the resources in the target's 'resources:' or use the bundle that holds them [module-bundle-without-resources]",
        "Sources/Networking/Client.swift:3:44: error: '.myModule' stands for 'Bundle.module' (a 'moduleBundleHelpers' entry), which does not exist in 'Networking', which owns no resources, so the build fails; declare the resources in the target's 'resources:' or use the bundle that holds them [module-bundle-without-resources]",
        "Sources/Networking/Client.swift:4:9: error: '#bundle' does not compile in 'Networking', which owns no resources: \"No resource bundle is available for this module\"; declare the resources in the target's 'resources:' or pass the bundle that holds them [module-bundle-without-resources]",
      ])
  }

  @Test func aModuleThatDeclaresTheHelperItselfIsNotFlaggedForItsUses() throws {
    let package = try Self.package(
      [
        "Sources/Networking/Client.swift": """
        import Foundation
        let a = Bundle.myModule
        """,
        "Sources/Networking/Bundle+Networking.swift": """
        import Foundation
        final class Token {}
        extension Bundle {
          static var myModule: Bundle { Bundle(for: Token.self) }
        }
        """,
      ], configuration: #"{ "moduleBundleHelpers": [".myModule"] }"#)
    let result = try BinaryRunner.run(
      ["--select", "module-bundle-without-resources", "."], in: package.root)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
  }

  static let view = """
    import SwiftUI
    struct Greeting: View {
      var body: some View { Text(NSLocalizedString("a", bundle: .module, comment: "")) }
    }
    """

  @Test func theLocaleRuleIsOffUnlessOptedInOrSelected() throws {
    let off = try Self.package(["Sources/Feature/Greeting.swift": Self.view])
    let quiet = try BinaryRunner.run(["."], in: off.root)
    #expect(quiet.status == 0)
    #expect(!quiet.stdout.contains("text-ignores-locale-environment"))

    let selected = try BinaryRunner.run(
      ["--select", "text-ignores-locale-environment", "."], in: off.root)
    #expect(selected.status == 1)
    #expect(Self.findings(selected.stdout).count == 1)

    let on = try Self.package(
      ["Sources/Feature/Greeting.swift": Self.view],
      configuration: #"{ "optIn": ["text-ignores-locale-environment"] }"#)
    let opted = try BinaryRunner.run(["."], in: on.root)
    #expect(opted.status == 1)
    #expect(
      Self.findings(opted.stdout) == [
        "Sources/Feature/Greeting.swift:3:30: warning: 'NSLocalizedString' resolves 'a' once, in the app's language, so this 'Text' ignores '.environment(\\.locale)' and previews or views with another locale show the wrong language; rewrite as 'Text(\"a\", bundle: .module)' or pass 'locale' from '@Environment(\\.locale)' [text-ignores-locale-environment]"
      ])
  }
}
