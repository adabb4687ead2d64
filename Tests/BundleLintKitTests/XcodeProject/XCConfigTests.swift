import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The `.xcconfig` reader: assignments, conditions, comments and includes; broken files are
/// problems, never a trap.
@Suite struct XCConfigTests {
  /// Files by path, read through the closure the reader takes.
  static func reader(_ files: [String: String]) -> (String) -> [UInt8]? {
    { files[$0].map { Array($0.utf8) } }
  }

  static func assignments(_ config: XCConfig) -> [String] {
    config.steps.map { step in
      switch step {
      case .assignment(let assignment):
        "\(assignment.name)\(assignment.conditionText)=\(assignment.value)"
      case .unknown: "?"
      }
    }
  }

  @Test func readsAssignmentsConditionsAndComments() {
    let text = """
      // A comment line
        SDKROOT = iphoneos;   // trailing comment
      PRODUCT_NAME=App
      EMPTY =
      URL = https://example.com/path
      OTHER_SWIFT_FLAGS[sdk=iphoneos*] [arch=arm64] = $(inherited) -DDEVICE ;
      FLAGS = -DA \\
        -DB \\
        -DC
      QUOTED = "a b"\r\nCR = x\rLAST = y
      """
    let file = XCConfigFile.parse(Array(text.utf8), path: "A.xcconfig")
    #expect(file.problems.isEmpty)
    let config = XCConfig.read("A.xcconfig", readFile: Self.reader(["A.xcconfig": text]))
    #expect(
      Self.assignments(config) == [
        "SDKROOT=iphoneos", "PRODUCT_NAME=App", "EMPTY=",
        // `//` starts a comment inside a value too, as in Xcode.
        "URL=https:",
        "OTHER_SWIFT_FLAGS[sdk=iphoneos*][arch=arm64]=$(inherited) -DDEVICE",
        "FLAGS=-DA -DB -DC", "QUOTED=\"a b\"", "CR=x", "LAST=y",
      ])
    guard case .assignment(let flags) = config.steps[5],
      case .assignment(let last) = config.steps[8]
    else {
      Issue.record("steps 5 and 8 are not assignments: \(config.steps)")
      return
    }
    #expect(flags.line == 7 && flags.path == "A.xcconfig")
    #expect(last.line == 12)
  }

  @Test func includesAreRelativeToTheIncludingFile() {
    let files = [
      "Config/Base.xcconfig": """
      A = base
      #include "Shared/Common.xcconfig"
      #include? "Local.xcconfig"
      B = $(inherited) base
      """,
      "Config/Shared/Common.xcconfig": "#include \"../Top.xcconfig\"\nB = common",
      "Config/Top.xcconfig": "C = top // the include went up a folder",
    ]
    let config = XCConfig.read("Config/Base.xcconfig", readFile: Self.reader(files))
    #expect(Self.assignments(config) == ["A=base", "C=top", "B=common", "B=$(inherited) base"])
    // A missing `#include?` is silent.
    #expect(config.problems.isEmpty)
  }

  @Test func aMissingIncludeIsNotedAndUnknown() {
    let files = ["A.xcconfig": "X = 1\n#include \"Secrets.xcconfig\"\nY = 2"]
    let config = XCConfig.read("A.xcconfig", readFile: Self.reader(files))
    #expect(Self.assignments(config) == ["X=1", "?", "Y=2"])
    #expect(
      config.problems == [.missing(path: "Secrets.xcconfig", includedFrom: "A.xcconfig", line: 2)])
    #expect(
      config.problems[0].message
        == "'Secrets.xcconfig', included on line 2 of 'A.xcconfig', cannot be read")
    let none = XCConfig.read("Gone.xcconfig", readFile: Self.reader([:]))
    #expect(Self.assignments(none) == ["?"])
    #expect(none.problems == [.missing(path: "Gone.xcconfig", includedFrom: nil, line: 0)])
  }

  @Test func includeCyclesStop() {
    let files = [
      "A.xcconfig": "#include \"B.xcconfig\"\nA = 1",
      "B.xcconfig": "#include \"A.xcconfig\"\nB = 1\n#include \"B.xcconfig\"",
    ]
    let config = XCConfig.read("A.xcconfig", readFile: Self.reader(files))
    #expect(Self.assignments(config) == ["B=1", "A=1"])
    #expect(
      config.problems == [
        .includeCycle(path: "A.xcconfig", includedFrom: "B.xcconfig", line: 1),
        .includeCycle(path: "B.xcconfig", includedFrom: "B.xcconfig", line: 3),
      ])
  }

  @Test func deepAndRepeatedIncludesAreBounded() {
    // A chain deeper than the reader follows.
    var chain: [String: String] = [:]
    for level in 0..<40 {
      chain["\(level).xcconfig"] = "#include \"\(level + 1).xcconfig\"\nL\(level) = 1"
    }
    let deep = XCConfig.read("0.xcconfig", readFile: Self.reader(chain))
    #expect(deep.problems.contains { if case .tooDeep = $0 { true } else { false } })
    #expect(deep.steps.contains(.unknown))
    // Each file includes the next one twice: 2^30 inclusions unless bounded.
    var diamond: [String: String] = [:]
    for level in 0..<30 {
      let next = "#include \"\(level + 1).xcconfig\"\n"
      diamond["\(level).xcconfig"] = next + next + "D\(level) = 1"
    }
    let wide = XCConfig.read("0.xcconfig", readFile: Self.reader(diamond))
    #expect(wide.steps.count < 2 * XCConfig.maximumFiles)
    #expect(wide.steps.contains(.unknown))
  }

  @Test(arguments: [
    ("#include \"Unclosed.xcconfig\n", "the file name of '#include' is not closed", true),
    ("#include? \"Unclosed.xcconfig\n", "the file name of '#include?' is not closed", false),
    ("#include Bare.xcconfig\n", "'#include' needs a quoted file name", true),
    ("#include \"A.xcconfig\" trailing\n", "'#include' has text after the file name", true),
    ("#import \"A.xcconfig\"\n", "'#import' is not a directive", false),
    ("= value\n", "expected a setting name", false),
    ("NAME value\n", "expected '=' after 'NAME'", false),
    ("NAME[sdk=iphoneos* = value\n", "a condition of 'NAME' is not closed", false),
    ("NAME[sdk] = value\n", "a condition of 'NAME' is not closed", false),
  ])
  func brokenLinesAreProblems(text: String, detail: String, unknown: Bool) {
    let file = XCConfigFile.parse(Array((text + "AFTER = 1").utf8), path: "B.xcconfig")
    #expect(file.problems == [.syntax(path: "B.xcconfig", line: 1, detail: detail)])
    // The line is skipped, the next one read; a required include that cannot be read leaves
    // what it would set unknown.
    #expect(file.entries.last.map { if case .assignment = $0 { true } else { false } } == true)
    #expect(file.entries.contains(.unknown(line: 1)) == unknown)
  }

  @Test func binaryBytesAreNotText() {
    for bytes: [UInt8] in [[0x41, 0x20, 0x3D, 0x00, 0x42], [0x41, 0x3D, 0xFF, 0xFE], [0xC3]] {
      let file = XCConfigFile.parse(bytes, path: "Bin.xcconfig")
      #expect(file.problems == [.notText(path: "Bin.xcconfig")])
      #expect(file.entries == [.unknown(line: 1)])
    }
    // A byte-order mark is not part of the first line.
    let marked = XCConfigFile.parse([0xEF, 0xBB, 0xBF] + Array("A = 1".utf8), path: "M.xcconfig")
    #expect(marked.problems.isEmpty && marked.entries.count == 1)
  }

  @Test func aTextFileOfAnotherKindGivesFewProblems() {
    let text = String(repeating: "{ \"json\": [1, 2, 3] }\n", count: 500)
    let file = XCConfigFile.parse(Array(text.utf8), path: "J.xcconfig")
    #expect(file.problems.count == XCConfigFile.maximumProblems)
    #expect(file.entries.isEmpty)
  }

  /// Every prefix of the fixture chain (a half-written file) is read, never a trap.
  @Test func halfWrittenFilesNeverTrap() throws {
    let url = PackageRoot.fixtures.appendingPathComponent(
      "XcodeProjects/Settings/Config/Project.xcconfig")
    let bytes = try Array(Data(contentsOf: url)) + Array("\nX[a=b] = \\".utf8)
    for end in 0...bytes.count {
      _ = XCConfigFile.parse(Array(bytes[..<end]), path: "P.xcconfig")
    }
  }

  @Test(arguments: [
    ("Base.xcconfig", "Config/Targets/App.xcconfig", "Config/Targets/Base.xcconfig"),
    ("../Shared.xcconfig", "Config/Targets/App.xcconfig", "Config/Shared.xcconfig"),
    ("./A/../B.xcconfig", "App.xcconfig", "B.xcconfig"),
    ("../../Up.xcconfig", "Config/App.xcconfig", "../Up.xcconfig"),
    ("/etc/Abs.xcconfig", "Config/App.xcconfig", "/etc/Abs.xcconfig"),
    ("../x.xcconfig", "/r/App.xcconfig", "/x.xcconfig"),
    ("<DEVELOPER_DIR>/x.xcconfig", "App.xcconfig", "<DEVELOPER_DIR>/x.xcconfig"),
  ])
  func includePaths(included: String, file: String, path: String) {
    #expect(XCConfig.path(of: included, includedBy: file) == path)
  }

  @Test func projectKeysHaveConditions() {
    #expect(XCConfigFile.key("OTHER_SWIFT_FLAGS")?.name == "OTHER_SWIFT_FLAGS")
    let key = XCConfigFile.key("OTHER_SWIFT_FLAGS[sdk=iphoneos*][config=Debug]")
    #expect(key?.conditions.map(\.parameter) == ["sdk", "config"])
    #expect(key?.conditions.map(\.pattern) == ["iphoneos*", "Debug"])
    #expect(XCConfigFile.key("A B") == nil && XCConfigFile.key("A[sdk") == nil)
  }
}
