import BundleLintTestSupport

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Runs rule examples: strips `↓` markers, builds the package an example speaks about, lints it
/// as a run does,
/// applies fixes, and draws failures the way SwiftLint does.
enum RuleExampleHarness {
  /// The code without markers, and the byte offset each marker stood at.
  static func strip(_ code: String) -> (source: [UInt8], markers: [Int]) {
    let marked = MarkedSource(code)
    return (marked.bytes, marked.markers)
  }

  /// A module named `Feature` that owns exactly `traits`.
  static func module(owning traits: [ModuleTrait]) -> ModuleContext {
    var resources = ModuleResources()
    for trait in traits {
      switch trait {
      case .bundle:
        resources.ownsBundle = true
        resources.resources.append("Sources/Feature/PrivacyInfo.xcprivacy")
      case .stringTables:
        resources.stringTables = [
          .init(
            name: "Localizable", localizations: ["en"],
            files: ["Sources/Feature/Resources/en.lproj/Localizable.strings"])
        ]
      case .assetCatalogs:
        resources.assetCatalogs = ["Sources/Feature/Resources/Media.xcassets"]
      case .interfaceFiles:
        resources.interfaceFiles = ["Sources/Feature/Resources/Checkout.storyboard"]
      case .lookupResources:
        resources.otherFiles = ["Sources/Feature/Resources/catalog.json"]
      }
    }
    return ModuleContext(name: "Feature", resources: resources)
  }

  /// The traits of the module the rule speaks about.
  /// A cross-check that needs only a bundle speaks about a module that owns everything.
  static func traits(for rule: Rule) -> [ModuleTrait] {
    let owns = rule.appliesWhen.owns
    if owns == [.bundle], rule.kind == .resourceContent { return ModuleTrait.allCases }
    return owns.isEmpty ? [] : [.bundle] + owns
  }

  /// Modules the rule must stay silent in: without the resources it needs (or, for a rule that
  /// needs their absence, with everything).
  static func silentModules(for rule: Rule) -> [[ModuleTrait]] {
    if !rule.appliesWhen.lacks.isEmpty { return [ModuleTrait.allCases] }
    let owns = rule.appliesWhen.owns
    if owns.contains(.lookupResources) { return [[], [.bundle]] }
    return [[], ModuleTrait.allCases.filter { !owns.contains($0) }]
  }

  /// The folder of the example package, in memory.
  static let root = "/repo/Example"
  /// Where the example's code goes.
  static let examplePath = "Sources/Feature/Example.swift"

