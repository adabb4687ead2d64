import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

extension Baseline {
  /// The baseline as stable JSON: a version, then one finding per line, sorted, so the file
  /// diffs well in review.
  package func encode() -> String {
    JSONStream.text(controlEscapes: .unicode) { json in
      json.beginObject(sortedKeys: false)
      json.member("version", Self.version)
      json.key("findings")
      json.beginArray()
      for entry in entries {
        json.beginObject(sortedKeys: false, inline: true)
        json.member("rule", entry.ruleID)
        json.member("path", entry.path)
        json.member("line", entry.lineText)
        json.member("count", entry.count)
        json.endObject()
      }
      json.endArray()
      json.endObject()
    }
  }

  /// Reads the baseline file at `path` through `fileSystem`.
  package static func load(
    path: String, relativeTo cwd: String, fileSystem: any FileSystem = LocalFileSystem()
  ) throws(BaselineError) -> Baseline {
    let data: [UInt8]
    do {
      data = try fileSystem.readFile(path)
    } catch {
      throw .unreadable(file: path)
    }
    var baseline = try decode(data, path: path)
    baseline.directory = cwd
    return baseline
  }

  /// Decodes a baseline file's bytes; `path` is what errors print.
  package static func decode(_ data: [UInt8], path: String) throws(BaselineError) -> Baseline {
    let value: JSONValue
    do {
      value = try JSONValue.parse(data)
    } catch {
      throw .invalid(file: path, keyPath: "(file)", detail: "not valid JSON")
    }
    guard case .object(let root) = value else {
      throw .invalid(file: path, keyPath: "(top level)", detail: "expected an object")
    }
    if let key = root.keys.sorted().first(where: { $0 != "version" && $0 != "findings" }) {
      throw .invalid(file: path, keyPath: key, detail: "unknown key")
    }
    guard case .number(let version)? = root["version"] else {
      throw .invalid(file: path, keyPath: "version", detail: "expected a number")
    }
    guard version == Double(Self.version) else {
      let found =
        abs(version) < 1e9 && version == version.rounded() ? "\(Int(version))" : "\(version)"
      throw .unsupportedVersion(file: path, found: found)
    }
    guard case .array(let items)? = root["findings"] else {
      throw .invalid(file: path, keyPath: "findings", detail: "expected an array")
    }
    var entries: [Entry] = []
    for (index, item) in items.enumerated() {
      let at = "findings[\(index)]"
      guard case .object(let fields) = item else {
        throw .invalid(file: path, keyPath: at, detail: "expected an object")
      }
      if let key = fields.keys.sorted().first(where: {
        !["rule", "path", "line", "count"].contains($0)
      }) {
        throw .invalid(file: path, keyPath: "\(at).\(key)", detail: "unknown key")
      }
      func string(_ key: String) throws(BaselineError) -> String {
        guard case .string(let text)? = fields[key] else {
          throw .invalid(file: path, keyPath: "\(at).\(key)", detail: "expected a string")
        }
        return text
      }
      var count = 1
      if let raw = fields["count"] {
        guard case .number(let number) = raw, number >= 1, number <= 1e9, number == number.rounded()
        else {
          throw .invalid(
            file: path, keyPath: "\(at).count", detail: "expected a whole number of at least 1")
        }
        count = Int(number)
      }
      entries.append(
        Entry(
          ruleID: try string("rule"), path: try string("path"),
          lineText: normalized(try string("line")), count: count))
    }
    return Baseline(entries: entries)
  }
}
