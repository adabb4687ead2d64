import BundleLintCore
import BundleLintSyntax

/// Generator specs whose project is not in the repository (`project.yml` without the
/// `.xcodeproj` XcodeGen writes beside it, a Tuist `Project.swift` without its project): one
/// note for the whole run, since the targets cannot be read until the project is generated.
public struct XcodeGeneratorNote: Hashable, Sendable {
  /// The tool that writes the project from a spec.
  public enum Generator: String, Hashable, Sendable {
    case xcodeGen = "XcodeGen"
    case tuist = "Tuist"

    /// The command that generates the project.
    var command: String {
      switch self {
      case .xcodeGen: "xcodegen generate"
      case .tuist: "tuist generate"
      }
    }
  }

  /// A spec without its project.
  public struct Spec: Hashable, Sendable {
    public var path: String
    public var generator: Generator

    package init(path: String, generator: Generator) {
      self.path = path
      self.generator = generator
    }
  }

  /// Sorted by path; never empty.
  public var specs: [Spec]

  package init(specs: [Spec]) { self.specs = specs }

  /// The note for the specs among `specs` whose folder holds no `.xcodeproj` or
  /// `.xcworkspace` of `containers` (all paths in one form: absolute, or relative to one root);
  /// nil when every spec's project is there.
  public static func missing(specs: [Spec], containers: [String]) -> XcodeGeneratorNote? {
    let folders = Set(containers.map(folder))
    let missing = Set(specs).filter { !folders.contains(folder(of: $0.path)) }
      .sorted { $0.path < $1.path }
    return missing.isEmpty ? nil : XcodeGeneratorNote(specs: missing)
  }

  /// The one message, with each path shown as `display` gives it.
  public func message(showing display: (String) -> String) -> String {
    let first = specs[0]
    let others =
      specs.count > 1
      ? " (and \(specs.count - 1) other spec\(specs.count == 2 ? "" : "s"))" : ""
    return
      "'\(display(first.path))'\(others) describes an Xcode project that is not in the repository, so its targets are not read; run '\(first.generator.command)' and lint again"
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }
}
