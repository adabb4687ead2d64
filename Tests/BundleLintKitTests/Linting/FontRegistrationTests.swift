import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct FontRegistrationTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func aModuleThatCallsCoreTextRegisters() {
    let registers = FontRegistration.registers(
      modules: [
        [Self.bytes("CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)")],
        [Self.bytes("let font = UIFont(name: \"Brand\", size: 12)")],
      ], asked: [0, 1])
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
    let modules = [
      [helper],
      [Self.bytes("Fonts.register(in: .module)")],
      [Self.bytes("let registered = true")],
    ]
    #expect(FontRegistration.registers(modules: modules, asked: [0, 1, 2]) == [true, true, false])
    // Only the modules asked about are decided.
    #expect(FontRegistration.registers(modules: modules, asked: [1]) == [false, true, false])
  }

  @Test func findsBytesAnywhereAndNowhereElse() {
    let text = Self.bytes("abc CTFontManagerRegister")
    #expect(FontRegistration.firstOffset(of: Self.bytes("CTFont"), in: text, from: 0) == 4)
    #expect(FontRegistration.firstOffset(of: Self.bytes("abc"), in: text, from: 1) == nil)
    #expect(FontRegistration.firstOffset(of: Self.bytes("x"), in: [], from: 0) == nil)
  }

  @Test func declaredFunctionsAreReadByName() {
    let names = FontRegistration.declaredFunctions(
      in: Self.bytes("func a() {}\nprivate func registerFonts(_ x: Int) {}\nfunc "))
    #expect(names.map { String(decoding: $0, as: UTF8.self) } == ["a", "registerFonts"])
  }
}
