import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A call that looks a key or asset up by a literal name, as the resource cross-checks see it.
struct ResourceLookupSite: Hashable, Sendable {
  /// Which bundle the call searches.
  enum BundleUse: Hashable, Sendable {
    /// No bundle argument, or `.main`, `Bundle.main`, `nil`; or an API that takes none.
    case main
    /// `.module`, `Bundle.module`, `#bundle`.
    case module
    /// Any other bundle expression: unknown, so no check speaks.
    case other
  }

  var call: CallSite
  var pattern: CallPattern
  var name: LocalizationKey
  /// The literal table name (`tableName:`/`table:`), nil for the default table.
  var table: String?
  var bundle: BundleUse
  var resource: ResourceLookup

  /// Spellings of the module's own bundle.
  static let moduleBundleSpellings = [
    ".module", "Bundle.module", "Foundation.Bundle.module", "#bundle",
  ]

  /// The lookup `call` makes under `pattern`, when the pattern fits and the name is a literal.
  ///
  /// - Parameters:
  ///   - call: the call.
  ///   - pattern: the call shape it is read under.
  ///   - resource: what the lookup names; the pattern's own `resource` wins.
  ///   - source: the file's bytes.
  init?(call: CallSite, pattern: CallPattern, resource: ResourceLookup?, source: [UInt8]) {
    guard let resource = pattern.resource ?? resource, pattern.accepts(call),
      let label = pattern.lookupLabel, let argument = call.argument(labelled: label),
      let literal = argument.literal, let name = LocalizationKey(literal: literal)
    else { return nil }
    if resource != .key, name.hasPlaceholders { return nil }
    guard case .known(let table) = Self.table(of: call, label: pattern.tableLabel, source: source)
    else { return nil }
    self.init(
      call: call, pattern: pattern, name: name, table: table, source: source, resource: resource)
  }

  /// The table a call names, if it can be known from the code.
  enum TableChoice {
    /// The default table (nil), or a literal table name.
    case known(String?)
    /// An expression: which table is looked in is not known.
    case unknown
  }

  static func table(of call: CallSite, label: String?, source: [UInt8]) -> TableChoice {
    let argument =
      label.map { call.argument(labelled: $0) }
      ?? call.argument(labelled: "tableName") ?? call.argument(labelled: "table")
    guard let argument else { return .known(nil) }
    guard let literal = argument.literal else {
      return source.compactText(argument.valueRange, equals: "nil") ? .known(nil) : .unknown
    }
    guard let key = LocalizationKey(literal: literal), !key.hasPlaceholders else { return .unknown }
    return .known(key.display)
  }

  private init(
    call: CallSite, pattern: CallPattern, name: LocalizationKey, table: String?, source: [UInt8],
    resource: ResourceLookup
  ) {
    self.call = call
    self.pattern = pattern
    self.name = name
    self.table = table
    self.resource = resource
    bundle = Self.bundleUse(of: call, pattern: pattern, source: source)
  }

  /// Which bundle `call` searches under `pattern`: cheap, so a check that needs the other bundle
  /// is skipped before the lookup's name is read.
  static func bundleUse(of call: CallSite, pattern: CallPattern, source: [UInt8]) -> BundleUse {
    if pattern.kind == .noBundleParameter { return .main }
    guard let label = pattern.bundleLabel, let argument = call.argument(labelled: label) else {
      return .main
    }
    let range = argument.valueRange
    if pattern.mainBundleSpellings.contains(where: { source.compactText(range, equals: $0) }) {
      return .main
    }
    if moduleBundleSpellings.contains(where: { source.compactText(range, equals: $0) }) {
      return .module
    }
    return .other
  }
}

extension ResourceLookupSite {
  /// The site with a bundle that `module` knows as its own (a property returning its bundle,
  /// a configured helper: `ModuleContext.bundleReference(of:)`) read as `.module`.
  func resolvingBundle(in module: ModuleContext, source: [UInt8]) -> ResourceLookupSite {
    guard bundle == .other, let label = pattern.bundleLabel,
      let argument = call.argument(labelled: label),
      module.bundleReference(of: source.compactText(argument.valueRange)) == .module
    else { return self }
    var resolved = self
    resolved.bundle = .module
    return resolved
  }

  /// Whether the call gives the text shown when the key is missing (`value: "Pay"`,
  /// `defaultValue:`): then the key itself never shows. `nil` and `""` give none.
  func hasDefaultValue(in source: [UInt8]) -> Bool {
    guard let argument = call.argument(labelled: "value") ?? call.argument(labelled: "defaultValue")
    else { return false }
    return !source.compactText(argument.valueRange, equals: "nil")
      && !source.compactText(argument.valueRange, equals: "\"\"")
  }

