import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Runs every example of every built-in rule that inspects code; no Swift code per rule.
@Suite struct RuleExampleTests {
  /// The tool's own rules run their examples in `ToolRuleExampleTests`.
  static let codeRules = RuleCatalog.builtin.rules.filter {
    $0.kind != .manifest && !$0.kind.isTool && $0.check?.inspectsCalls ?? true
  }
  typealias Harness = RuleExampleHarness

  @Test(arguments: codeRules)
  func triggeringExamplesGiveExactlyTheMarkedFindings(rule: Rule) {
    for (index, example) in rule.examples.triggering.enumerated() {
      let (source, markers) = Harness.strip(example.code)
      let findings = Harness.lint(
        source, rule: rule, traits: example.moduleOwns ?? Harness.traits(for: rule),
        package: example.package, packageOwns: example.packageOwns,
        inTestTarget: example.inTestTarget)
      #expect(
        findings.map(\.location.offset) == markers,
        "Rules/\(rule.id).json › examples.triggering[\(index)]\n\(Harness.render(source, expected: markers, actual: findings))"
      )
      for finding in findings {
        // A missing-bundle finding is an error when the module has what the call looks up.
        #expect(
          finding.ruleID == rule.id
            && (finding.severity == rule.severity
              || rule.needsEvidence && finding.severity == .error)
        )
        #expect(Self.isWellFormed(finding.message), "message: \(finding.message)")
        #expect(!finding.notes.isEmpty || rule.kind == .reference)
        if let fix = finding.fix {
          #expect(!fix.title.isEmpty && !fix.edits.isEmpty)
        }
      }
    }
  }

  @Test(arguments: codeRules)
  func nonTriggeringExamplesGiveNothing(rule: Rule) {
    for (index, example) in rule.examples.nonTriggering.enumerated() {
      let (source, _) = Harness.strip(example.code)
      let findings = Harness.lint(
        source, rule: rule, traits: example.moduleOwns ?? Harness.traits(for: rule),
        package: example.package, packageOwns: example.packageOwns,
        inTestTarget: example.inTestTarget)
      #expect(
        findings.isEmpty,
        "Rules/\(rule.id).json › examples.nonTriggering[\(index)] (\(example.why ?? "no reason given"))\n\(Harness.render(source, expected: [], actual: findings))"
      )
    }
  }

  @Test(arguments: codeRules)
  func triggeringExamplesInCommentsStringsAndOtherModulesGiveNothing(rule: Rule) {
    for (index, example) in rule.examples.triggering.enumerated() where example.moduleOwns == nil {
      let (source, _) = Harness.strip(example.code)
      let code = String(decoding: source, as: UTF8.self)
      let mutations = [
        ("in a block comment", "/*\n\(code)\n*/"),
        (
          "in a line comment",
          code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "// " + $0 }.joined(separator: "\n")
        ),
        ("in a string literal", "let snippet = #\"\"\"\n\(code)\n\"\"\"#"),
      ]
      for (name, mutated) in mutations {
        let findings = Harness.lint(
          Array(mutated.utf8), rule: rule, traits: Harness.traits(for: rule),
          package: example.package, packageOwns: example.packageOwns,
          inTestTarget: example.inTestTarget)
        #expect(
          findings.isEmpty,
          "Rules/\(rule.id).json › examples.triggering[\(index)] \(name)\n\(mutated)")
      }
      for traits in Harness.silentModules(for: rule) {
        let findings = Harness.lint(
          source, rule: rule, traits: traits, resources: false, package: example.package,
          packageOwns: example.packageOwns,
          inTestTarget: example.inTestTarget)
        #expect(
          findings.isEmpty,
          "Rules/\(rule.id).json › examples.triggering[\(index)] in a module owning \(traits.map(\.rawValue))"
        )
      }
    }
  }

  @Test(arguments: codeRules)
  func triggeringExamplesAfterMultibyteTextGiveShiftedFindings(rule: Rule) {
    let prefix = "/* 👨‍👩‍👧‍👦 é */\n"
    let shift = prefix.utf8.count
    for (index, example) in rule.examples.triggering.enumerated() {
      let (source, markers) = Harness.strip(example.code)
      let traits = example.moduleOwns ?? Harness.traits(for: rule)
      let plain = Harness.lint(
        source, rule: rule, traits: traits, package: example.package,
        packageOwns: example.packageOwns,
        inTestTarget: example.inTestTarget)
      let shifted = Harness.lint(
        Array(prefix.utf8) + source, rule: rule, traits: traits, package: example.package,
        packageOwns: example.packageOwns,
        inTestTarget: example.inTestTarget)
      #expect(
        shifted.map(\.location.offset) == markers.map { $0 + shift },
        "Rules/\(rule.id).json › examples.triggering[\(index)] after a multi-byte line")
      #expect(shifted.map(\.location.line) == plain.map { $0.location.line + 1 })
      #expect(shifted.map(\.location.column) == plain.map(\.location.column))
      #expect(shifted.map(\.message) == plain.map(\.message))
    }
  }

  @Test(arguments: codeRules)
  func correctionsFixTheCodeAndConverge(rule: Rule) {
    for (index, correction) in rule.examples.corrections.enumerated() {
      let traits = Harness.traits(for: rule)
      let (before, markers) = Harness.strip(correction.before)
      let findings = Harness.lint(before, rule: rule, traits: traits)
      let place = "Rules/\(rule.id).json › examples.corrections[\(index)]"
      #expect(findings.map(\.location.offset) == markers, "\(place): before")
      let after = Array(correction.after.utf8)
      if findings.contains(where: { $0.fix != nil }) {
        let fixed = Harness.applyingFixes(findings, to: before)
        #expect(
          String(decoding: fixed, as: UTF8.self) == correction.after, "\(place): applying the fix")
      }
      let remaining = Harness.lint(after, rule: rule, traits: traits)
      #expect(
        remaining.isEmpty,
        "\(place): 'after' still has findings\n\(Harness.render(after, expected: [], actual: remaining))"
      )
    }
  }

  /// Lowercase start (a quote counts), no trailing period, at least one quoted name.
  static func isWellFormed(_ message: String) -> Bool {
    guard let first = message.first else { return false }
    return !first.isUppercase && !message.hasSuffix(".") && message.contains("'")
  }
}