  /// Lints `source` as the run does (`LintRun.run`, all its passes, with `rule` selected), in an
  /// in-memory package whose module `Feature` owns `traits` and holds `source`, beside the
  /// example's other modules (`package`; those owning string tables have the looked-up keys when
  /// the rule needs evidence). For a `resourceContent` rule and `resources`, the
  /// module's tables and catalogs hold what the rationales describe (`files(_:withContent:)`)
  /// and the package has the sibling `DesignSystem` (`siblingFiles`); other rules find them
  /// empty, as their examples expect. A run that fails to start gives one `harness` finding.
  /// Returns the findings in the example's file.
  static func lint(
    _ source: [UInt8], rule: Rule, traits: [ModuleTrait], resources: Bool = true,
    package: [PackageSource] = [], packageOwns: [ModuleTrait]? = nil, inTestTarget: Bool = false
  ) -> [Diagnostic] {
    // The Xcode project rules speak about a target of the example project; where the others
    // are checked for silence (no resources), the example goes in the app, where the same
    // lookups find the app's own bundle.
    if rule.check == .packageHosts {
      return lintHostedPackage(source, rules: [rule], withProject: resources)
    }
    if rule.check == .podResourceBundle {
      return lintInPod(source, rules: [rule], resources: resources)
    }
    if isXcodeProjectRule(rule) {
      return lintInProject(source, rule: rule, target: resources ? exampleTarget(for: rule) : "App")
    }
    var fs = InMemoryFileSystem(currentDirectory: root)
    let withContent = resources && rule.kind == .resourceContent
    var targets = [target("Feature", declaring: resourcePaths(traits), test: inTestTarget)]
    for (path, text) in files(traits, withContent: withContent) {
      fs.addFile(root + "/Sources/Feature/" + path, text)
    }
    if resources, rule.needsEvidence {
      for (path, text) in lookedUp(traits) { fs.addFile(root + "/Sources/Feature/" + path, text) }
    }
    fs.addFile(root + "/" + examplePath, bytes: source)
    var modules = Dictionary(grouping: package, by: \.module).mapValues {
      $0.map(\.code).joined(separator: "\n")
    }
    // The sibling `DesignSystem`, with tables and a catalog: what the cross-checks look in, and
    // the evidence a wrapper declaration rule needs (another module with keys of its own).
    let withSibling = withContent || resources && rule.kind == .wrapperDeclaration
    if withSibling, modules["DesignSystem"] == nil { modules["DesignSystem"] = "" }
    // The example module imports the others, as code that names their bundles must.
    targets[0] = target(
      "Feature", declaring: resourcePaths(traits), test: inTestTarget,
      dependencies: modules.keys.filter { $0 != "Feature" }.sorted())
    for (name, code) in modules.sorted(by: { $0.key < $1.key }) {
      fs.addFile(root + "/Sources/\(name)/\(name).swift", code)
      guard withSibling, name == "DesignSystem" else {
        let owns = packageOwns ?? []
        targets.append(target(name, declaring: resourcePaths(owns)))
        for (path, text) in files(owns, withContent: false) {
          fs.addFile(root + "/Sources/\(name)/" + path, text)
        }
        // The keys the example looks up are the other module's too: the evidence of a caller
        // that passes a key of its own tables.
        if resources, rule.needsEvidence, owns.contains(.stringTables) {
          for (path, text) in lookedUp(owns) where path.hasSuffix(".strings") {
            fs.addFile(root + "/Sources/\(name)/" + path, text)
          }
        }
        continue
      }
      targets.append(target(name, declaring: ["Resources", "Media.xcassets"]))
      for (path, text) in siblingFiles { fs.addFile(root + "/Sources/DesignSystem/" + path, text) }
    }
    fs.addFile(
      root + "/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Example", defaultLocalization: "en",
        targets: [\(targets.joined(separator: ", "))])

      """)
    let request = LintRun.Request(
      paths: ["."], currentDirectory: root, manifestMode: .static,
      catalog: RuleCatalog(rules: [rule]), select: [rule.id])
    do {
      let outcome = try LintRun.run(request, fileSystem: fs)
      return outcome.diagnostics.filter { $0.location.path.hasSuffix(examplePath) }
    } catch {
      return [
        Diagnostic(
          ruleID: "harness", severity: .error, message: "the run failed: \(error)",
          location: SourceLocation(path: examplePath, offset: 0, line: 1, column: 1))
      ]
    }
  }

  /// A `.target` (or, for `test`, a `.testTarget` in `Sources/`) of the example manifest that
  /// processes `resources`.
  static func target(
    _ name: String, declaring resources: [String], test: Bool = false, dependencies: [String] = []
  ) -> String {
    let processed = resources.map { ".process(\"\($0)\")" }.joined(separator: ", ")
    var start =
      test
      ? ".testTarget(name: \"\(name)\", path: \"Sources/\(name)\"" : ".target(name: \"\(name)\""
    if !dependencies.isEmpty {
      start += ", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))]"
    }
    return resources.isEmpty ? start + ")" : start + ", resources: [\(processed)])"
  }

  /// What the manifest declares for a module owning `traits`.
  static func resourcePaths(_ traits: [ModuleTrait]) -> [String] {
    guard traits.contains(.bundle) else { return [] }
    return ["PrivacyInfo.xcprivacy"] + (traits.count > 1 ? ["Resources"] : [])
  }

  /// The files of a module owning `traits`, relative to its folder (none without `bundle`):
  /// holding what the `resourceContent` rules' rationales describe when `withContent`, else
  /// empty.
  static func files(_ traits: [ModuleTrait], withContent: Bool) -> [(String, String)] {
    guard traits.contains(.bundle) else { return [] }
    var files = [("PrivacyInfo.xcprivacy", privacyManifest)]
    for trait in traits {
      switch trait {
      case .bundle: break
      case .stringTables:
        files.append(("Resources/en.lproj/Localizable.strings", withContent ? exampleStrings : ""))
      case .assetCatalogs:
        files.append(("Resources/Media.xcassets/Contents.json", "{}"))
        guard withContent else { continue }
        for folder in ["Logo.imageset", "BrandTint.colorset", "Icons/cart.imageset"] {
          files.append(("Resources/Media.xcassets/\(folder)/Contents.json", "{}"))
        }
        files.append(
          (
            "Resources/Media.xcassets/Icons/Contents.json",
            #"{"properties": {"provides-namespace": true}}"#
          ))
      case .interfaceFiles:
        files.append(("Resources/Checkout.storyboard", "<document/>"))
      case .lookupResources:
        files.append(("Resources/catalog.json", "{}"))
        if withContent { files.append(("Resources/Brand-Bold.ttf", brandFont)) }
      }
    }
    return files
  }

  /// The example module's font (`lookupResources` with content): family `Brand`.
  static let brandFont = FontFileBytes.trueTypeText(
    family: "Brand", fullName: "Brand Bold", postScriptName: "Brand-Bold")

  /// What the missing-bundle rules' examples look up, as the example module `Feature` has it
  /// (their findings need that evidence, `CallShapeCheck.grade`): the keys in `Localizable`
  /// (and `checkout.title` in `Checkout`), the images, colors and data assets in a catalog, the
  /// storyboards, xibs and files by name. A name not listed here is in no module, and a
  /// missing-bundle rule stays silent about it.
  static func lookedUp(_ traits: [ModuleTrait]) -> [(String, String)] {
    guard traits.contains(.bundle) else { return [] }
    var files: [(String, String)] = []
    if traits.contains(.stringTables) || traits.contains(.lookupResources) {
      let strings = lookedUpKeys.map { key in
        let quoted = key.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(quoted)\" = \"Text of \(quoted)\";\n"
      }.joined()
      // Keys whose development text is the key: one not translated yet, one that every
      // localization shows as itself, one with nothing to translate.
      let asThemselves = untranslatedKeys.map { "\"\($0)\" = \"\($0)\";\n" }.joined()
      files.append(("Resources/en.lproj/Localizable.strings", strings + asThemselves))
      files.append(("Resources/de.lproj/Localizable.strings", "\"OK\" = \"OK\";\n"))
      files.append(
        ("Resources/en.lproj/Checkout.strings", "\"checkout.title\" = \"Your order\";\n"))
    }
    if traits.contains(.assetCatalogs) {
      files.append(("Resources/Media.xcassets/Contents.json", "{}"))
      for folder in lookedUpAssets {
        files.append(("Resources/Media.xcassets/\(folder)/Contents.json", "{}"))
      }
    }
    if traits.contains(.interfaceFiles) {
      for name in ["ProductCell", "Login", "LoginViewController", "Preferences"] {
        files.append(("Resources/\(name).xib", "<document/>"))
      }
    }
    if traits.contains(.lookupResources) {
      files.append(("Resources/defaults.plist", "<plist version=\"1.0\"><dict/></plist>\n"))
      files.append(("Resources/logo.png", ""))
    }
    return files
  }

  static let lookedUpKeys = [
    "%lld items", "%lld items in the cart", "booking.date", "cart.clear.title", "cart.delete",
    "cart.delete.title", "cart.quantity", "cart.total", "checkout.delete", "checkout.help",
    "checkout.multiline", "checkout.pay", "checkout.subtitle", "checkout.title",
    #"checkout.\"quoted\""#, "common.close", "common.close.hint", "common.state", "editor.actions",
    "editor.format", "inbox.new", "profile.empty", "profile.name", "profile.none",
    "profile.password", "profile.title", "sale.title", "search.empty",
    "search.prompt", "settings.details", "settings.flavor", "settings.general", "settings.help",
    "settings.more", "settings.notifications", "settings.options", "settings.title",
    "share.title", "sync.loading", "tabs.home", "theme.tint", "title",
  ]

  /// Keys the example module's table shows as themselves in English (`lookedUp`), and `OK` in
  /// German too.
  static let untranslatedKeys = ["Save changes", "OK", "—"]

  static let lookedUpAssets = [
    "logo.imageset", "divider.imageset", "signal.symbolset", "gear.custom.imageset",
    "house.custom.imageset", "empty.box.imageset", "BrandTint.colorset", "defaults.dataset",
  ]

  static let privacyManifest = "<plist version=\"1.0\"><dict/></plist>\n"

  /// The example module's table, as the `resourceContent` rules' rationales describe it.
  static let exampleStrings =
    #"""
    "checkout.title" = "Checkout";
    "checkout.pay" = "Pay";
    "%lld items" = "%lld items";

    """#

  /// The example package's other module, `DesignSystem`: the image `trash`, the color
  /// `AccentTint`, the key `design.ok`, the font `Sans-Regular` (family `Sans`, never
  /// registered) and the accessor `Bundle.designSystem`.
  static let siblingFiles = [
    ("Resources/en.lproj/Localizable.strings", "\"design.ok\" = \"OK\";\n"),
    (
      "Resources/Sans-Regular.ttf",
      FontFileBytes.trueTypeText(
        family: "Sans", fullName: "Sans Regular", postScriptName: "Sans-Regular")
    ),
    ("Media.xcassets/Contents.json", "{}"),
    ("Media.xcassets/trash.imageset/Contents.json", "{}"),
    ("Media.xcassets/AccentTint.colorset/Contents.json", "{}"),
    (
      "Bundle+DesignSystem.swift",
      """
      import Foundation

      extension Bundle {
        public static var designSystem: Bundle { .module }
      }

      """
    ),
  ]

  /// `source` with every fix that `--fix --unsafe-fixes` applies, applied as it does.
  static func applyingFixes(_ diagnostics: [Diagnostic], to source: [UInt8]) -> [UInt8] {
    // What `--fix --unsafe-fixes` applies, in one round of the fix loop.
    let fixes = diagnostics.compactMap(\.fix).filter { $0.isApplied(allowingUnsafe: true) }
    return FixApplier.applyRound(
      fixes.map { $0.edits.map { ($0.start.offset..<$0.end.offset, $0.replacement) } },
      to: source
    ).bytes
  }

  /// The source with expected `↓` and actual findings drawn under each line.
  static func render(_ source: [UInt8], expected: [Int], actual: [Diagnostic]) -> String {
    let converter = SourceLocationConverter(source)
    var out = ""
    for line in 1...converter.lineStarts.count {
      out += converter.lineText(line) + "\n"
      for offset in expected where converter.line(of: offset) == line {
        out +=
          String(repeating: " ", count: converter.location(of: offset).column - 1) + "↓ expected\n"
      }
      for diagnostic in actual where diagnostic.location.line == line {
        out +=
          String(repeating: " ", count: diagnostic.location.column - 1)
          + "^ \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
      }
    }
    return out
  }
}

extension Rule {
  /// A missing-bundle rule whose findings need the module to have what the call looks up.
  var needsEvidence: Bool {
    [.bundleParameter, .noBundleParameter, .mainBundleReceiver, .wrapperCall].contains(kind)
      && appliesWhen.owns.contains { $0 != .bundle }
  }
}
