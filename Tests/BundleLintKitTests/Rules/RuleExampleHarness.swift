@testable import BundleLintKit

/// Runs rule examples: strips `↓` markers, builds the module an example speaks about, lints,
/// applies fixes, and draws failures the way SwiftLint does.
enum RuleExampleHarness {
  static let marker = "↓"

  /// The code without markers, and the byte offset each marker stood at.
  static func strip(_ code: String) -> (source: [UInt8], markers: [Int]) {
    var source: [UInt8] = []
    var markers: [Int] = []
    let markerBytes = Array(marker.utf8)
    let bytes = Array(code.utf8)
    var i = 0
    while i < bytes.count {
      if bytes[i...].starts(with: markerBytes) {
        markers.append(source.count)
        i += markerBytes.count
      } else {
        source.append(bytes[i])
        i += 1
      }
    }
    return (source, markers)
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
  static func traits(for rule: Rule) -> [ModuleTrait] {
    rule.appliesWhen.owns.isEmpty ? [] : [.bundle] + rule.appliesWhen.owns
  }

  /// Modules the rule must stay silent in: without the resources it needs (or, for a rule that
  /// needs their absence, with everything).
  static func silentModules(for rule: Rule) -> [[ModuleTrait]] {
    if !rule.appliesWhen.lacks.isEmpty { return [ModuleTrait.allCases] }
    let owns = rule.appliesWhen.owns
    if owns.contains(.lookupResources) { return [[], [.bundle]] }
    return [[], ModuleTrait.allCases.filter { !owns.contains($0) }]
  }

  /// Lints `source` in a module owning `traits`, with the wrappers and bundle accessors of the
  /// example's other modules known, as the engine's first pass gathers them; for a
  /// `resourceContent` rule and `resources`, the module has the example resource index
  /// (`exampleIndex`) and the sibling `DesignSystem` (`exampleSibling`). Other rules run without
  /// an index, as their examples expect.
  static func lint(
    _ source: [UInt8], rule: Rule, traits: [ModuleTrait], resources: Bool = true,
    package: [PackageSource] = []
  ) -> [Diagnostic] {
    var module = module(owning: traits)
    if resources, rule.kind == .resourceContent {
      module.resourceIndex = exampleIndex
      module.siblings = [exampleSibling]
    }
    for file in package {
      let bytes = Array(file.code.utf8)
      let syntax = CallMatcher.match(bytes, tokens: Lexer.tokenize(bytes))
      let path = "Sources/\(file.module)/\(file.module).swift"
      module.wrappers += Wrapper.find(
        in: syntax, source: bytes, path: path,
        module: Module(name: file.module, resources: ModuleResources()))
      module.bundleAccessors += BundleAccessor.find(
        in: syntax, source: bytes, module: Module(name: file.module, resources: ModuleResources()))
    }
    return Linter.lint(
      source: source, path: "Sources/Feature/Example.swift", module: module, rules: [rule])
  }

  /// What the example module's tables and catalogs hold, as the `resourceContent` rules'
  /// rationales describe it.
  static let exampleIndex: ResourceIndex = {
    var index = ResourceIndex()
    let strings = Array(
      "\"checkout.title\" = \"Checkout\";\n\"checkout.pay\" = \"Pay\";\n\"%lld items\" = \"%lld items\";\n".utf8)
    index.addTableFile(
      path: "Sources/Feature/Resources/en.lproj/Localizable.strings", table: "Localizable",
      bytes: strings)
    index.addAssetCatalog(
      path: "Sources/Feature/Resources/Media.xcassets",
      folders: ["Logo.imageset", "BrandTint.colorset", "Icons", "Icons/cart.imageset"],
      groupContents: ["Icons": Array(#"{"properties": {"provides-namespace": true}}"#.utf8)])
    return index
  }()

  /// The example package's other module: `DesignSystem`, with the image `trash`, the color
  /// `AccentTint`, the key `design.ok` and the accessor `Bundle.designSystem`.
  static let exampleSibling: SiblingModule = {
    var index = ResourceIndex()
    index.addTableFile(
      path: "Sources/DesignSystem/Resources/en.lproj/Localizable.strings", table: "Localizable",
      bytes: Array("\"design.ok\" = \"OK\";\n".utf8))
    index.addAssetCatalog(
      path: "Sources/DesignSystem/Media.xcassets",
      folders: ["trash.imageset", "AccentTint.colorset"], groupContents: [:])
    return SiblingModule(name: "DesignSystem", index: index, bundleAccessor: "designSystem")
  }()

  /// `source` with every edit of every fix applied, back to front.
  static func applyingFixes(_ diagnostics: [Diagnostic], to source: [UInt8]) -> [UInt8] {
    let edits = diagnostics.compactMap(\.fix).flatMap(\.edits)
      .sorted { $0.start.offset > $1.start.offset }
    var bytes = source
    for edit in edits {
      bytes.replaceSubrange(edit.start.offset..<edit.end.offset, with: Array(edit.replacement.utf8))
    }
    return bytes
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
