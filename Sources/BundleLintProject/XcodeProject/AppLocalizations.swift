import BundleLintCore
import BundleLintSyntax

/// The languages an app's or extension's bundle declares, from which the system picks the
/// language of its process: the `.lproj` folders its Copy Bundle Resources makes (its localized
/// files, and each language of its String Catalogs), `CFBundleLocalizations` in its Info.plist
/// (or its `INFOPLIST_KEY_CFBundleLocalizations` setting), and its development region. Unless
/// it allows mixed localizations, every framework and package bundle it runs shows that one
/// language, or its own development language when it lacks that one.
package struct AppLocalizations: Hashable, Sendable {
  /// The languages declared, sorted, each once (`Base` left out: it is no language).
  package var declared: [String]
  /// `CFBundleAllowMixedLocalizations` is true (in the Info.plist or by its build setting):
  /// each bundle then picks its own language.
  package var allowsMixedLocalizations: Bool

  package init(declared: [String], allowsMixedLocalizations: Bool = false) {
    self.declared = Array(Set(declared.filter { !$0.isEmpty && $0 != "Base" })).sorted()
    self.allowsMixedLocalizations = allowsMixedLocalizations
  }

  /// What the bundle of `target` declares: the languages of the `.lproj` folders among its
  /// resources and its localized sources, `catalogLanguages` (those of its String Catalogs), `infoPlists` (one per
  /// configuration that names a file), the `INFOPLIST_KEY_` settings of each configuration,
  /// and `developmentRegion`. Nil when a configuration's Info.plist cannot be known (its
  /// `INFOPLIST_FILE` is unresolved, or the file unreadable: `nil` among `infoPlists`), or one
  /// of those settings has a value that cannot be resolved.
  package static func of(
    _ target: XcodeTarget, developmentRegion: String?, catalogLanguages: Set<String>,
    infoPlists: [InfoPlist?]
  ) -> AppLocalizations? {
    var declared = Set((target.resources + target.localizedSources).compactMap(folderLanguage))
    declared.formUnion(catalogLanguages)
    declared.insert(developmentRegion ?? "en")
    var mixed = false
    for plist in infoPlists {
      guard let plist else { return nil }
      declared.formUnion(plist.localizations)
      mixed = mixed || plist.allowsMixedLocalizations
    }
    for settings in target.settings.values {
      let listed = settings["INFOPLIST_KEY_CFBundleLocalizations"]
      let allow = settings["INFOPLIST_KEY_CFBundleAllowMixedLocalizations"]
      // Set to a value that cannot be resolved: not known. Set nowhere bundlelint can read (an
      // `.xcconfig` left out of the repository, which holds secrets rather than languages):
      // taken as unset.
      for setting in [listed, allow] {
        if let setting, !setting.isResolved, !setting.text.isEmpty { return nil }
      }
      declared.formUnion(listed?.words ?? [])
      mixed = mixed || allow.map { InfoPlist.isTrue($0.text) } == true
    }
    return AppLocalizations(declared: Array(declared), allowsMixedLocalizations: mixed)
  }

  /// The language of the innermost `.lproj` folder `path` is or lies in (`de` for
  /// `App/de.lproj/InfoPlist.strings`); nil outside any.
  static func folderLanguage(_ path: String) -> String? {
    var path = path
    return path.withUTF8 { bytes in
      // The components from the last, each `bytes[start..<end]`.
      var end = bytes.count
      while end > 0 {
        var start = end
        while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
        if end - start >= 6, bytes[(end - 6)..<end].elementsEqual(".lproj".utf8) {
          return String(decoding: bytes[start..<(end - 6)], as: UTF8.self)
        }
        end = start - 1
      }
      return nil
    }
  }

  /// Of `languages`, those the bundle declares none of, sorted: a language counts as declared
  /// when the bundle declares it, or the same language with or without a region or script
  /// (`de` for `de-CH`, `pt-BR` for `pt`), which the system matches as near enough.
  package func lacking(_ languages: Set<String>) -> [String] {
    let own = Set(declared.map(Self.folded))
    let bare = Set(own.filter { !$0.contains("-") })
    return languages.filter { language in
      let folded = Self.folded(language)
      let base = String(folded.prefix { $0 != "-" })
      if own.contains(folded) || bare.contains(base) { return false }
      return folded.contains("-") || !own.contains { $0.hasPrefix(folded + "-") }
    }.sorted()
  }

  /// A language as compared: lowercased, `_` as `-` (`zh_Hans` is `zh-hans`).
  package static func folded(_ language: String) -> String {
    String(language.lowercased().map { $0 == "_" ? "-" : $0 })
  }
}
