import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

/// The client's settings for the server, from `initializationOptions` or
/// `workspace/didChangeConfiguration` (`{"bundlelint": {...}}`, or the members alone):
/// `select` and `ignore` (rule ids, as the flags), `config` (a configuration file used for
/// every package, as `--config`), `cacheDir` (the rerun cache's folder for the first load of a
/// package, as `--cache-dir`; `null` for none, as `--no-cache`). A member left out keeps the
/// command line's value (`null` clears `select`, `config` and `cacheDir`).
struct Settings: Equatable, Sendable {
  var select: [String]?
  var ignore: [String] = []
  var configurationPath: String?
  var cacheDirectory: String?

  init() {}

  /// `value`'s settings over `base`.
  init(_ value: JSONValue, over base: Settings) throws(LanguageServer.InvalidParams) {
    self = base
    if value == .null { return }
    guard var members = value.objectValue else {
      throw .init("the settings are not an object")
    }
    if let nested = members["bundlelint"] {
      guard let object = nested.objectValue else {
        throw .init("the 'bundlelint' settings are not an object")
      }
      members = object
    }
    select = try members["select"].map { value throws(LanguageServer.InvalidParams) in
      try Self.ids(value, "select")
    }
    ignore =
      try members["ignore"].map { value throws(LanguageServer.InvalidParams) in
        try Self.ids(value, "ignore")
      } ?? []
    switch members["config"] {
    case nil, .null?: break
    case .string(let path)?: configurationPath = path
    default: throw .init("the setting 'config' is not a string")
    }
    switch members["cacheDir"] {
    case nil: break
    case .null?: cacheDirectory = nil
    case .string(let path)?: cacheDirectory = path
    default: throw .init("the setting 'cacheDir' is not a string")
    }
  }

  private static func ids(_ value: JSONValue, _ name: String) throws(LanguageServer.InvalidParams)
    -> [String]
  {
    guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
      throw .init("the setting '\(name)' is not a list of rule ids")
    }
    return items.compactMap(\.stringValue)
  }
}
