import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// Why a rule file, or a folder of them, could not be used. Rendered in one place, `description`:
/// `Rules/x.json: error: calls[0].bundle.lable: unknown key`.
package enum RuleFileError: JSONFileError, Hashable, Sendable, CustomStringConvertible {
  /// The folder could not be listed, or a file could not be read.
  case unreadable(path: String, detail: String)
  /// The file is not valid JSON.
  case invalidJSON(file: String, detail: String)
  /// An object has a key the format does not define.
  case unknownKey(file: String, path: String)
  case missingKey(file: String, path: String)
  /// A value has the wrong JSON type.
  case wrongType(file: String, path: String, expected: String, found: String)
  /// A value has the right type but is not allowed (`"severity": "loud"`).
  case invalidValue(file: String, path: String, detail: String)
  /// Two files declare the same id.
  case duplicateID(file: String, id: String, otherFile: String)
  /// A `--select`/`--ignore` id that names no rule.
  case unknownRule(id: String)

  /// `error`, found in `file`.
  package init(_ error: KeyPathError, file: String) {
    self =
      switch error {
      case .unknownKey: .unknownKey(file: file, path: error.path)
      case .missingKey(let path): .missingKey(file: file, path: path)
      case .wrongType(let path, let expected, let found):
        .wrongType(
          file: file, path: path.isEmpty ? "(root)" : path, expected: "\(expected)", found: found)
      case .invalidValue(let path, let detail):
        .invalidValue(file: file, path: path, detail: detail)
      }
  }

  package var description: String {
    switch self {
    case .unreadable(let path, let detail):
      "\(path): error: cannot read: \(detail)"
    case .invalidJSON(let file, let detail):
      "\(file): error: invalid JSON: \(detail)"
    case .unknownKey(let file, let path):
      "\(file): error: \(path): unknown key"
    case .missingKey(let file, let path):
      "\(file): error: \(path): missing key"
    case .wrongType(let file, let path, let expected, let found):
      "\(file): error: \(path): expected \(expected), found \(found)"
    case .invalidValue(let file, let path, let detail):
      "\(file): error: \(path): \(detail)"
    case .duplicateID(let file, let id, let otherFile):
      "\(file): error: id: '\(id)' is already used by \(otherFile)"
    case .unknownRule(let id):
      "error: unknown rule '\(id)'; 'bundlelint rules' lists the rule ids"
    }
  }
}
