import Foundation

/// A rule file of `Rules/`, read with Foundation: what the end-to-end tests expect of the
/// binary comes from the files, not from a list in a test.
struct RuleFile {
  var id: String
  var optIn: Bool
  /// False when the file says `"inExample": false`.
  var inExample: Bool

  /// Every `Rules/*.json`, sorted by id.
  static func all() -> [RuleFile] {
    let folder = BinaryRunner.packageRoot.appendingPathComponent("Rules")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let id = object["id"] as? String
      else { return nil }
      return RuleFile(
        id: id, optIn: object["optIn"] as? Bool ?? false,
        inExample: object["inExample"] as? Bool ?? true)
    }.sorted { $0.id < $1.id }
  }
}
