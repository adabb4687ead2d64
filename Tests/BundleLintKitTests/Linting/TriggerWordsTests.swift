import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The words that decide whether a file is lexed: whole identifiers over raw bytes, and the words
/// of the rules' call patterns.
@Suite struct TriggerWordsTests {
  static func occur(_ words: [String], _ code: String) -> Bool {
    TriggerWords(words).occur(in: Array(code.utf8))
  }

  @Test func aWordCountsOnlyAsAWholeIdentifier() {
    #expect(Self.occur(["Text"], #"let a = Text("a")"#))
    #expect(Self.occur(["Text"], "Text"))
    #expect(Self.occur(["Text"], "x.Text"))
    #expect(Self.occur(["Text"], "`Text`"))
    #expect(!Self.occur(["Text"], "let a = TextField(); let b = MyText; let c = Text2"))
    #expect(!Self.occur(["Text"], "text _Text"))
    #expect(!Self.occur(["Text"], ""))
  }

  @Test func commentsStringsAndNonASCIINeighboursCountToo() {
    // The scan does not lex: a word in a comment or a string makes the file lexed for nothing.
    #expect(Self.occur(["bundlelint"], "// bundlelint:disable-next-line"))
    #expect(Self.occur(["Bundle"], #"let s = "Bundle""#))
    // A non-ASCII byte ends an identifier, so a word beside one still counts.
    #expect(Self.occur(["Text"], "éText"))
  }

  @Test func wordsOfEveryLengthAndFirstByteAreFound() {
    let words = ["a", "Bundle", "LocalizedStringResource", "_x", "imageLiteral"]
    for word in words {
      #expect(Self.occur(words, "x \(word) y"), "\(word)")
      #expect(!Self.occur(words, "x \(word)z y"), "\(word)")
    }
  }

  @Test func aFrameworksFilesAreLexedForTheLookupsItsWrappersAreBuiltOn() {
    let words: TriggerWords? = TriggerWords(["Text"] + TriggerWords.frameworkWords)
    let wrapper = "func loc() -> String { NSLocalizedString(self, comment: \"\") }"
    #expect(words?.occur(in: Array(wrapper.utf8)) == true)
    #expect(words?.occur(in: Array("String(localized: key)".utf8)) == true)
    #expect(words?.occur(in: Array("let a = Text(b)".utf8)) == true)
    // A class may be the one the framework's fixes find its bundle by.
    #expect(words?.occur(in: Array("final class Token {}".utf8)) == true)
    #expect(words?.occur(in: Array("struct Row { let name: String }".utf8)) == false)
  }

  @Test func aWordThatCannotBeScannedForMakesEveryFileLexed() {
    #expect(Self.occur(["Téxt"], "let a = 1"))
    #expect(Self.occur([String(repeating: "x", count: 64)], "let a = 1"))
  }

  @Test func thePatternsOfTheBuiltinRulesGiveTheirCalleesOrWhatTheirCallsMustSpell() {
    let rules = RuleCatalog.builtin.rules
    let words = Set(TriggerWords.words(for: rules, moduleBundleHelpers: [".myModule"]))
    for word in ["Text", "Image", "NSLocalizedString", "navigationTitle", "imageLiteral", "Bundle"]
    {
      #expect(words.contains(word), "\(word)")
    }
    // Callees every file spells are found by their first label; member calls by their receiver.
    #expect(words.contains("localized"))
    #expect(words.contains("nibName"))
    #expect(!words.contains("String"))
    #expect(!words.contains("init"))
    #expect(!words.contains("url"))
    #expect(!words.contains("Foundation"))
    // A modifier found only in a widget configuration's chain, by the chain's names.
    #expect(!words.contains("description"))
    #expect(words.contains("StaticConfiguration"))
    // The configuration's helpers and the words that always matter.
    #expect(words.contains("myModule"))
    for word in ["bundle", "bundlelint", "module", "LocalizedStringKey", "BundleDescription"] {
      #expect(words.contains(word), "\(word)")
    }
  }
}
