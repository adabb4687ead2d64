@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The example pod of `podResourceBundle` rules, in memory: a pod `Kit` (`Kit.podspec`) whose
/// `resource_bundles` put all its resources in `KitResources.bundle`: its table has `kit.ok`
/// (translated into German) and `Later` (its own English text, not translated), its catalog
/// `KitLogo`; it declares the class `KitView` and the locator `Bundle.kitResources`.
extension RuleExampleHarness {
  /// The folder of the example pod, in memory.
  static let podRoot = "/repo/Kit"

  /// Lints `source` as a file of the pod with `rules`; with `resources` false the spec copies
  /// the same files beside the code (`resources`), where `Bundle(for:)` finds them. Returns the
  /// findings in that file.
  static func lintInPod(_ source: [UInt8], rules: [Rule], resources: Bool = true) -> [Diagnostic] {
    var fs = InMemoryFileSystem(currentDirectory: podRoot)
    let bundled =
      resources
      ? "s.resource_bundles = { 'KitResources' => ['Sources/Kit/Resources/**/*'] }"
      : "s.resources = 'Sources/Kit/Resources/**/*'"
    let files = [
      "Kit.podspec": """
      Pod::Spec.new do |s|
        s.name = 'Kit'
        s.version = '1.0.0'
        s.source_files = 'Sources/Kit/**/*.swift'
        \(bundled)
      end

      """,
      "Sources/Kit/KitView.swift": "import UIKit\n\npublic final class KitView: UIView {}\n",
      "Sources/Kit/Bundle+KitResources.swift": """
      import Foundation

      extension Bundle {
        static let kitResources: Bundle = {
          let framework = Bundle(for: KitView.self)
          let url = framework.url(forResource: "KitResources", withExtension: "bundle")
          return url.flatMap(Bundle.init(url:)) ?? framework
        }()
      }

      """,
      "Sources/Kit/Resources/en.lproj/Localizable.strings":
        "\"kit.ok\" = \"OK\";\n\"Later\" = \"Later\";\n\"– – –\" = \"---\";\n",
      "Sources/Kit/Resources/de.lproj/Localizable.strings": "\"kit.ok\" = \"Gut\";\n",
      "Sources/Kit/Resources/Media.xcassets/Contents.json": "{}",
      "Sources/Kit/Resources/Media.xcassets/KitLogo.imageset/Contents.json": "{}",
    ]
    for (path, text) in files { fs.addFile(podRoot + "/" + path, text) }
    fs.addFile(podRoot + "/Sources/Kit/Example.swift", bytes: source)
    let request = LintRun.Request(
      paths: ["."], currentDirectory: podRoot, manifestMode: .static,
      catalog: RuleCatalog(rules: rules), select: rules.map(\.id))
    let outcome = try? LintRun.run(request, fileSystem: fs)
    return (outcome?.diagnostics ?? []).filter { $0.location.path.hasSuffix("/Example.swift") }
  }
}
