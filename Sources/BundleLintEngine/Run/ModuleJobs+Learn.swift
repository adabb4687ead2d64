import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension ModuleJobs {
  /// The contexts of the later passes: `first`, the contexts the first pass saw, with what
  /// `learning` holds, in one go: the siblings' accessors, each module's own accessor and
  /// framework class, the wrappers and extension references of Xcode targets, what extensions
  /// reach and which code only previews name.
  static func contexts(
    _ first: [[ModuleContext]], packages: [ResolvedPackage], imports: [[Set<String>?]],
    learning: ModuleLearning
  ) -> [[ModuleContext]] {
    var contexts = first
    if !learning.siblingAccessors.isEmpty {
      contexts = withSiblings(contexts, imports: imports, accessors: learning.siblingAccessors)
    }
    for (key, name) in learning.ownAccessors {
      contexts[key.package][key.module].ownBundleAccessor = name
    }
    for (key, name) in learning.bundleClasses {
      contexts[key.package][key.module].bundleClass = name
    }
    contexts = withExtensionEvidence(
      contexts, packages: packages, wrappers: learning.mainBundleWrappers,
      references: learning.extensionReferences)
    for (key, files) in learning.reach {
      guard let references = contexts[key.package][key.module].hostReferences else { continue }
      contexts[key.package][key.module].hostReferences = references.mapValues {
        ModuleReach.closure($0, over: files)
      }
    }
    for (key, names) in learning.previewOnly {
      contexts[key.package][key.module].previewOnlyNames = names
    }
    return contexts
  }

  /// `contexts` with each module's siblings: the package's other modules that own tables or
  /// catalogs, with the bundle accessors a first pass found for them (`accessors`) and whether
  /// the module may import them (`imports`).
  static func withSiblings(
    _ contexts: [[ModuleContext]], imports: [[Set<String>?]], accessors: [ModuleKey: String]
  ) -> [[ModuleContext]] {
    var contexts = contexts
    for packageIndex in contexts.indices {
      let indexes = contexts[packageIndex].map(\.resourceIndex)
      for moduleIndex in contexts[packageIndex].indices {
        let imported = imports[packageIndex][moduleIndex]
        contexts[packageIndex][moduleIndex].siblings = indexes.indices.compactMap { other in
          guard other != moduleIndex, let index = indexes[other] else { return nil }
          let otherName = contexts[packageIndex][other].name
          var sibling = SiblingModule(
            name: otherName, index: index,
            bundleAccessor: accessors[ModuleKey(package: packageIndex, module: other)],
            isImported: imported?.contains(otherName) ?? true)
          sibling.registersFonts = contexts[packageIndex][other].registersFonts
          return sibling
        }
      }
    }
    return contexts
  }

  /// `contexts` with what the targets of an Xcode project tell each other: each framework's
  /// main-bundle wrappers and the members that each app extension running it names in its own
  /// files; each extension's frameworks' wrappers; and, in every package module, what each
  /// extension names (by the extension's product), which also says the first pass is over.
  static func withExtensionEvidence(
    _ contexts: [[ModuleContext]], packages: [ResolvedPackage],
    wrappers: [ModuleKey: [MainBundleWrapper]], references: [ModuleKey: Set<String>]
  ) -> [[ModuleContext]] {
    var contexts = contexts
    // What each extension's own files name, by its product, for the package modules.
    var byProduct: [String: Set<String>] = [:]
    for (key, members) in references {
      if let product = contexts[key.package][key.module].module.productFileName {
        byProduct[product] = members
      }
    }
    for packageIndex in packages.indices where packages[packageIndex].xcodeModules == nil {
      for moduleIndex in contexts[packageIndex].indices {
        contexts[packageIndex][moduleIndex].hostReferences = byProduct
      }
    }
    for packageIndex in packages.indices where packages[packageIndex].xcodeModules != nil {
      let names = contexts[packageIndex].map(\.name)
      for (moduleIndex, context) in contexts[packageIndex].enumerated()
      where !context.hostBundles.isEmpty {
        let key = ModuleKey(package: packageIndex, module: moduleIndex)
        let own = (wrappers[key] ?? []).map { wrapper in
          var wrapper = wrapper
          wrapper.module = context.name
          return wrapper
        }
        contexts[packageIndex][moduleIndex].mainBundleWrappers = own
        contexts[packageIndex][moduleIndex].extensionReferences = context.hostBundles.compactMap {
          host in
          guard let hostIndex = names.firstIndex(of: host.name),
            contexts[packageIndex][hostIndex].module.isAppExtension
          else { return nil }
          return ExtensionReferences(
            host: host,
            members: references[ModuleKey(package: packageIndex, module: hostIndex)] ?? [])
        }
        for host in context.hostBundles {
          guard let hostIndex = names.firstIndex(of: host.name),
            contexts[packageIndex][hostIndex].module.isAppExtension
          else { continue }
          contexts[packageIndex][hostIndex].frameworkWrappers += own
        }
      }
    }
    return contexts
  }
}
