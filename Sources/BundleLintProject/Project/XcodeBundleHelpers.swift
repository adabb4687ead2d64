import BundleLintCore
import BundleLintSyntax

/// The bundle helpers the Swift files of each Xcode target declare (`BundleHelper`), and what
/// each is in that target (`Module.meaning(of:)`): a containing-app helper in an extension is
/// the app that embeds it, `Bundle(identifier:)` the target with that identifier,
/// `Bundle(for:)` of the target's own class its own bundle. For `describe`. Which properties
/// of a file are helpers is the engine's to say (`BundleHelper.find`): it is passed in.
package enum XcodeBundleHelpers {
  /// One helper, as `describe` shows it.
  package struct Described: Hashable, Sendable {
    /// `Bundle.containingApp`, or the name alone at file scope.
    package var name: String
    package var meaning: BundleMeaning
  }

  /// The helpers of every target of `xcode` that declares some, by target: `declared` says
  /// which helpers a file's syntax declares in the target's module.
  package static func find(
    in xcode: XcodeScan, fileSystem: any FileSystem,
    declared: (FileSyntax, [UInt8], Module) -> [BundleHelper]
  ) -> [XcodeHostGraph.Target: [Described]] {
    var owners: [String: String] = [:]
    for (target, module) in xcode.modules {
      if let identifier = module.bundleIdentifier {
        owners[identifier] = xcode.hosts.targets[target]?.name ?? module.name
      }
    }
    var found: [XcodeHostGraph.Target: [Described]] = [:]
    for (target, module) in xcode.modules {
      var classes: Set<String> = []
      var helpers: [BundleHelper] = []
      for path in module.sourceFiles {
        guard let bytes = try? fileSystem.readFile(path), !SourceText.isTooLarge(bytes),
          !SourceText.looksBinary(bytes)
        else { continue }
        let syntax = CallMatcher.match(bytes, tokens: Lexer.tokenize(bytes))
        classes.formUnion(syntax.declarations.filter { $0.kind == .class }.map(\.name))
        helpers += declared(syntax, bytes, module)
      }
      guard !helpers.isEmpty else { continue }
      found[target] = helpers.map { helper in
        let name = helper.enclosingType.map { "\($0).\(helper.name)" } ?? helper.name
        let meaning = module.meaning(
          of: helper.expression, classOwner: { classes.contains($0) ? module.name : nil },
          identifierOwner: { owners[$0] })
        return Described(name: name, meaning: meaning)
      }.sorted { $0.name < $1.name }
    }
    return found
  }
}
