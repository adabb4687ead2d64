import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Which files an app extension shares with its app run in the extension: those whose types
/// the code it runs creates, one step after another.
@Suite struct SharedFileReachTests {
  static let picker = SharedFileReach(
    declaredTypes: ["Picker"], createdTypes: ["Row"], members: ["Strings.cancel"])
  static let row = SharedFileReach(
    declaredTypes: ["Row"], createdTypes: [], members: ["Strings.rowTitle"])
  static let settings = SharedFileReach(
    declaredTypes: ["Settings"], createdTypes: [], members: ["Strings.settings"])

  @Test func aCreatedTypeBringsItsFileAndWhatThatFileCreates() {
    let members = SharedFileReach.closure(
      ownMembers: ["Picker"], ownCreated: ["Picker"],
      over: [Self.row, Self.settings, Self.picker])
    #expect(members == ["Picker", "Strings.cancel", "Strings.rowTitle"])
  }

  @Test func aTypeTheOwnCodeOnlyNamesBringsNothing() {
    let members = SharedFileReach.closure(
      ownMembers: ["Picker"], ownCreated: [], over: [Self.row, Self.picker])
    #expect(members == ["Picker"])
  }
}
