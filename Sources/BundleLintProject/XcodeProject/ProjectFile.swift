import BundleLintCore
import BundleLintSyntax

/// A `project.pbxproj` as read: its objects by id, each with its `isa` and the line it starts
/// on, and the root object's id. What the targets, phases and settings mean is built on this.
public struct ProjectFile: Hashable, Sendable {
  /// One object of the `objects` dictionary.
  public struct Object: Hashable, Sendable {
    public var id: String
    /// `PBXNativeTarget`, `PBXFileReference`…
    public var isa: String
    public var fields: PlistDictionary
    /// The line of the object's `{` in the project file.
    public var line: Int { fields.line }
  }

  public var objects: [String: Object]
  public var rootObject: String?
  public var objectVersion: String?

  /// Reads the bytes of a `project.pbxproj`.
  public static func read(_ bytes: [UInt8]) throws(PlistError) -> ProjectFile {
    if bytes.starts(with: Array("version https://git-lfs".utf8)) { throw .lfsPointer }
    guard case .dictionary(let root) = try PlistParser.parse(bytes),
      case .dictionary(let objects) = root["objects"]
    else { throw .notAProject }
    var read: [String: Object] = [:]
    read.reserveCapacity(objects.pairs.count)
    for entry in objects.pairs {
      guard case .dictionary(let fields) = entry.value else { continue }
      read[entry.key] = Object(id: entry.key, isa: fields["isa"]?.string ?? "", fields: fields)
    }
    return ProjectFile(
      objects: read, rootObject: root["rootObject"]?.string,
      objectVersion: root["objectVersion"]?.string)
  }

  /// The objects of one kind, by id order.
  public func objects(isa: String) -> [Object] {
    objects.values.filter { $0.isa == isa }.sorted { $0.id < $1.id }
  }
}
