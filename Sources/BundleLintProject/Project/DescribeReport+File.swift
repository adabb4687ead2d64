import BundleLintCore
import BundleLintSyntax

extension DescribeReport {
  /// `bundlelint describe --file PATH`: the builds that compile one Swift file, as JSON, with a
  /// trailing line break. `builds` come from `WorkspaceScan.builds(of:)`; paths are shown
  /// relative to `currentDirectory` when below it.
  package static func renderFile(
    _ path: String, builds: [WorkspaceScan.FileBuild], currentDirectory: String
  ) -> String {
    JSONStream.text(controlEscapes: .unicode) { json in
      json.beginObject(sortedKeys: false)
      json.member("file", displayPath(path, currentDirectory: currentDirectory))
      writeObjects("builds", builds, to: &json) { build, json in
        json.member("kind", build.kind.rawValue)
        json.member("name", build.name)
        if let declaredIn = build.declaredIn {
          json.member("declaredIn", displayPath(declaredIn, currentDirectory: currentDirectory))
        }
        if let refusal = build.refusal { json.member("swiftPMRefuses", refusal) }
        json.key("linted")
        json.bool(build.isLinted)
      }
      json.endObject()
    }
  }
}
