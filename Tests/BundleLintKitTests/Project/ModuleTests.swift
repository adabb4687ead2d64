import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ModuleTests {
  @Test func relatedPlaceIsTheFirstResourceEntryWithAPlaceElseTheTarget() {
    var target = TargetDeclaration(
      name: "Feature", kind: .regular, position: ManifestPosition(line: 5, column: 9))
    let module = ResolvedModule(
      target: target, directory: "Sources/Feature", swiftFiles: [],
      resources: ModuleResources(ownsBundle: true))
    #expect(
      Module(swiftPM: module, manifestPath: "Package.swift").resourcesDeclaration?.position.line
        == 5)
    target.resources = [
      ResourceDeclaration(path: "a", rule: .process),
      ResourceDeclaration(
        path: "b", rule: .process, position: ManifestPosition(line: 6, column: 40)),
    ]
    let withResources = ResolvedModule(
      target: target, directory: "Sources/Feature", swiftFiles: ["/p/Sources/Feature/a.swift"],
      resources: module.resources)
    let model = Module(swiftPM: withResources, manifestPath: "Package.swift")
    #expect(
      model.resourcesDeclaration
        == ManifestLocation(path: "Package.swift", position: ManifestPosition(line: 6, column: 40)))
    #expect(model.name == "Feature" && model.resources.ownsBundle)
    #expect(model.sourceFiles == ["/p/Sources/Feature/a.swift"])
  }

  @Test(arguments: [
    // (owns a bundle, declares resources, guessed from the layout, expected accessor)
    (true, true, false, Module.GeneratedAccessor.generated),
    (false, false, false, .absent),
    (false, true, false, .unknown),
    (false, false, true, .unknown),
  ])
  func swiftPMGeneratesBundleModuleOnlyForTargetsWithResources(
    ownsBundle: Bool, declares: Bool, guessed: Bool, expected: Module.GeneratedAccessor
  ) {
    var target = TargetDeclaration(name: "Feature", kind: .regular)
    if declares { target.resources = [ResourceDeclaration(path: "Generated", rule: .process)] }
    let module = ResolvedModule(
      target: target, directory: "Sources/Feature", swiftFiles: [],
      resources: ModuleResources(ownsBundle: ownsBundle))
    let model = Module(swiftPM: module, manifestPath: "Package.swift", guessed: guessed)
    #expect(model.generatedAccessor == expected)
    #expect(model.mainBundle == .host)
    var conditions = CompilationConditions.swiftPM(resourceBundle: expected.truth)
    // A target guessed from the layout has settings nobody read.
    if guessed { conditions = conditions.withUnreadSettings }
    #expect(model.conditions == conditions)
    #expect(!model.isTest)
  }

  @Test func aSwiftPMBuildSetsSwiftPackageAndNeverCocoaPods() {
    let model = Module(name: "M", resources: ModuleResources())
    func clause(_ condition: String) -> ConditionalClause {
      ConditionalClause(directive: .if, condition: condition, earlierConditions: [])
    }
    #expect(model.mayCompile([clause("SWIFT_PACKAGE")]))
    #expect(!model.mayCompile([clause("!SWIFT_PACKAGE")]))
    #expect(!model.mayCompile([clause("COCOAPODS")]))
    #expect(model.mayCompile([clause("os(iOS)")]))
    // Another build, with other conditions, decides otherwise on the same code.
    let xcode = Module(
      name: "M", resources: ModuleResources(), conditions: CompilationConditions(set: ["APP"]))
    #expect(!xcode.mayCompile([clause("SWIFT_PACKAGE&&!APP")]))
    #expect(!xcode.mayCompile([clause("!APP")]))
    #expect(xcode.mayCompile([clause("SWIFT_PACKAGE")]))
  }
}
