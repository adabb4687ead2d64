import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A first pass lexes a file only when it spells a word of the rules that may find something in
/// its module (`Check.mayFind`): in an app target, whose main bundle is its own, the lookups of
/// its own tables are right, so `Text("key")` alone is no reason to lex a file.
@Suite struct ModuleTriggersTests {
  /// The first-pass job of `Example.swift` (`source`) compiled into `target` of the example
  /// project, with every built-in rule that is on by default.
  static func job(_ source: String, in target: String) throws -> (FileJob, any FileSystem) {
    let fs = RuleExampleHarness.exampleProject(Array(source.utf8), targets: [target])
    let request = LintRun.Request(
      paths: ["."], currentDirectory: RuleExampleHarness.projectRoot, manifestMode: .static,
      catalog: .builtin)
    let scan = Project.load(
      paths: request.paths, fileSystem: fs, currentDirectory: request.currentDirectory,
      readingXcodeProjects: true, modelingXcodeTargets: false
    ).addingXcodeUnit(fileSystem: fs)
    let setups = try scan.packages.map {
      try LintRun.PackageSetup(package: $0, request: request, fileSystem: fs)
    }
    var modules = ModuleJobs(
      packages: scan.packages, setups: setups,
      indexes: LintRun.resourceIndexes(of: scan.packages, fileSystem: fs).indexes,
      knownRuleIDs: Set(request.catalog.rules.map(\.id)))
    let file = try #require(scan.files.first { $0.path.hasSuffix("/Example.swift") })
    return (modules.firstPassJob(file), fs)
  }

  static let lookup = "struct Example {\n  let title = Text(\"kit.ok\")\n}\n"

  @Test func anAppTargetsFileThatOnlyLooksUpIsNotLexed() throws {
    let (job, fs) = try Self.job(Self.lookup, in: "App")
    let words = try #require(job.triggers).words
    #expect(!words.contains("Text"))
    #expect(!words.contains("NSLocalizedString"))
    // What an explicit bundle is spelt with, and suppressions, still count.
    #expect(words.contains("Bundle") && words.contains("bundle") && words.contains("bundlelint"))
    #expect(job.run(fs).lexed == false)
  }

  @Test func aFrameworksFileThatLooksUpIsLexed() throws {
    let (job, fs) = try Self.job(Self.lookup, in: "Kit")
    let words = try #require(job.triggers).words
    #expect(words.contains("Text"))
    // The lookups a main-bundle wrapper is built on, and the class its fixes name.
    #expect(words.contains("NSLocalizedString") && words.contains("class"))
    let result = job.run(fs)
    #expect(result.lexed)
    #expect(result.diagnostics.map(\.ruleID) == ["framework-lookup-in-main-bundle"])
  }

  @Test func anExtensionsFilesAreAllLexed() throws {
    let (job, fs) = try Self.job("struct Plain {}\n", in: "Share")
    #expect(job.triggers == nil)
    #expect(job.run(fs).lexed)
  }

  @Test func aCheckRunsOnlyWhereItMayFindSomething() {
    let app = ModuleContext(
      module: Module(name: "App", resources: ModuleResources(), mainBundle: .own, hosts: []))
    var appex = app
    appex.module.isAppExtension = true
    appex.containingAppBundles = [HostBundle(name: "App", fileName: "App.app", index: nil)]
    var framework = app
    framework.module.binary = .own
    framework.module.mainBundle = .host
    let rules = RuleCatalog.builtin.rules
    func applies(_ id: String, _ module: ModuleContext) -> Bool {
      rules.first { $0.id == id }.map { Checks.applies($0, to: module) } ?? false
    }
    #expect(!applies("extension-lookup-misses", app))
    #expect(applies("extension-lookup-misses", appex))
    #expect(!applies("framework-lookup-in-main-bundle", app))
    #expect(applies("framework-lookup-in-main-bundle", framework))
    #expect(!applies("framework-key-misses-in-extension", app))
    #expect(applies("framework-key-misses-in-extension", framework))
    // One target: no other target's tables to have the key.
    #expect(!applies("explicit-bundle-misses-key", app))
    #expect(!applies("package-key-misses-in-host", app))
    // Rules whose check does not say otherwise run wherever their `appliesWhen` holds.
    #expect(applies("invalid-suppression", app))
  }
}
