import Testing

@testable import BundleLintKit

@Suite struct FontRegistrationTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func aModuleThatCallsCoreTextRegisters() {
    let registers = FontRegistration.registers(modules: [
      [Self.bytes("CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)")],
      [Self.bytes("let font = UIFont(name: \"Brand\", size: 12)")],
    ])
    #expect(registers == [true, false])
  }

  @Test func aModuleThatCallsAPackageHelperRegisters() {
    let helper = Self.bytes(
      """
      public enum Fonts {
        public static func register(in bundle: Bundle) {
          CTFontManagerRegisterFontURLs(urls as CFArray, .process, true, nil)
        }
      }
      """)
    let registers = FontRegistration.registers(modules: [
      [helper],
      [Self.bytes("Fonts.register(in: .module)")],
      [Self.bytes("let registered = true")],
    ])
    #expect(registers == [true, true, false])
  }

  @Test func declaredFunctionsAreReadByName() {
    let names = FontRegistration.declaredFunctions(
      in: Self.bytes("func a() {}\nprivate func registerFonts(_ x: Int) {}\nfunc "))
    #expect(names.map { String(decoding: $0, as: UTF8.self) } == ["a", "registerFonts"])
  }
}
