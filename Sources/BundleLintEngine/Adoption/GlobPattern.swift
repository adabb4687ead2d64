import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A path pattern of a configuration file: `Sources/**/Generated/*.swift`.
///
/// Paths are relative and `/`-separated. `*` matches any run of characters within one path
/// component, `?` one byte, `**` (a whole component) any number of components, none
/// included. A pattern that matches a folder matches everything inside it, so `Tests/Fixtures`
/// and `Tests/Fixtures/**` mean the same. A leading `./` and trailing `/` are ignored.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let description: String
  private let components: [[UInt8]]

  /// Why a pattern cannot be used.
  public enum Problem: Error, Hashable, Sendable {
    case empty
    /// Absolute, or reaching above its folder with `..`.
    case notRelative
  }

  /// Parses `text`, or says why it is no pattern.
  public static func parse(_ text: String) -> Result<GlobPattern, Problem> {
    var components = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    if text.hasPrefix("/") || components.contains("..") { return .failure(.notRelative) }
    components.removeAll { $0 == "." }
    if components.isEmpty { return .failure(.empty) }
    return .success(GlobPattern(description: text, components: components.map { Array($0.utf8) }))
  }

  /// Whether `path`, relative to the pattern's folder, or one of the folders above it, matches.
  public func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
      .filter { $0 != "." }.map { Array($0.utf8) }
    guard !parts.isEmpty else { return false }
    for count in 1...parts.count where Self.match(components, parts[0..<count]) {
      return true
    }
    return false
  }

  /// Matches pattern components against path components; `**` stands for any run of them.
  private static func match(_ pattern: [[UInt8]], _ path: ArraySlice<[UInt8]>) -> Bool {
    let doubleStar: [UInt8] = [0x2A, 0x2A]
    return wildcardMatch(
      pattern, Array(path), isWildcard: { $0 == doubleStar }, matches: matchComponent)
  }

  /// Matches one component with `*` and `?`.
  private static func matchComponent(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
    let star = UInt8(ascii: "*")
    let question = UInt8(ascii: "?")
    return wildcardMatch(
      pattern, text, isWildcard: { $0 == star }, matches: { $0 == question || $0 == $1 })
  }

  /// Whether `text` matches `pattern`, where a wildcard element stands for any run of elements
  /// and any other matches one element as `matches` says. Backtracks to the last wildcard only,
  /// which is enough when wildcards match any run, so the time stays polynomial.
  private static func wildcardMatch<P, T>(
    _ pattern: [P], _ text: [T], isWildcard: (P) -> Bool, matches: (P, T) -> Bool
  ) -> Bool {
    var p = 0
    var t = 0
    var resume: (p: Int, t: Int)?
    while t < text.count {
      if p < pattern.count, isWildcard(pattern[p]) {
        resume = (p, t)
        p += 1
      } else if p < pattern.count, matches(pattern[p], text[t]) {
        p += 1
        t += 1
      } else if let last = resume {
        // Let the last wildcard take one more element.
        p = last.p + 1
        t = last.t + 1
        resume = (last.p, last.t + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, isWildcard(pattern[p]) { p += 1 }
    return p == pattern.count
  }
}
