import Foundation

extension ManifestReader {
  /// Asks the toolchain: runs `swift package dump-package` in `packageRoot` (which runs the
  /// manifest) and reads its JSON. Only for `--manifest evaluate`.
  public static func evaluate(packageRoot: String) throws(ManifestError) -> PackageManifest {
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
  public static func decodeDump(_ json: [UInt8]) throws(ManifestError) -> PackageManifest {
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
    return PackageManifest(
      toolsVersion: toolsVersion, name: top["name"] as? String,
      defaultLocalization: top["defaultLocalization"] as? String, targets: targets,
      readMode: .evaluated,
      notes: notes)
  }
}
