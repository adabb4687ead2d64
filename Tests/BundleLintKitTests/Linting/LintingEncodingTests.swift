import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintRules
@testable import BundleLintSyntax

/// The binary encodings of what a first pass learns of a file's declarations read back as
/// written; a main-bundle wrapper's bytes are spelt out, since no stored cache file of the
/// fixtures holds one.
@Suite struct LintingEncodingTests {
  static let location = SourceLocation(
    path: "/p/Sources/Kit/L10n.swift", offset: 30, line: 3, column: 5)
  static let declaration = Declaration(
    kind: .initializer, name: "init", nameOffset: 30,
    parameters: [
      Parameter(label: nil, name: "key", typeText: "LocalizedStringKey", defaultValue: nil),
      Parameter(label: "bundle", name: "bundle", typeText: "Bundle?", defaultValue: "nil"),
    ], enclosingType: "Badge", modifiers: ["public"])

  @Test func aWrapperWithAndWithoutABundleParameterReadsBack() throws {
    for wrapper in [
      Wrapper(
        declaration: Self.declaration, module: "Kit", location: Self.location,
        isVisibleOutsideModule: true, keyIndex: 0, bundleIndex: 1,
        defaultBundle: .declaringModule),
      Wrapper(
        declaration: Self.declaration, module: "", location: Self.location,
        isVisibleOutsideModule: false, keyIndex: 1, bundleIndex: nil, defaultBundle: .main),
    ] {
      try EncodingRoundTrip.expectEqual(
        wrapper, write: { $0.write(to: &$1) }, read: { try Wrapper(reading: &$0) })
    }
  }

  @Test func aWrapperWhoseKeyIsNoParameterIsRefused() {
    let wrapper = Wrapper(
      declaration: Declaration(kind: .function, name: "f", nameOffset: 0), module: "Kit",
      location: Self.location, isVisibleOutsideModule: false, keyIndex: 0, bundleIndex: nil,
      defaultBundle: .main)
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader(EncodingRoundTrip.bytes(wrapper, { $0.write(to: &$1) }))
      _ = try Wrapper(reading: &reader)
    }
  }

  @Test func anAccessorReadsBack() throws {
    for accessor in [
      BundleAccessor(
        name: "designSystem", enclosingType: "Bundle", module: "DesignSystem",
        isVisibleOutsideModule: true, isStatic: true),
      BundleAccessor(name: "kit", enclosingType: nil, module: "", isVisibleOutsideModule: false),
      BundleAccessor(
        name: "kit", enclosingType: nil, module: "Kit", isVisibleOutsideModule: false,
        isStatic: true),
    ] {
      try EncodingRoundTrip.expectEqual(
        accessor, write: { $0.write(to: &$1) }, read: { try BundleAccessor(reading: &$0) })
    }
  }

  @Test func aKeyArgumentReadsBackWithoutItsHosts() throws {
    for argument in [
      KeyArgument(
        callee: "init", receiver: "Banner.Configuration", isImplicitInit: true,
        labels: ["title", "style"], label: "title", key: "banner.title", module: "Kit",
        place: "Banner.swift:4", location: Self.location, translatedIn: ["de", "fr"]),
      KeyArgument(
        callee: "Badge", receiver: nil, isImplicitInit: false, labels: [], label: "",
        key: "", module: "", place: "", location: Self.location),
    ] {
      try EncodingRoundTrip.expectEqual(
        argument, write: { $0.write(to: &$1) }, read: { try KeyArgument(reading: &$0) })
    }
  }

  @Test func aClassBundleHelperReadsBack() throws {
    for helper in [
      BundleHelper(name: "sdk", enclosingType: "Token", expression: .forClass("Token")),
      BundleHelper(name: "here", enclosingType: nil, expression: .forClass("Finder")),
    ] {
      #expect(helper.encodableClass != nil)
      try EncodingRoundTrip.expectEqual(
        helper, write: { $0.write(to: &$1) }, read: { try BundleHelper(reading: &$0) })
    }
    #expect(BundleHelper(name: "m", enclosingType: nil, expression: .main).encodableClass == nil)
  }

  @Test func aMainBundleWrapperReadsBack() throws {
    var wrapper = MainBundleWrapper(
      name: "localized", enclosingType: "String", keyLabel: "key", labels: ["key", "_"])
    wrapper.module = "Kit"
    for value in [
      wrapper,
      MainBundleWrapper(name: "tr", enclosingType: nil, keyLabel: nil, labels: []),
    ] {
      try EncodingRoundTrip.expectEqual(
        value, write: { $0.write(to: &$1) }, read: { try MainBundleWrapper(reading: &$0) })
    }
  }

  @Test func aMainBundleWrapperIsItsNamesThenLabelsThenModule() {
    var wrapper = MainBundleWrapper(
      name: "t", enclosingType: nil, keyLabel: "k", labels: ["k", "t"])
    wrapper.module = "M"
    let bytes = EncodingRoundTrip.bytes(wrapper, { $0.write(to: &$1) })
    // "t" is string 0 and "k" string 1, named again by number plus one.
    #expect(bytes == [0, 1, 116, 0, 1, 0, 1, 107, 2, 2, 1, 0, 1, 77])
  }

  @Test func aCalleeMaskReadsBack() throws {
    for mask in [CalleeMask(), CalleeMask(["Text", "Image", "NSLocalizedString", "Bundle"])] {
      try EncodingRoundTrip.expectEqual(
        mask, write: { $0.write(to: &$1) }, read: { try CalleeMask(reading: &$0) })
    }
  }

  static func describe(_ check: LookalikeCheck?) -> String {
    switch check {
    case nil: "none"
    case .call(let callee, let labels, let pattern):
      "call \(callee) \(labels) \(pattern.signature)"
    case .variable(let name, let receivers): "variable \(name) \(receivers)"
    }
  }

  @Test func aLookalikeCheckOfEachKindReadsBack() throws {
    let patterns = RunCache.patterns(of: .builtin)
    let index = Dictionary(
      patterns.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first }
    )
    let checks: [LookalikeCheck?] = [
      nil, .call(callee: "Text", labels: ["_", "tableName"], pattern: patterns[3]),
      .variable(name: "module", receivers: ["Bundle", "Foundation.Bundle"]),
    ]
    for check in checks {
      let back = try EncodingRoundTrip.check(
        check, write: { LookalikeCheck.write($0, to: &$1, patterns: index) },
        read: { try LookalikeCheck(reading: &$0, patterns: patterns) })
      #expect(Self.describe(back) == Self.describe(check))
    }
  }

  @Test func aLookalikeCheckOfAnUnknownPatternIsRefused() {
    let patterns = RunCache.patterns(of: .builtin)
    let check = LookalikeCheck.call(callee: "Text", labels: [], pattern: patterns[0])
    let bytes = EncodingRoundTrip.bytes(check, { LookalikeCheck.write($0, to: &$1, patterns: [:]) })
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader(bytes)
      _ = try LookalikeCheck(reading: &reader, patterns: patterns)
    }
  }
}
