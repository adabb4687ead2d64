import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct PositionEncodingTests {
  /// What clients offer: Helix and recent Neovim put UTF-8 first, VS Code offers nothing (the
  /// protocol's default, UTF-16), some offer UTF-32 and UTF-16 only.
  @Test(arguments: [
    (["utf-8", "utf-32", "utf-16"], PositionEncoding.utf8), (["utf-16", "utf-8"], .utf8),
    ([], .utf16), (["utf-32", "utf-16"], .utf16), (["UTF-8"], .utf16),
  ])
  func theServerTakesUTF8WhenOfferedElseUTF16(offered: [String], chosen: PositionEncoding) {
    #expect(PositionEncoding.chosen(from: offered) == chosen)
  }
}
