import Foundation

/// One file of `Rules/`: its text, the few fields the README's table shows, and the decoded
/// object its documentation page is written from.
struct RuleFile {
  /// The file name (`asset-missing-bundle.json`) and its text.
  var name, json: String
  /// The rule's `id`, `severity` and `summary`.
  var id, severity, summary: String
  var isOptIn: Bool
  /// The file's JSON object, as `JSONSerialization` reads it.
  var object: [String: Any]

  /// The `*.json` files of `folder`, in file-name order.
  static func load(folder: String) throws -> [RuleFile] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw GenerateError.unreadable(folder)
    }
    var files: [RuleFile] = []
    for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
      let path = folder + "/" + name
      let json = try GenerateRules.read(path)
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
        let id = object["id"] as? String, let severity = object["severity"] as? String,
        let summary = object["summary"] as? String
      else { throw GenerateError.notARule(path) }
      files.append(
        RuleFile(
          name: name, json: json, id: id, severity: severity, summary: summary,
          isOptIn: object["optIn"] as? Bool ?? false, object: object))
    }
    return files
  }
}
