import Testing

@testable import BundleLintProject

/// Which project files could link one of the run's package products: read from their bytes,
/// so the others are never parsed.
@Suite struct XcodeHostsTests {
  @Test func productNamesAreReadFromTheProjectBytes() {
    let text = """
      A = {isa = XCSwiftPackageProductDependency; productName = Kit; };
      B = {isa = XCSwiftPackageProductDependency; package = C; productName = "plugin:Lint"; };
      D = {isa = PBXNativeTarget; name = App; productName = App;
      E = {isa = PBXNativeTarget; productName =
      """
    #expect(XcodeHosts.productNames(in: Array(text.utf8)) == ["Kit", "plugin:Lint", "App"])
    #expect(XcodeHosts.productNames(in: Array("productName = ".utf8)) == [])
    #expect(XcodeHosts.productNames(in: []) == [])
  }
}
