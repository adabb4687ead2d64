import Testing

@testable import BundleLintCore
@testable import BundleLintProject
@testable import BundleLintSyntax

/// A localization key's binary encoding reads back as written, its match form included.
@Suite struct LocalizationKeyEncodingTests {
  @Test func aKeyWithAndWithoutPlaceholdersReadsBack() throws {
    var interpolated = LocalizationKey(plain: "%lld items")
    interpolated.matchForm = "\u{1} items"
    interpolated.hasPlaceholders = true
    for key in [interpolated, LocalizationKey(plain: "cart.title"), LocalizationKey(plain: "")] {
      try EncodingRoundTrip.expectEqual(
        key, write: { $0.write(to: &$1) }, read: { try LocalizationKey(reading: &$0) })
    }
  }
}
