import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `--color` beats `NO_COLOR`, which beats `CLICOLOR_FORCE`/`FORCE_COLOR`, which beat
/// `TERM=dumb`; `auto` otherwise colours only a terminal.
@Suite struct ColorChoiceTests {
  @Test(arguments: [
    (ColorChoice.auto, [String: String](), true, true),
    (.auto, [:], false, false),
    (.always, ["NO_COLOR": "1", "TERM": "dumb"], false, true),
    (.never, ["FORCE_COLOR": "1"], true, false),
    (.auto, ["NO_COLOR": "1"], true, false),
    (.auto, ["NO_COLOR": ""], true, true),
    (.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], true, false),
    (.auto, ["FORCE_COLOR": "1"], false, true),
    (.auto, ["FORCE_COLOR": "0"], false, false),
    (.auto, ["FORCE_COLOR": ""], false, false),
    (.auto, ["CLICOLOR_FORCE": "1"], false, true),
    (.auto, ["CLICOLOR_FORCE": "1", "TERM": "dumb"], false, true),
    (.auto, ["TERM": "dumb"], true, false),
    (.auto, ["TERM": "xterm-256color"], true, true),
  ])
  func precedence(choice: ColorChoice, environment: [String: String], terminal: Bool, colors: Bool)
  {
    #expect(choice.colors(environment: environment, isTerminal: terminal) == colors)
  }
}
