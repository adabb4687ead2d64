import BundleLintCore
import BundleLintSyntax
import Foundation

extension ManifestReader {
  /// Asks the toolchain: runs `swift package dump-package` in `packageRoot` (which runs the
  /// manifest) and reads its JSON. Only for `--manifest evaluate`.
  package static func evaluate(packageRoot: String) throws(ManifestError) -> PackageManifest {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package", "--package-path", packageRoot]
    let output = Pipe()
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-dump-\(ProcessInfo.processInfo.globallyUniqueString).txt")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    guard let errorHandle = try? FileHandle(forWritingTo: errorFile) else {
      throw .evaluationFailed("cannot create a temporary file")
    }
    process.standardOutput = output
    process.standardError = errorHandle
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .evaluationFailed("cannot run 'swift': \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? errorHandle.close()
    guard process.terminationStatus == 0 else {
      let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      let firstLine =
        text.split(separator: "\n").first.map(String.init)
        ?? "exit status \(process.terminationStatus)"
      throw .evaluationFailed(firstLine)
    }
    return try decodeDump(Array(data))
  }

  /// Reads the JSON `swift package dump-package` prints.
  package static func decodeDump(_ json: [UInt8]) throws(ManifestError) -> PackageManifest {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json)),
      let top = object as? [String: Any]
    else { throw .evaluationFailed("its output is not JSON") }
    var toolsVersion: String?
    if let tools = top["toolsVersion"] as? [String: Any], let text = tools["_version"] as? String {
      toolsVersion = ToolsVersion(text)?.description ?? text
    }
    var targets: [TargetDeclaration] = []
    for case let entry as [String: Any] in top["targets"] as? [Any] ?? [] {
      guard let name = entry["name"] as? String else { continue }
      let kind = (entry["type"] as? String).flatMap(TargetDeclaration.Kind.init) ?? .regular
      var target = TargetDeclaration(name: name, kind: kind)
      target.path = entry["path"] as? String
      target.exclude = entry["exclude"] as? [String] ?? []
      target.sources = entry["sources"] as? [String]
      for case let resource as [String: Any] in entry["resources"] as? [Any] ?? [] {
        guard let path = resource["path"] as? String, let rule = resource["rule"] as? [String: Any],
          let (key, value) = rule.first, let kind = ResourceDeclaration.Rule(rawValue: key)
        else { continue }
        let localization = (value as? [String: Any])?["localization"] as? String
        target.resources.append(
          ResourceDeclaration(path: path, rule: kind, localization: localization))
      }
      (target.defines, target.definesAreKnown) = defines(inSettings: entry["settings"])
      // `{"byName": ["Core", null]}`, `{"target": ["Core", null]}`,
      // `{"product": ["Kit", "Kit", null, null]}` (name, package).
      for case let dependency as [String: Any] in entry["dependencies"] as? [Any] ?? [] {
        let named = (dependency["byName"] ?? dependency["target"]) as? [Any]
        if let name = named?.first as? String { target.dependencies.append(name) }
        if let product = dependency["product"] as? [Any], let name = product.first as? String {
          target.productDependencies.append(
            ProductDependency(name: name, package: product.dropFirst().first as? String))
        }
      }
      targets.append(target)
    }
    var notes: [ManifestNote] = []
    if !top.keys.contains("defaultLocalization") {
      // Toolchains before late 2025 leave the key out of the JSON.
      notes.append(
        ManifestNote(
          message: "this toolchain's 'dump-package' does not report 'defaultLocalization'",
          position: nil))
    }
    var manifest = PackageManifest(
      toolsVersion: toolsVersion, name: top["name"] as? String,
      defaultLocalization: top["defaultLocalization"] as? String, targets: targets,
      readMode: .evaluated,
      notes: notes)
    for case let product as [String: Any] in top["products"] as? [Any] ?? [] {
      guard let name = product["name"] as? String else { continue }
      manifest.products.append(
        ProductDeclaration(name: name, targets: product["targets"] as? [String] ?? []))
    }
    // `{"platformName": "ios", "version": "16.0"}`, named as the manifest names them.
    let platformNames = [
      "ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS",
      "visionos": "visionOS", "maccatalyst": "macCatalyst", "driverkit": "driverKit",
    ]
    for case let platform as [String: Any] in top["platforms"] as? [Any] ?? [] {
      guard let name = (platform["platformName"] as? String).flatMap({ platformNames[$0] }),
        let version = platform["version"] as? String
      else { continue }
      manifest.platforms[name] = version
    }
    for case let trait as [String: Any] in top["traits"] as? [Any] ?? [] {
      guard let name = trait["name"] as? String else { continue }
      manifest.traits.append(
        TraitDeclaration(name: name, enabledTraits: trait["enabledTraits"] as? [String] ?? []))
    }
    return manifest
  }

  /// The conditions a target's `settings` in `dump-package`'s JSON define, and whether they
  /// were all read: `{"tool": "swift", "kind": {"define": {"_0": "X"}}, "condition":
  /// {"platformNames": […], "config": "debug", "traits": […]}}`, and `-D` flags of
  /// `{"unsafeFlags": {"_0": […]}}`.
  static func defines(inSettings value: Any?) -> ([ConditionDefine], Bool) {
    var found: [ConditionDefine] = []
    var known = true
    for case let setting as [String: Any] in value as? [Any] ?? [] {
      guard setting["tool"] as? String == "swift", let kind = setting["kind"] as? [String: Any]
      else { continue }
      var names: [String] = []
      if let define = kind["define"] as? [String: Any] {
        guard let name = define["_0"] as? String else {
          known = false
          continue
        }
        names = [name]
      } else if let flags = kind["unsafeFlags"] as? [String: Any] {
        let read = ConditionDefine.names(
          inFlags: (flags["_0"] as? [Any] ?? []).map { $0 as? String })
        if !read.complete { known = false }
        names = read.names
      } else {
        continue
      }
      let condition = setting["condition"] as? [String: Any] ?? [:]
      let platforms = condition["platformNames"] as? [Any] ?? []
      let someBuilds = !platforms.isEmpty || condition["config"] is String
      let traits = condition["traits"] as? [String] ?? []
      for name in names {
        found.append(ConditionDefine(name: name, traits: traits, inSomeBuildsOnly: someBuilds))
      }
    }
    return (found, known)
  }
}
