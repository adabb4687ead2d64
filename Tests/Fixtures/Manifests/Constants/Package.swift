// swift-tools-version:5.9
import PackageDescription
import CompilerPluginSupport

let featureName = "Feature"
let resourcesFolder = "Resources"
let sharedExcludes = ["README.md", "Docs"]
let featureResources: [Resource] = [.process(resourcesFolder), .embedInCode("seed.json")]

let core = Target.target(name: "Core", path: "Sources/" + "Core")

var targets: [Target] = [
    core,
    .target(
        name: featureName,
        exclude: sharedExcludes + ["Scratch"],
        resources: featureResources + [.copy("Fixtures")]
    ),
] + [
    .testTarget(name: featureName + "Tests", dependencies: [.target(name: featureName)]),
]

let package = Package(
    name: "Constants",
    defaultLocalization: "en",
    targets: targets
)

package.targets += [.macro(name: "Macros")]