  /// Whether a host bundle's tables (`ModuleContext.hostTables`) have the key in every
  /// localization the module's own tables have it in (in some, when the module lacks it): the
  /// main-bundle lookup then shows the app's translation.
  func isProvidedByHost(_ module: ModuleContext) -> Bool {
    Self.isProvidedByHost(name, table: table, resource: resource, module: module)
  }

  /// Who provides the key as `isProvidedByHost(_:)` finds it (`'Share.appex'`, `the app`), for
  /// the note of a lookup that works only through that host.
  func hostProviding(_ module: ModuleContext) -> String? {
    guard resource == .key, let hosts = module.hostTables else { return nil }
    let key = module.resourceIndex?.match(name, table: table) ?? name.display
    let own = module.resourceIndex?.hostLocalizations(of: name, table: table) ?? []
    return hosts.provider(of: key, table: table, in: own)
  }

  /// Whether an app extension that runs the module lacks the key (in the languages the module
  /// translates it to) and its own files name the code around the call (`codeNames`: its
  /// file-scope type, the property or function holding it; `PackageHostCheck.codeNames`):
  /// there the main-bundle lookup misses, whatever the app has. Before the run knows what the
  /// extensions name (`hostReferences` nil, a first pass), any extension that lacks the key
  /// counts, and the finding is settled with the evidence in a second pass.
  func missesInExtension(
    of module: ModuleContext, naming codeNames: @autoclosure () -> Set<String>
  ) -> Bool {
    guard resource == .key, let hosts = module.hostTables else { return false }
    let own = module.resourceIndex?.translatedLocalizations(of: name, table: table) ?? []
    let key = module.resourceIndex?.match(name, table: table) ?? name.display
    guard let answers = hosts.eachHostProvides(key, table: table, in: own) else { return false }
    let lacking = answers.filter { !$0.provides && $0.host.hasSuffix(".appex") }.map(\.host)
    return module.hostRunning(codeNames(), among: lacking) != nil
  }

  /// `isProvidedByHost(_:)` for a lookup of `name` in `table` made from `module`.
  static func isProvidedByHost(
    _ name: LocalizationKey, table: String?, resource: ResourceLookup, module: ModuleContext
  ) -> Bool {
    guard resource == .key, let hosts = module.hostTables else { return false }
    // The key as the module's table spells it (`%lld items` for `"\(n) items"`).
    let key = module.resourceIndex?.match(name, table: table) ?? name.display
    // The languages whose text differs from the key: in the others a miss shows the same text.
    let own = module.resourceIndex?.translatedLocalizations(of: name, table: table) ?? []
    return hosts.provides(key, table: table, in: own)
  }

  /// The literal text the call gives for a missing key (`value: "FAQ"`), if any.
  func defaultValue(in source: [UInt8]) -> String? {
    guard
      let argument = call.argument(labelled: "value") ?? call.argument(labelled: "defaultValue"),
      let literal = argument.literal, let text = LocalizationKey(literal: literal)
    else { return nil }
    return text.display
  }

  /// Whether the key as `index`'s table spells it has words to translate
  /// (`LocalizationKey.hasWords`); true for a key the table lacks.
  func hasWords(in index: ResourceIndex) -> Bool {
    LocalizationKey.hasWords(index.match(name, table: table) ?? name.display)
  }

  /// Whether `host`'s index has what the call looks up; a key it cannot have is told without
  /// reading an index not read yet (`HostBundle.mayHave(key:table:)`).
  func isFound(in host: HostBundle) -> Bool {
    if resource == .key, !name.hasPlaceholders, !host.mayHave(key: name.display, table: table) {
      return false
    }
    return isFound(in: host.index)
  }

  /// Whether `index` has what the call looks up.
  func isFound(in index: ResourceIndex?) -> Bool {
    guard let index else { return false }
    if resource == .key { return index.match(name, table: table) != nil }
    if index.assetType(named: name.display, among: resource.assetTypes) != nil { return true }
    // `UIImage(named:)` and `NSImage(named:)` also load an image file of the bundle.
    guard resource.assetTypes.contains(.image), ["UIImage", "NSImage"].contains(pattern.callee),
      !index.imageFiles.isEmpty
    else { return false }
    let written = name.display
    let stem = ResourceIndex.isImageFile(written) ? PathName.stem(written) : written
    return index.imageFiles.contains(ResourceIndex.imageName(stem))
  }

  /// Where `index` keeps what the call looks up: `Localizable.strings`, `asset catalog`.
  /// The name as `index` holds it: for a key with interpolations, the table's format key it
  /// matches (`Error: %@`), else the name as written.
  func shownName(in index: ResourceIndex) -> String {
    guard resource == .key, name.hasPlaceholders else { return name.display }
    return index.match(name, table: table) ?? name.display
  }

  func place(in index: ResourceIndex) -> String {
    if resource == .key { return index.tableFileName(table) }
    return index.assetType(named: name.display, among: resource.assetTypes) == nil
      && !index.imageFiles.isEmpty ? "image files" : "asset catalog"
  }
}
