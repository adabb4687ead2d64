// swift-tools-version:5.9
import Foundation
import PackageDescription

let package = Package(
    name: "Conditional",
    defaultLocalization: "en",
    targets: [
        .target(name: "Shared", resources: [.process("Resources/")]),
    ]
)

var sharedSettings: [SwiftSetting] {
    [.enableUpcomingFeature("ExistentialAny")]
}

if ProcessInfo.processInfo.environment["BUNDLELINT_SERVER_ONLY"] == nil {
    package.targets.append(contentsOf: [
        .target(name: "Client", dependencies: ["Shared"], swiftSettings: sharedSettings),
        .testTarget(name: "ClientTests", dependencies: ["Client"], resources: [.copy("Fixtures/")]),
    ])
} else {
    package.targets.append(.executableTarget(name: "Server"))
}
