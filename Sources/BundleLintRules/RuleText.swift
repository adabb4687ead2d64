import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// The named texts a rule file gives, besides its message, for what bundlelint prints about its
/// findings and in `explain`: notes, fix titles, advice, documentation. Which texts a rule needs
/// follows from its kind, its check and its calls (`Rule.requiredTexts`); each text may use only
/// its own placeholders. The wording lives in `Rules/*.json`, never in Swift.
package enum RuleText: Int, CaseIterable, Sendable {
  /// `explain`'s "What it does"; `{calls}` lists the call shapes, one per line.
  case whatItDoes
  /// `explain`'s "Fix safety".
  case fixSafety

  /// Fix title: insert the bundle argument (`{insert}`).
  case addBundle
  /// Fix title: the bundle written as the main bundle (`{written}`) becomes `{replacement}`.
  case replaceBundle
  /// Fix title: the form of a call without a bundle parameter that takes one (`{rewrite}`).
  case rewrite
  /// Fix title: a receiver (`{receiver}`) that cannot be edited in place.
  case useModuleBundle
  /// Fix title: the receiver `{receiver}` becomes `{replacement}`.
  case replaceReceiver
  /// Fix title: a call returning the wrong bundle that cannot be edited (`{replacement}`).
  case useInstead
  /// Fix title: the call `{call}` becomes `{replacement}`.
  case replaceCall
  /// Note on the manifest: where `{module}` gets its resources.
  case resourcesHere

  /// Grading note: `{name}` is in this module's `{place}`.
  case inThisModule
  /// Grading note: `{name}` is in module `{owner}`'s `{place}`.
  case inOtherModule
  /// Grading note of a latent miss: `{name}` is in this module's `{place}` in the language it
  /// was written in only, so a miss shows the same text until translations land.
  case notTranslatedYet
  /// Grading note of a latent miss: `{name}` is in this module's `{place}`, and the main-bundle
  /// lookup finds it only because `{host}` holds it too.
  case duplicatedByHost
  /// Grading note: `{name}` is in this module's `{place}`, not in table `{table}` that the call
  /// reads.
  case inOtherTable
  /// The message of a missing-bundle finding whose name is not a literal: it says what the
  /// call does, not that something is missing (the message's placeholders).
  case unverifiedMessage
  /// The message of a lookup that passes a property whose value is `Bundle(for: {class}.self)`
  /// (`{bundle}`, as written) in a SwiftPM target: the message's placeholders too.
  case classBundleMessage
  /// The message of a lookup by a `LocalizedStringKey` name that callers fill with keys of
  /// their own tables: the message's placeholders, the caller's `{key}` and module `{owner}`.
  case keyPassedMessage
  /// Note on a caller's literal: `{key}` is passed as `{name}` and is in module `{owner}`'s
  /// `{place}`.
  case keyPassedHere
  /// Fix title when callers in other modules fill `{name}`: a bundle parameter they set, used
  /// at the lookup (`{lookupSource}`).
  case passBundleParameter
  /// Grading note, on a `Text(verbatim:)` of the same type: its texts are written in one
  /// language on purpose, so the finding stays a warning.
  case writtenVerbatim

  /// Note on the manifest: `{module}` is declared with no resources.
  case declaredWithoutResources
  /// Note on a wrapper: `{wrapper}` is declared in `{wrapperModule}`.
  case wrapperDeclaredHere
  /// The bundle a wrapper call without one gets, when that is the main bundle.
  case mainBundleDefault
  /// The bundle a wrapper call without one gets, when that is `{wrapperModule}`'s.
  case wrapperModuleDefault
  /// Note on a wrapper declaration: where `{key}` is shown in the main bundle.
  case shownHere

  /// Advice: a close key or name, `{suggestion}`.
  case didYouMean
  /// Fix title: replace the literal with `{suggestion}`.
  case replaceWith
  /// Place: the module has no table `{table}`.
  case noTable
  /// Place: table `{table}` has no such key.
  case noKey
  /// Advice: add the key to `{file}`.
  case addKey
  /// Place: no asset of the kinds `{kinds}` has the name.
  case noAsset
  /// Advice: add `{lookup}` to an asset catalog of `{module}`.
  case addAsset

  /// Advice: `{owner}` has no public bundle accessor; suggest one named `{accessorName}`.
  case giveAccessor
  /// Advice: pass `{bundleLabel}: .{accessor}`.
  case passAccessor
  /// Advice: the API takes no bundle; use a form that does, with `Bundle.{accessor}`.
  case useFormWithBundle

  /// `{detail}` of a Swift source that is a binary file.
  case binaryFile
  /// `{detail}` of a file too large to read.
  case tooLarge
  /// `{detail}` of a needed path that is a broken symbolic link.
  case brokenLink
  /// `{detail}` of a needed path that is a symbolic link loop.
  case linkLoop

  /// Message: the directive `{directive}` suppresses nothing for some of its ids, `{ids}`.
  case unusedIDs
  /// Fix title: remove the directive `{directive}`.
  case removeDirective
  /// `{advice}` when no known rule id is close to the unknown one.
  case listRules
  /// Message: `{word}` is no directive; `{commands}` are.
  case unknownCommand
  /// Message: the directive `{directive}` names no rule.
  case noRules
  /// Message: `bundlelint:enable {id}` ends no region.
  case unmatchedEnable
  /// Fix: pass the bundle of a class the framework declares.
  case passClassBundle
  /// Fix: declare a class to find the framework's bundle by, and pass its bundle.
  case addBundleToken
  /// Fix: for a call that takes no bundle, a form that does, with a class's bundle.
  case useFormWithClassBundle
  /// Fix: pass the pod's locator of its resource bundle.
  case passResourceBundle
  /// Fix: add a locator of the pod's resource bundle, and pass it.
  case addResourceBundleLocator
  /// Message detail: the host whose bundle lacks what the framework looks up.
  case missesInHost
  /// Fix: copy the resource into the extension's bundle, or pass the app's bundle.
  case copyResource
  /// Message `{place}`: the extension's table lacks the key.
  case lacksKey
  /// Message `{place}`: the extension has no table of that name.
  case noSuchTable
  /// Message `{detail}`: the bundle as the code writes it, and the target's product it is.
  case resolvedBundle
  /// The message of one finding for the keys a wrapper's callers pass, when the bundle it looks
  /// them up in has no such table.
  case wrapperKeysMessage
  /// Fix title of a font lookup: register the fonts of `{module}` (`{file}` among them) with
  /// Core Text before they are looked up.
  case registerFonts
  /// Message `{detail}`: the module that ships the font registers its fonts.
  case registersFonts
  /// Message `{detail}`: the module that ships the font never registers its fonts.
  case neverRegistersFonts
  /// Fix note (shown only): declare the languages `{localizations}` in the bundle of `{host}`.
  case declareLocalizations

  /// The key a rule file gives the text under (`addBundle`): the case's name, spelled out
  /// (reflection would cost more than all of a small run's linting).
  package var name: String {
    switch self {
    case .whatItDoes: "whatItDoes"
    case .fixSafety: "fixSafety"
    case .addBundle: "addBundle"
    case .replaceBundle: "replaceBundle"
    case .rewrite: "rewrite"
    case .useModuleBundle: "useModuleBundle"
    case .replaceReceiver: "replaceReceiver"
    case .useInstead: "useInstead"
    case .replaceCall: "replaceCall"
    case .resourcesHere: "resourcesHere"
    case .inThisModule: "inThisModule"
    case .inOtherModule: "inOtherModule"
    case .notTranslatedYet: "notTranslatedYet"
    case .duplicatedByHost: "duplicatedByHost"
    case .inOtherTable: "inOtherTable"
    case .unverifiedMessage: "unverifiedMessage"
    case .classBundleMessage: "classBundleMessage"
    case .keyPassedMessage: "keyPassedMessage"
    case .keyPassedHere: "keyPassedHere"
    case .passBundleParameter: "passBundleParameter"
    case .writtenVerbatim: "writtenVerbatim"
    case .declaredWithoutResources: "declaredWithoutResources"
    case .wrapperDeclaredHere: "wrapperDeclaredHere"
    case .mainBundleDefault: "mainBundleDefault"
    case .wrapperModuleDefault: "wrapperModuleDefault"
    case .shownHere: "shownHere"
    case .didYouMean: "didYouMean"
    case .replaceWith: "replaceWith"
    case .noTable: "noTable"
    case .noKey: "noKey"
    case .addKey: "addKey"
    case .noAsset: "noAsset"
    case .addAsset: "addAsset"
    case .giveAccessor: "giveAccessor"
    case .passAccessor: "passAccessor"
    case .useFormWithBundle: "useFormWithBundle"
    case .binaryFile: "binaryFile"
    case .tooLarge: "tooLarge"
    case .brokenLink: "brokenLink"
    case .linkLoop: "linkLoop"
    case .unusedIDs: "unusedIDs"
    case .removeDirective: "removeDirective"
    case .listRules: "listRules"
    case .unknownCommand: "unknownCommand"
    case .noRules: "noRules"
    case .unmatchedEnable: "unmatchedEnable"
    case .passClassBundle: "passClassBundle"
    case .addBundleToken: "addBundleToken"
    case .useFormWithClassBundle: "useFormWithClassBundle"
    case .passResourceBundle: "passResourceBundle"
    case .addResourceBundleLocator: "addResourceBundleLocator"
    case .missesInHost: "missesInHost"
    case .copyResource: "copyResource"
    case .lacksKey: "lacksKey"
    case .noSuchTable: "noSuchTable"
    case .resolvedBundle: "resolvedBundle"
    case .wrapperKeysMessage: "wrapperKeysMessage"
    case .registerFonts: "registerFonts"
    case .registersFonts: "registersFonts"
    case .neverRegistersFonts: "neverRegistersFonts"
    case .declareLocalizations: "declareLocalizations"
    }
  }

  /// The text a rule file's key names, if any.
  package init?(name: String) {
    guard let text = Self.byName[name] else { return nil }
    self = text
  }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

  /// The placeholders the text may use.
  package var placeholders: Set<String> {
    switch self {
    case .whatItDoes: ["calls"]
    case .fixSafety: []
    case .addBundle: ["insert"]
    case .replaceBundle: ["written", "replacement"]
    case .rewrite: ["rewrite"]
    case .useModuleBundle: ["receiver"]
    case .replaceReceiver: ["receiver", "replacement"]
    case .useInstead: ["replacement"]
    case .replaceCall: ["call", "replacement"]
    case .resourcesHere, .declaredWithoutResources: ["module"]
    case .inThisModule: ["name", "place"]
    case .inOtherModule: ["name", "owner", "place"]
    case .notTranslatedYet: ["name", "place"]
    case .duplicatedByHost: ["name", "place", "host"]
    case .inOtherTable: ["name", "place", "table"]
    case .unverifiedMessage: MessageTemplate.callPlaceholders
    case .classBundleMessage: MessageTemplate.callPlaceholders.union(["bundle", "class"])
    case .keyPassedMessage: MessageTemplate.callPlaceholders.union(["key", "owner"])
    case .keyPassedHere: ["key", "name", "owner", "place"]
    case .passBundleParameter: ["name", "lookupSource"]
    case .writtenVerbatim: []
    case .wrapperDeclaredHere: ["wrapper", "wrapperModule"]
    case .mainBundleDefault: []
    case .wrapperModuleDefault: ["wrapperModule"]
    case .shownHere: ["key"]
    case .didYouMean, .replaceWith: ["suggestion"]
    case .noTable, .noKey: ["table"]
    case .addKey: ["file"]
    case .noAsset: ["kinds"]
    case .addAsset: ["lookup", "module"]
    case .giveAccessor: ["owner", "accessorName"]
    case .passAccessor: ["bundleLabel", "accessor"]
    case .useFormWithBundle: ["accessor"]
    case .binaryFile, .tooLarge, .brokenLink, .linkLoop, .listRules: []
    case .unusedIDs: ["directive", "ids"]
    case .removeDirective, .noRules: ["directive"]
    case .unknownCommand: ["word", "commands"]
    case .unmatchedEnable: ["id"]
    case .passClassBundle: ["bundleLabel", "class"]
    case .addBundleToken: ["bundleLabel", "module"]
    case .useFormWithClassBundle: ["class"]
    case .passResourceBundle: ["bundleLabel", "accessor"]
    case .addResourceBundleLocator: ["bundleLabel", "bundle"]
    case .missesInHost: ["host"]
    case .copyResource: ["resource", "target"]
    case .lacksKey, .noSuchTable: ["table"]
    case .resolvedBundle: ["bundle", "product", "target"]
    case .wrapperKeysMessage: ["callee", "count", "table", "detail", "module", "fix"]
    case .registerFonts: ["module", "file"]
    case .registersFonts, .neverRegistersFonts: ["module"]
    case .declareLocalizations: ["localizations", "host"]
    }
  }
}

extension Rule {
  /// The texts this rule's file must give: what its check prints for it.
  package var requiredTexts: Set<RuleText> {
    var texts: Set<RuleText> = [.whatItDoes, .fixSafety]
    let callKinds: Set<Kind> = [
      .bundleParameter, .noBundleParameter, .mainBundleReceiver, .wrapperCall, .eagerLookup,
    ]
    if callKinds.contains(kind) {
      texts.insert(.resourcesHere)
      var shapes = Set(calls.map(\.kind))
      if kind == .wrapperCall { shapes.insert(.bundleParameter) }
      if kind == .eagerLookup { shapes.insert(.noBundleParameter) }
      if shapes.contains(.bundleParameter) { texts.formUnion([.addBundle, .replaceBundle]) }
      if shapes.contains(.noBundleParameter) { texts.insert(.rewrite) }
      if shapes.contains(.mainBundleReceiver) {
        texts.formUnion([.useModuleBundle, .replaceReceiver, .useInstead, .replaceCall])
      }
    }
    // A missing-bundle rule that needs resources looked up by name grades its findings by
    // what the module has (`CallShapeCheck.grade`).
    let graded = appliesWhen.owns.contains { $0 != .bundle }
    if [.bundleParameter, .noBundleParameter, .mainBundleReceiver].contains(kind), graded {
      texts.formUnion([.inThisModule, .inOtherModule, .unverifiedMessage])
      if kind == .bundleParameter { texts.insert(.classBundleMessage) }
      if appliesWhen.lookedUp == .key { texts.insert(.writtenVerbatim) }
      // A key the module holds in one language only, or that a host holds too, is a latent miss.
      if appliesWhen.lookedUp == .key || calls.contains(where: { $0.resource == .key }) {
        texts.formUnion([.notTranslatedYet, .duplicatedByHost, .inOtherTable])
      }
    }
    // A rule about keys also speaks where callers pass keys to a `LocalizedStringKey` name
    // (`CallShapeCheck.PassedKey`).
    if [.bundleParameter, .noBundleParameter].contains(kind),
      appliesWhen.owns.contains(.stringTables)
    {
      texts.formUnion([.keyPassedMessage, .keyPassedHere, .passBundleParameter])
    }
    switch (kind, check) {
    case (.reference, _): texts.insert(.declaredWithoutResources)
    case (.wrapperCall, _):
      texts.formUnion([.wrapperDeclaredHere, .mainBundleDefault, .wrapperModuleDefault])
    case (.wrapperDeclaration, _): texts.insert(.shownHere)
    case (_, .unknownKey?): texts.formUnion([.didYouMean, .replaceWith, .noTable, .noKey, .addKey])
    case (_, .unknownAsset?): texts.formUnion([.didYouMean, .replaceWith, .noAsset, .addAsset])
    case (_, .otherModule?): texts.formUnion([.giveAccessor, .passAccessor, .useFormWithBundle])
    case (_, .outsidePackage?): texts.formUnion([.addKey, .addAsset])
    case (_, .frameworkHost?):
      texts.formUnion([
        .passClassBundle, .addBundleToken, .useFormWithClassBundle, .missesInHost, .resourcesHere,
        .passResourceBundle, .addResourceBundleLocator,
      ])
    case (_, .extensionHost?): texts.formUnion([.copyResource, .resourcesHere])
    case (_, .packageHosts?): texts.insert(.copyResource)
    case (_, .frameworkDuplication?):
      texts.formUnion([
        .passClassBundle, .addBundleToken, .useFormWithClassBundle, .passResourceBundle,
        .addResourceBundleLocator,
      ])
    case (_, .extensionReference?):
      texts.formUnion([.copyResource, .resourcesHere, .lacksKey, .noSuchTable])
    case (_, .explicitBundle?):
      texts.formUnion([
        .copyResource, .resourcesHere, .lacksKey, .noSuchTable, .addKey, .resolvedBundle,
        .wrapperKeysMessage,
      ])
    case (_, .podResourceBundle?):
      texts.formUnion([
        .passResourceBundle, .addResourceBundleLocator, .notTranslatedYet, .resourcesHere,
      ])
    case (_, .unregisteredFont?): texts.insert(.registerFonts)
    case (_, .otherModuleFont?):
      texts.formUnion([.registerFonts, .registersFonts, .neverRegistersFonts])
    case (_, .hostLocalizations?): texts.insert(.declareLocalizations)
    case (.unreadableFile, _): texts.formUnion([.binaryFile, .tooLarge, .brokenLink, .linkLoop])
    case (.unusedSuppression, _): texts.formUnion([.unusedIDs, .removeDirective])
    case (.invalidSuppression, _):
      texts.formUnion([.didYouMean, .listRules, .unknownCommand, .noRules, .unmatchedEnable])
    default: break
    }
    return texts
  }

  /// The rule's text `name` with its placeholders filled from `values`; empty when the rule
  /// file does not give it (`validate()` makes every built-in rule give what it needs).
  package func text(_ name: RuleText, _ values: MessageValues = [:]) -> String {
    textTable[name.rawValue]?.render(values) ?? ""
  }

  /// `texts` by `RuleText`, in case order, each split into runs and placeholders once: a finding
  /// reads its texts by index and fills them in by appending.
  static func textTable(_ texts: [String: String]) -> [CompiledTemplate?] {
    RuleText.allCases.map { texts[$0.name].map(CompiledTemplate.init) }
  }
}
